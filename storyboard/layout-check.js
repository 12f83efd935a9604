// The layout rules of the pager, checked on the page a document shows now, by element geometry.
// The storyboard runs it in every frame to mark the views that break a rule; the browser tests
// run the same function at every viewport, locale and page.
// walkthroughLayoutProblems(document) → a list of problems in words; empty when the view is right.
window.walkthroughLayoutProblems = (doc) => {
  const view = doc.defaultView;
  const TOLERANCE = 1;  // px of rounding between boxes
  const MINIMUM_BUTTON = 44;  // WCAG 2.5.5 target size for buttons
  const MINIMUM_DOT = 24;  // WCAG 2.5.8 target size for the dots
  const COLUMN_SLACK = 32;  // px the controls may reach past the content column (their own padding)
  const EDGE_MARGIN = 12;  // px every control keeps to the sides of the screen: the bar's tightest padding
  const problems = [];
  const root = doc.querySelector('.walkthrough.is-pager');
  if (!root) return ['the pager did not start'];
  const page = root.querySelector('[data-page-index="' + root.dataset.currentIndex + '"]');
  const isVertical = root.dataset.orientation === 'vertical';
  const isRightToLeft = view.getComputedStyle(root).direction === 'rtl';
  const width = view.innerWidth;
  const height = view.innerHeight;

  const box = (element) => element.getBoundingClientRect();
  const isShown = (element) => {
    const rect = box(element);
    for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
      const style = view.getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    }
    return rect.width > 0 && rect.height > 0;
  };
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOLERANCE
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOLERANCE;
  const name = (element) => (element.textContent.trim() || element.getAttribute('aria-label') || element.className).slice(0, 40);
  const textNodes = (element) => {
    const walker = doc.createTreeWalker(element, view.NodeFilter.SHOW_TEXT);
    const nodes = [];
    while (walker.nextNode()) if (walker.currentNode.data.trim()) nodes.push(walker.currentNode);
    return nodes;
  };
  const lineBoxes = (element) => textNodes(element).flatMap((node) => {
    const range = doc.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].filter((rect) => rect.width > 0);
  });
  const visibleArea = (element) => {
    // The part of the view an element's content can show in: its own box, clipped by every
    // scrolling or clipping box around it.
    let area = { left: 0, top: 0, right: width, bottom: height };
    for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
      const style = view.getComputedStyle(node);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const rect = box(node);
        area = { left: Math.max(area.left, rect.left), top: Math.max(area.top, rect.top),
                 right: Math.min(area.right, rect.right), bottom: Math.min(area.bottom, rect.bottom) };
      }
    }
    return area;
  };
  const clip = (rect, area) => ({ left: Math.max(rect.left, area.left), right: Math.min(rect.right, area.right),
                                  top: Math.max(rect.top, area.top), bottom: Math.min(rect.bottom, area.bottom) });

  // No sideways scrolling.
  const sideways = Math.max(doc.documentElement.scrollWidth, doc.body.scrollWidth) - width;
  if (sideways > TOLERANCE) problems.push('the document scrolls sideways by ' + Math.round(sideways) + ' px');
  if (page.scrollWidth - page.clientWidth > TOLERANCE) problems.push('the page scrolls sideways by ' + (page.scrollWidth - page.clientWidth) + ' px');

  // The controls: inside the view and the bar's padding, apart, on one row, one line each, large enough.
  const controls = [...root.querySelectorAll('.walkthrough-controls button, .walkthrough-controls .walkthrough-counter')].filter(isShown);
  const bar = root.querySelector('.walkthrough-controls');
  if (!bar) return ['the page has no .walkthrough-controls'];
  // The bar's content box: a control that enters the side padding should have made the bar fit tighter.
  const barStyle = view.getComputedStyle(bar);
  const inner = { left: box(bar).left + parseFloat(barStyle.paddingLeft), right: box(bar).right - parseFloat(barStyle.paddingRight) };
  for (const control of controls) {
    const rect = box(control);
    if (rect.left < -TOLERANCE || rect.top < -TOLERANCE || rect.right > width + TOLERANCE || rect.bottom > height + TOLERANCE) {
      problems.push('"' + name(control) + '" is outside the view');
    } else if (rect.left < EDGE_MARGIN - TOLERANCE || rect.right > width - EDGE_MARGIN + TOLERANCE) {
      problems.push('"' + name(control) + '" is ' + Math.round(Math.min(rect.left, width - rect.right) * 10) / 10 + ' px from the edge of the screen, under ' + EDGE_MARGIN);
    } else if (rect.left < inner.left - TOLERANCE || rect.right > inner.right + TOLERANCE) {
      problems.push('"' + name(control) + '" runs ' + Math.round(Math.max(inner.left - rect.left, rect.right - inner.right) * 10) / 10 + ' px into the side padding of the controls');
    }
    const isDot = control.classList.contains('walkthrough-dot');
    const minimum = isDot ? MINIMUM_DOT : control.tagName === 'BUTTON' ? MINIMUM_BUTTON : 0;
    if (rect.width + TOLERANCE < minimum || rect.height + TOLERANCE < minimum) {
      problems.push('"' + name(control) + '" is ' + Math.round(rect.width) + '×' + Math.round(rect.height) + ' px, smaller than ' + minimum + '×' + minimum);
    }
    const lines = new Set(lineBoxes(control).map((line) => Math.round(line.top)));
    if (lines.size > 1) problems.push('the label "' + name(control) + '" wraps onto ' + lines.size + ' lines');
    if (control.scrollWidth - control.clientWidth > TOLERANCE) problems.push('the label "' + name(control) + '" is cut');
  }
  for (let i = 0; i < controls.length; i += 1) {
    for (let j = i + 1; j < controls.length; j += 1) {
      if (overlap(box(controls[i]), box(controls[j]))) problems.push('"' + name(controls[i]) + '" overlaps "' + name(controls[j]) + '"');
    }
  }
  if (!isVertical && controls.length > 1) {
    const rects = controls.map(box);
    if (Math.max(...rects.map((r) => r.top)) >= Math.min(...rects.map((r) => r.bottom))) problems.push('the controls take more than one row');
  }

  // On wide screens the controls line up with the content column, not the window's edges.
  const content = [...page.querySelectorAll('.walkthrough-figure, .walkthrough-text')].filter(isShown).map(box);
  if (!isVertical && controls.length > 1 && content.length) {
    const outside = Math.max(Math.min(...content.map((r) => r.left)) - Math.min(...controls.map((c) => box(c).left)),
                             Math.max(...controls.map((c) => box(c).right)) - Math.max(...content.map((r) => r.right)));
    const scrollbar = page.offsetWidth - page.clientWidth;  // a desktop browser's, beside the column
    if (outside > COLUMN_SLACK + scrollbar) problems.push('the controls reach ' + Math.round(outside) + ' px past the content column');
  }

  // The text: never under a control, never cut at the side, its end reachable above the controls.
  const shownBar = isShown(bar) ? box(bar) : null;
  const texts = [...page.querySelectorAll('h2, p, li, blockquote, pre, td, th, .walkthrough-finish')].filter(isShown);
  const area = visibleArea(page);
  const pageBox = box(page);
  for (const text of texts) {
    for (const line of lineBoxes(text)) {
      const seen = clip(line, area);
      if (seen.bottom - seen.top <= TOLERANCE || seen.right - seen.left <= TOLERANCE) continue;
      const under = controls.find((control) => overlap(seen, box(control)));
      if (under) {
        problems.push('text "' + name(text).slice(0, 20) + '…" shows under "' + name(under) + '"');
        break;
      }
    }
    if (text.scrollWidth - text.clientWidth > TOLERANCE || box(text).right > pageBox.right + TOLERANCE || box(text).left < pageBox.left - TOLERANCE) {
      problems.push('text "' + name(text).slice(0, 20) + '…" is cut at the side');
    }
  }
  const scroller = [page, ...page.querySelectorAll('*')].find((element) => {
    const style = view.getComputedStyle(element);
    return /auto|scroll/.test(style.overflowY) && element.scrollHeight > element.clientHeight + TOLERANCE;
  });
  const lastText = texts[texts.length - 1];
  if (lastText) {
    const before = scroller ? scroller.scrollTop : 0;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
    const lines = lineBoxes(lastText);
    const end = lines.length ? lines[lines.length - 1] : box(lastText);
    const limit = Math.min(visibleArea(lastText).bottom, shownBar ? shownBar.top : height);
    if (end.bottom > limit + TOLERANCE) problems.push('the end of the text cannot be scrolled into view above the controls');
    if (scroller) scroller.scrollTop = before;
  }

  // In the background layout the picture covers the page, cropped, not distorted (the text on it
  // is checked above); otherwise it is whole, inside the page, apart from the text, never larger
  // than itself.
  const image = page.querySelector('.walkthrough-figure img');
  if (image && isShown(image) && page.dataset.layout === 'background') {
    const rect = box(image);
    const shown = clip(pageBox, { left: 0, top: 0, right: width, bottom: height });
    if (rect.left > shown.left + TOLERANCE || rect.top > shown.top + TOLERANCE || rect.right < shown.right - TOLERANCE || rect.bottom < shown.bottom - TOLERANCE) {
      problems.push('the picture does not cover the page');
    }
    if (view.getComputedStyle(image).objectFit !== 'cover') problems.push('the picture is not cropped to cover the page');
  } else if (image && isShown(image)) {
    const rect = box(image);
    const visible = visibleArea(image);
    if (rect.top < visible.top - TOLERANCE || rect.bottom > visible.bottom + TOLERANCE || rect.left < visible.left - TOLERANCE || rect.right > visible.right + TOLERANCE) {
      problems.push('the picture is cut');
    }
    const covered = texts.find((text) => overlap(rect, box(text)));
    if (covered) problems.push('the picture overlaps "' + name(covered).slice(0, 20) + '…"');
    if (image.naturalWidth && !/\.svg$/.test(image.currentSrc)) {
      if (rect.width > image.naturalWidth + TOLERANCE) problems.push('the picture is shown larger than its ' + image.naturalWidth + ' px');
      const ratio = (rect.width / rect.height) / (image.naturalWidth / image.naturalHeight);
      if (Math.abs(ratio - 1) > 0.02) problems.push('the picture is distorted');
    }
  }

  // Right to left: Skip on the right, Next on the left, the first dot rightmost.
  const skip = controls.find((control) => control.dataset.action === 'skip');
  const next = controls.find((control) => control.dataset.action === 'next');
  if (!isVertical && skip && next && (box(skip).left < box(next).left) === isRightToLeft) {
    problems.push(isRightToLeft ? 'Skip is not on the right in a right-to-left page' : 'Skip is not on the left');
  }
  const dots = controls.filter((control) => control.classList.contains('walkthrough-dot'));
  if (dots.length > 1 && (box(dots[0]).left < box(dots[1]).left) === isRightToLeft) {
    problems.push('the dots run the wrong way for the reading direction');
  }
  return problems;
};
