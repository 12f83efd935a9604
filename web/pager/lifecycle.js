// The pager's lifecycle events (docs/specification.md, "Lifecycle events"; the rules' events.js), on every walkthrough: each a
// bubbling `walkthrough:event` on the pager root whose detail is the event, posted to embed.js's
// host page too. walkthrough.yml's `analytics:` only delivers them (walkthrough-analytics.js). The
// storyboard's frames (?preview) are no showing.
import { createShowing, notShownEvent } from '../rules/events.js';
import { reasonNotShown } from '../rules/releases.js';

const TRIGGERS = ['first-launch', 'release', 'link', 'manual'];

/** Dispatches `walkthrough:TYPE` with `detail` on the pager root, and posts it to embed.js's host page. */
export function announce(view, address, type, detail) {
  view.root.dispatchEvent(new CustomEvent('walkthrough:' + type, { bubbles: true, detail }));
  address.post({ type: 'walkthrough:' + type, detail });
}

/**
 * The showing of the walkthrough on `view` (the rules' createShowing), whose `shown(pager)` starts
 * it but in the storyboard; `parts` gives the clock (`now()`) and the showing's id (`newId()`).
 */
export function createLifecycle(view, { address, parts }) {
  const showing = createShowing({ ...eventContext(view, parts), emit: (event) => announce(view, address, 'event', event) });
  return { ...showing, shown: (pager) => address.isPreview || showing.shown(pager, triggerOf(address, view.manifest)) };
}

/** The walkthrough_not_shown event of a walkthrough the seen record `seen` keeps from showing. */
export function announceNotShown(view, seen, { address, parts }) {
  const reason = reasonNotShown(view.manifest, { current: address.current, seen });
  announce(view, address, 'event', notShownEvent(eventContext(view, parts), reason));
}

function eventContext(view, parts) {
  return { manifest: view.manifest, locale: view.locale, runtime: 'web', clock: () => +parts.now(), newId: parts.newId };
}

// What opened the walkthrough: `?trigger=` when the link says (embed.js's dialog says
// first-launch), a release when the app gave its version to a what's new, else a link.
function triggerOf(address, manifest) {
  const given = address.params.get('trigger');
  if (TRIGGERS.includes(given)) return given;
  return manifest.kind === 'whats-new' && address.current ? 'release' : 'link';
}
