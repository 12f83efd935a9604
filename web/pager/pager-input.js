// The pager's input, each a named handler over the moves: buttons and dots (one click listener on
// the pager), keys, the address's #page-N, scrolls the browser makes, and embed.js's dismissal.
import { placeTrack } from './pager-view.js';
import { pressPageAction } from './page-actions.js';

const EDITABLE = 'input, textarea, select, [contenteditable]';

/** The handlers of the pager's input; `drag` is the drag handler, whose offset a scroll keeps. */
export function createInputHandlers(view, pager, moves, context, drag) {
  const { address, parts } = context;
  const { move } = moves;
  // The buttons (and dots) by their data-action: a move of the pager, by name.
  const buttons = { next: 'next', back: 'back', skip: 'skip', restart: 'restart', done: 'next' };
  const forward = view.isVertical ? 'ArrowDown' : view.isReversed ? 'ArrowLeft' : 'ArrowRight';
  const backward = view.isVertical ? 'ArrowUp' : view.isReversed ? 'ArrowRight' : 'ArrowLeft';
  const keys = {
    [forward]: () => pager.swipeForward(),
    [backward]: () => pager.back(),
    Home: () => pager.goTo(0),
    End: () => pager.goTo(pager.pageCount - 1),
  };
  return {
    onClick(event) {
      const button = event.target.closest('[data-action]');
      const action = button?.dataset.action;
      if (buttons[action]) move(() => pager[buttons[action]]());
      if (action === 'go') move(() => pager.goTo(Number(button.dataset.index)));
      if (action !== 'page-action') return;
      event.preventDefault();
      pressPageAction(view, pager, moves, context);
    },
    onKeyDown(event) {
      const key = keys[event.key];
      if (!key || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.target.closest?.(EDITABLE)) return;
      event.preventDefault();
      move(key);
    },
    // Fragment navigation and focus scroll the boxes that clip the pages (and a resize may leave
    // them scrolled); the transform alone places the pages.
    onScroll() {
      const { viewport, root } = view;
      if (!viewport.scrollLeft && !viewport.scrollTop && !root.scrollTop) return;
      viewport.scrollLeft = viewport.scrollTop = root.scrollTop = 0;
      placeTrack(view, pager.index, drag.offset);
    },
    onHashChange() {
      const requested = requestedIndex(parts);
      if (requested >= 0) move(() => pager.goTo(requested));
    },
    onMessage(event) {
      if (address.isEmbedded && event.source === parts.window.parent && event.data?.type === 'walkthrough:dismiss') moves.close();
    },
  };
}

/** The page #page-N asks for, as an index; -1 for any other address. */
export function requestedIndex(parts) {
  const match = /^#page-(\d+)$/.exec(parts.location.hash);
  return match ? Number(match[1]) - 1 : -1;
}
