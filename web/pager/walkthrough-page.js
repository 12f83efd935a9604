// The walkthrough page the build wrote, read once: its parts (pages, dots, controls) and its
// settings as the manifest the rules take (only the fields they read).

/** The elements and settings of the pager root `root` (`.walkthrough`). */
export function readWalkthroughPage(root) {
  const all = (selector) => [...root.querySelectorAll(selector)];
  const one = (selector) => root.querySelector(selector);
  const data = root.dataset;
  // The page's language, as manifest.json keys it (the canonical tag) and every runtime's events report it.
  const locale = root.closest('[lang]')?.lang || 'en';
  const pages = all('[data-page-index]');
  const next = one('.walkthrough-controls [data-action=next]');
  return {
    root,
    locale,
    pages,
    controls: one('.walkthrough-controls'),
    viewport: one('.walkthrough-viewport'),
    track: one('.walkthrough-track'),
    dots: all('.walkthrough-dot'),
    skip: one('.walkthrough-controls [data-action=skip]'),
    back: one('.walkthrough-controls [data-action=back]'),
    restart: one('.walkthrough-controls [data-action=restart]'),
    next,
    counter: one('.walkthrough-counter'),  // a site's older controls template has none
    status: one('[role=status]'),
    finishButtons: all('.walkthrough-finish button'),
    restarts: all('[data-action=restart]'),
    isVertical: data.orientation === 'vertical',
    isFade: data.transition === 'fade',
    // From the markup, not the computed style, which would cost a style pass before the first frame.
    isReversed: data.orientation !== 'vertical' && root.closest('[dir]')?.dir === 'rtl',
    pageStatus: data.pageStatus,
    manifest: {
      id: data.walkthrough,
      version: data.version,
      kind: data.kind || 'onboarding',  // a site's older template says neither
      audience: data.audience || 'new',
      continueURL: data.continueUrl || null,
      seen: { key: data.seenKey, reshow: data.reshow },
      behavior: {
        wrap: data.wrap === 'true', skip: data.skip, restart: data.restart === 'always' ? 'always' : data.restart === 'true',
        hideControlsOnLastPage: data.hideControlsOnLastPage === 'true',
      },
      locales: { [locale]: { labels: { next: next.dataset.nextLabel, done: next.dataset.doneLabel }, pages: pages.map(pageOf) } },
    },
  };
}

/** "Page 2 of 3" in the page's language, for page `index` of `count`. */
export function pageStatusText(view, index, count) {
  return view.pageStatus.replace('{current}', index + 1).replace('{total}', count);
}

function pageOf(element, index) {
  const button = element.querySelector('.walkthrough-action');
  const url = button && (button.href || (button.dataset.url && new URL(button.dataset.url, element.baseURI).href));
  return { index, id: element.dataset.pageId, since: element.dataset.since, action: button && { id: button.dataset.actionId, url }, element };
}
