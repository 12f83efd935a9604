// A page, or its text column, that holds more below than it shows says so: it gets data-more,
// which the stylesheet fades at its lower edge, so the last line shown is never a clean cut that
// reads as the end. Marked as the pages are laid out, resized and scrolled.

const SCROLLERS = '.walkthrough-page, .walkthrough-text';

/** Keeps data-more on every scrolling page and text column in `root`, through `events`. */
export function wireScrollHint(root, parts, events) {
  const mark = (element) => {
    const scrolls = /auto|scroll/.test(parts.window.getComputedStyle(element).overflowY);
    element.toggleAttribute('data-more', scrolls && element.scrollHeight - element.scrollTop - element.clientHeight > 1);
  };
  const markAll = () => root.querySelectorAll(SCROLLERS).forEach(mark);
  const onScroll = (event) => {
    if (event.target.matches?.(SCROLLERS)) mark(event.target);
  };
  events.listen(root, 'scroll', onScroll, { capture: true, passive: true });
  events.observeSize([root, ...root.querySelectorAll(SCROLLERS)], markAll);
  let isWired = true;
  events.add(() => { isWired = false; });
  parts.document.fonts?.ready.then(() => isWired && markAll());  // a line's height is known once its font is
}
