// What a move of the pager does beyond the rules: draw it, announce it, keep #page-N in the
// address, tell listeners (walkthrough:change and the lifecycle events), and finish: the seen
// record, walkthrough:finish, and continue_url.
import { formatAppVersion } from '../rules/app-versions.js';
import { announce, createLifecycle } from './lifecycle.js';
import { announcePage, renderPager } from './pager-view.js';

/**
 * The moves of `pager` on `view`; `fit` fits the controls to their new labels. `showing` is the
 * walkthrough's lifecycle (lifecycle.js), told of each move before its walkthrough:change, :close
 * or :finish: embed.js's dialog closes on :finish, and the host page hears the end event first.
 */
export function createMoves(view, pager, context, fit) {
  const { address, store, parts, events } = context;
  const { manifest } = view;
  const emit = (type, detail) => announce(view, address, type, detail);
  const showing = createLifecycle(view, context);
  const finish = (outcome) => {
    if (!address.isPreview) store.markSeen(outcome, address.current && formatAppVersion(address.current));
    showing.moved(pager);
    emit('finish', { outcome });
    if (!address.isEmbedded && !address.isPreview && manifest.continueURL) parts.location.assign(manifest.continueURL);
  };
  // The address follows in a task of its own: the browser keeps it, which an input's frame need not wait for.
  const followInAddress = () => parts.history.replaceState(parts.history.state, '', parts.location.pathname + parts.location.search + '#page-' + (pager.index + 1));
  const moved = (previous) => {
    renderPager(view, pager, previous);
    fit.request();
    if (pager.index === previous) return;
    announcePage(view, pager);
    events.later(followInAddress, 0);
    showing.moved(pager);
    emit('change', { index: pager.index, id: pager.page.id });
  };
  /** Applies `change` (a move of the rules) to the pager, and draws, announces and finishes what it did. */
  const move = (change) => {
    const previous = pager.index;
    const wasFinished = pager.outcome !== null;
    change();
    if (!wasFinished && pager.outcome !== null) finish(pager.outcome);
    else moved(previous);
  };
  // embed.js's dialog closed (Escape, its close button), or the page's own code: dismissed, stored as skipped.
  const close = () => {
    showing.closed(pager);
    emit('close', {});
    finish('skipped');
  };
  return { move, emit, finish, close, showing };
}
