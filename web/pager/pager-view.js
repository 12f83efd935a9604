// Drawing the pager's state on the page the build wrote: which page shows, the dots, the labels,
// which controls show. Writes only: nothing here reads layout, so a move costs one style and
// layout pass, in its frame.
import { moveFinishButtons, renderControlsHidden } from './hidden-controls.js';
import { pageStatusText } from './walkthrough-page.js';

/** The page of the pager's `index` in place, moved by `offset` px along the axis (a drag under way). */
export function placeTrack(view, index, offset) {
  if (view.isFade) return;
  const sign = view.isReversed ? 1 : -1;
  const axis = view.isVertical ? 'Y' : 'X';
  view.track.style.transform = 'translate' + axis + '(calc(' + sign * index + ' * (100% + var(--page-spacing, 0px)) + ' + offset + 'px))';
}

/**
 * Everything on the page that follows the pager's state, from the page shown before, `previous`
 * (-1 at the start, when every page is drawn): the page shown, the others inert, the dots, the
 * labels, which controls show.
 */
export function renderPager(view, pager, previous) {
  const { index, pages } = pager;
  view.root.dataset.currentIndex = index;
  for (const i of previous < 0 ? pages.keys() : new Set([previous, index])) {
    const isCurrent = i === index;
    pages[i].element.classList.toggle('is-current', isCurrent);
    pages[i].element.inert = !isCurrent;
    if (isCurrent) view.dots[i]?.setAttribute('aria-current', 'true');
    else view.dots[i]?.removeAttribute('aria-current');
  }
  setText(view.next, pager.primaryLabel);
  view.skip.hidden = !pager.isSkipVisible;
  // Back stays in the bar as the bar slides away on the last page.
  view.back.hidden = !pager.isBackVisible && !pager.areControlsHidden;
  view.restart.hidden = !pager.isRestartVisible;
  // Start again shows dimmed and does nothing on the first page.
  view.restarts.forEach((button) => button.setAttribute('aria-disabled', index === 0));
  if (view.counter) setText(view.counter, index + 1 + ' / ' + pager.pageCount);
  renderControlsHidden(view, pager);
  placeTrack(view, index, 0);
  loadNear(pages, index, view.manifest.behavior.wrap);
}

// Text written only when it changes: a new text node is a new layout of its box.
function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

/** The live region's words for the page shown: "Page 2 of 3". */
export function announcePage(view, pager) {
  view.status.textContent = pageStatusText(view, pager.index, pager.pageCount);
}

// The page shown and its neighbours load their pictures now (the later ones are lazy), so a swipe
// never shows an empty frame.
function loadNear(pages, index, wrap) {
  for (const i of [index - 1, index, index + 1]) {
    const page = pages[wrap ? (i + pages.length) % pages.length : i];
    page?.element.querySelectorAll('img[loading=lazy]').forEach((image) => { image.loading = 'eager'; });
  }
}

/**
 * Only the pages shown stay, numbered 1…n in their ids, labels and dots; the last gets the finish
 * buttons (with hide_controls_on_last_page). `kept` are pages of the walkthrough (with their
 * `element`), in order.
 */
export function keepOnlyPages(view, kept) {
  view.pages.forEach((element, i) => kept.some((page) => page.element === element) || (element.remove(), view.dots[i]?.remove()));
  view.dots = view.dots.filter((dot) => dot.isConnected);
  kept.forEach(({ element }, i) => {
    const label = pageStatusText(view, i, kept.length);
    element.id = 'page-' + (i + 1);
    element.dataset.pageIndex = i;
    element.setAttribute('aria-label', label);
    // A site's controls template may have no dots.
    view.dots[i]?.setAttribute('aria-label', label);
    if (view.dots[i]) view.dots[i].dataset.index = i;
  });
  moveFinishButtons(view, kept);
}
