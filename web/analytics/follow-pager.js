// The pager's lifecycle events (DESIGN §9.3, the rules' events.js), made from what the pager
// dispatches on its root as it goes (walkthrough:show, :change, :action, :close, :finish,
// :not-shown), so that a page without analytics carries none of it. Each event is a bubbling
// `walkthrough:event` on the pager root, whose detail is the event, and, in embed.js's dialog, is
// posted to the host page too.
import { createShowing, notShownEvent } from '../rules/events.js';
import { reasonNotShown } from '../rules/releases.js';
import { readAddress } from '../pager/page-address.js';
import { readWalkthroughPage } from '../pager/walkthrough-page.js';

const TRIGGERS = ['first-launch', 'release', 'link', 'manual'];

/**
 * Follows the pager on `root` with `parts` (its clock, `now()`, and ids, `newId()`), adding its
 * listeners through `events`. The storyboard's frames (?preview) are no showing.
 */
export function followPager(root, parts, events) {
  const view = readWalkthroughPage(root);
  const address = readAddress(parts);
  if (address.isPreview) return;
  const { params: query, current } = address;
  const emit = (event) => {
    root.dispatchEvent(new CustomEvent('walkthrough:event', { bubbles: true, detail: event }));
    address.post({ type: 'walkthrough:event', detail: event });
  };
  const context = { manifest: view.manifest, locale: view.locale, runtime: 'web', clock: () => +parts.now(), newId: parts.newId };
  const state = { index: 0, pages: [], outcome: null };
  // The pager as the rules' showing reads it: its page, their count, how it ended.
  const pager = {
    get index() { return state.index; },
    get page() { return state.pages[state.index]; },
    get pageCount() { return state.pages.length; },
    get outcome() { return state.outcome; },
  };
  const showing = createShowing({ ...context, emit });
  const on = (type, handler) => events.listen(root, 'walkthrough:' + type, ({ detail }) => handler(detail));
  on('show', ({ index }) => {
    // The pages shown: those the release rule kept, in their order.
    state.pages = readWalkthroughPage(root).manifest.locales[view.locale].pages;
    state.index = index;
    showing.shown(pager, triggerOf(query, view.manifest, current));
  });
  on('change', ({ index }) => {
    state.index = index;
    showing.moved(pager);
  });
  on('action', () => showing.actionPressed(pager));
  on('close', () => showing.closed(pager));
  on('finish', ({ outcome }) => {
    state.outcome = outcome;
    showing.moved(pager);
  });
  on('not-shown', ({ seen }) => emit(notShownEvent(context, reasonNotShown(view.manifest, { current, seen }))));
}

// What opened the walkthrough: `?trigger=` when the link says (embed.js's dialog says
// first-launch), a release when the app gave its version to a what's new, else a link.
function triggerOf(query, manifest, current) {
  const given = query.get('trigger');
  if (TRIGGERS.includes(given)) return given;
  return manifest.kind === 'whats-new' && current ? 'release' : 'link';
}
