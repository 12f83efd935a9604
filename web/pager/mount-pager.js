// The pager: turns the walkthrough page the build wrote into a carousel, as glue between the page
// and the rules (../rules). It reads the page, asks the rules which pages show and what each move
// does, draws the result (pager-view.js) and wires the input: buttons, keys, swipes, the address.
import { pagerOver } from '../rules/pager.js';
import { pagesReleasedUpTo, pagesToShowIn, seenRecordOnShowing } from '../rules/releases.js';
import { createEventStore } from './browser-parts.js';
import { createControlsFit } from './controls-fit.js';
import { createDragHandler } from './drag-handler.js';
import { wireLanguageControl } from './language-control.js';
import { readAddress } from './page-address.js';
import { announceNotShown } from './lifecycle.js';
import { createInputHandlers, requestedIndex } from './pager-input.js';
import { createMoves } from './pager-moves.js';
import { keepOnlyPages, renderPager } from './pager-view.js';
import { wireScrollHint } from './scroll-hint.js';
import { createSeenStore } from './seen-store.js';
import { readWalkthroughPage } from './walkthrough-page.js';

/**
 * Mounts the pager on `root` (the page's `.walkthrough`) with the browser's `parts`
 * (browser-parts.js). Returns a handle whose `destroy()` removes every listener, observer and
 * timer the pager added, and whose `close()` dismisses the walkthrough as a close control does
 * (walkthrough_dismissed, reason close; stored as skipped).
 *
 * It starts in three tasks, none long enough to hold up a phone's first input: this one reads the
 * page, the next the seen record (whose cookie fallback waits on the browser), the last decides
 * what shows, draws it and wires the input.
 */
export function mountPager(root, parts) {
  const events = createEventStore(parts);
  const handle = { destroy: () => events.clear(), close() {} };
  const view = readWalkthroughPage(root);
  const address = readAddress(parts);
  const store = createSeenStore(view.manifest, parts);
  wireLanguageControl(root, parts, events);
  events.later(() => {
    if (address.params.get('walkthrough') === 'reset') forgetSeen(address, store, parts);
    const seen = address.isPreview ? null : store.record();
    events.later(() => start(view, seen, { address, store, parts, events, handle }), 0);
  }, 0);
  return handle;
}

// The pages shown, drawn, and the pager wired to its input.
function start(view, seen, context) {
  const shown = startingPages(view, seen, context);
  if (!shown) return;
  if (shown.length < view.pages.length) keepOnlyPages(view, shown);
  view.root.querySelectorAll('.walkthrough-action[hidden]').forEach((button) => { button.hidden = false; });
  const pager = pagerOver(view.manifest.behavior, view.manifest.locales[view.locale].labels, shown);
  pager.goTo(requestedIndex(context.parts));  // -1, any other address, is the first page
  wirePager(view, pager, context);
}


// The pages to show, by the seen record and the release rule; null when the visitor leaves for
// continue_url, or, in the dialog, when there is nothing to show: either is a walkthrough_not_shown.
function startingPages(view, seen, context) {
  const { address, store, parts } = context;
  const { manifest } = view;
  const everyPage = manifest.locales[view.locale].pages;
  if (address.isPreview) return everyPage;
  const shown = pagesToShowIn(manifest, view.locale, { current: address.current, seen });
  const pending = seenRecordOnShowing(manifest, { current: address.current, seen });
  if (pending) store.markSeen(pending.outcome, pending.appVersion);
  if (shown.length) return shown;
  const notShown = () => announceNotShown(view, seen, context);
  if (address.isEmbedded) return notShown(), address.post({ type: 'walkthrough:seen' }), null;
  // A continue_url that is this very page would loop; then the walkthrough shows again, released pages only.
  const next = manifest.continueURL && new URL(manifest.continueURL, parts.location.href);
  if (next && next.pathname !== parts.location.pathname) return notShown(), parts.location.replace(next.href), null;
  const released = address.current ? pagesReleasedUpTo(manifest, view.locale, address.current) : [];
  return released.length ? released : everyPage;
}

// ?walkthrough=reset: the seen record forgotten, and the word taken out of the address.
function forgetSeen(address, store, parts) {
  store.reset();
  address.params.delete('walkthrough');
  const search = String(address.params);
  parts.history.replaceState(parts.history.state, '', parts.location.pathname + (search ? '?' + search : '') + parts.location.hash);
}

// The pager at work: its moves, drawn and announced, and every input wired to them.
function wirePager(view, pager, context) {
  const { address, parts, events } = context;
  const { root } = view;
  const fit = createControlsFit(root, view.controls, view.manifest.behavior.restart, parts, events);
  const moves = createMoves(view, pager, context, fit);
  context.handle.close = moves.close;
  const drag = createDragHandler(view, pager, moves, events);
  const handlers = createInputHandlers(view, pager, moves, context, drag);
  events.listen(root, 'click', handlers.onClick);
  events.listen(parts.document, 'keydown', handlers.onKeyDown);
  events.listen(root, 'scroll', handlers.onScroll);
  events.listen(view.viewport, 'scroll', handlers.onScroll);
  events.listen(parts.window, 'hashchange', handlers.onHashChange);
  events.listen(parts.window, 'message', handlers.onMessage);
  events.observeSize([root], handlers.onScroll);
  wireScrollHint(root, parts, events);
  startShowing(view, pager, events);
  moves.showing.shown(pager);
  moves.emit('show', { index: pager.index });
  fit.request();  // in the first frame, before anything that frame runs later reads the bar
  address.post({ type: 'walkthrough:ready' });
}

// The first page drawn in place, without sliding there: the track's transition is held off (by
// is-dragging) until two frames have drawn it.
function startShowing(view, pager, events) {
  view.root.classList.add('is-pager', 'is-dragging');
  view.controls.hidden = false;
  renderPager(view, pager, -1);
  events.nextFrame(() => events.nextFrame(() => view.root.classList.remove('is-dragging')));
}
