// The pager's rules as a value, as Swift's Pager and the JVM's hold them: which page shows, what
// the buttons say, which controls show, and how the walkthrough ended. The shared scenario files
// (Tests/Fixtures/scenarios) test all three.

/**
 * A pager over `pages` with the manifest's `behavior` and a locale's `labels`, on page `start`.
 *
 * Its state reads as properties: `index` (of the page shown), `page`, `pages`, `pageCount`,
 * `outcome` (null until Get Started or Skip finishes the walkthrough, then `done` or `skipped`),
 * `isLastPage`, `primaryLabel` (the done label, "Get Started", on the last page), `isSkipVisible`
 * (on every page but the last), `isBackVisible` (after the first page, on every page when the
 * walkthrough wraps, unless the controls are hidden), `isRestartVisible` (on the last page with
 * `restart: true`, on every page with `always`), `areControlsHidden` (on the last page with
 * `hideControlsOnLastPage`).
 *
 * Its moves change it in place: `next()` (on the last page, Get Started: finishes as done),
 * `back()` (the back arrow key too: wraps to the last page when allowed), `swipeForward()` (past the
 * last page only when wrapping), `swipeBack()`, `skip()` (finishes as skipped, or with `skip:
 * last-page` jumps to the last page; nothing where Skip is hidden), `goTo(index)` (a dot, Home, End,
 * `#page-N`: clamped to the pages there are), `restart()` (the first page; nothing where Start again
 * is hidden), and `performAction(isHandled)`: the shown page's action button, `handled` when
 * `isHandled(action)` says the app took it (on the web: a listener cancelled `walkthrough:action`);
 * else `next` turns the page and `finish` finishes as done (`performed`), `open-url` asks for its
 * URL to open (`open-url`), and anything else, or a page without an action, does nothing (`ignored`).
 */
export function pagerOver(behavior, labels, pages, start = 0) {
  const last = pages.length - 1;
  let index = 0;
  let outcome = null;
  const isLastPage = () => index === last;
  const areControlsHidden = () => behavior.hideControlsOnLastPage && isLastPage();
  const isRestartVisible = () => behavior.restart === 'always' || (behavior.restart === true && isLastPage());
  const pager = {
    pages,
    get index() { return index; },
    get page() { return pages[index]; },
    get pageCount() { return pages.length; },
    get outcome() { return outcome; },
    get isLastPage() { return isLastPage(); },
    get primaryLabel() { return isLastPage() ? labels.done : labels.next; },
    get isSkipVisible() { return !isLastPage(); },
    get isBackVisible() { return (index > 0 || behavior.wrap) && !areControlsHidden(); },
    get isRestartVisible() { return isRestartVisible(); },
    get areControlsHidden() { return areControlsHidden(); },
    next() {
      if (isLastPage()) outcome = 'done';
      else index += 1;
    },
    back() {
      if (index > 0) index -= 1;
      else if (behavior.wrap) index = last;
    },
    swipeForward() {
      if (!isLastPage()) index += 1;
      else if (behavior.wrap) index = 0;
    },
    swipeBack() { pager.back(); },
    skip() {
      if (isLastPage()) return;
      if (behavior.skip === 'last-page') index = last;
      else outcome = 'skipped';
    },
    goTo(target) { index = Math.max(0, Math.min(target, last)); },
    restart() {
      if (isRestartVisible()) index = 0;
    },
    performAction(isHandled) {
      const { action } = pages[index];
      if (!action) return 'ignored';
      if (isHandled(action)) return 'handled';
      if (action.id === 'next') pager.next();
      else if (action.id === 'finish') outcome = 'done';
      else return action.id === 'open-url' && action.url ? 'open-url' : 'ignored';
      return 'performed';
    },
  };
  pager.goTo(start);
  return pager;
}
