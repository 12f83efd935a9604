// The layout rules of the pager, checked on the page a document shows now, by element geometry.
// The storyboard runs it in every frame to mark the views that break a rule; the browser tests
// run the same function at every viewport, locale and page (as a script: Tests/BrowserTests/test_layout.py).
const TOLERANCE = 1;  // px of rounding between boxes
const MINIMUM_BUTTON = 44;  // WCAG 2.5.5 target size for buttons
const MINIMUM_DOT = 24;  // WCAG 2.5.8 target size for the dots
const COLUMN_SLACK = 32;  // px the controls may reach past the content column (their own padding)
const EDGE_MARGIN = 12;  // px every control keeps to the sides of the screen: the bar's tightest padding
const CONTROL_LINE = 48;  // px the closed language control may take: one line, at any number of languages

const box = (element) => element.getBoundingClientRect();
const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOLERANCE
  && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOLERANCE;
const clip = (rect, area) => ({ left: Math.max(rect.left, area.left), right: Math.min(rect.right, area.right),
                                top: Math.max(rect.top, area.top), bottom: Math.min(rect.bottom, area.bottom) });
const name = (element) => (element.textContent.trim() || element.getAttribute('aria-label') || element.className).slice(0, 40);
const round = (value) => Math.round(value * 10) / 10;

// What every check reads of the view.
const viewOf = (doc) => {
  const view = doc.defaultView;
  const root = doc.querySelector('.walkthrough.is-pager');
  return {
    doc, view, root, width: view.innerWidth, height: view.innerHeight,
    page: root && root.querySelector('[data-page-index="' + root.dataset.currentIndex + '"]'),
    isVertical: root && root.dataset.orientation === 'vertical',
    isRightToLeft: root && view.getComputedStyle(root).direction === 'rtl',
  };
};

const isShown = (element, { view }) => {
  const rect = box(element);
  for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
    const style = view.getComputedStyle(node);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
  }
  return rect.width > 0 && rect.height > 0;
};

const lineBoxes = (element, { doc, view }) => {
  const walker = doc.createTreeWalker(element, view.NodeFilter.SHOW_TEXT);
  const boxes = [];
  while (walker.nextNode()) {
    if (!walker.currentNode.data.trim()) continue;
    const range = doc.createRange();
    range.selectNodeContents(walker.currentNode);
    boxes.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
  }
  return boxes;
};

// The part of the view an element's content can show in: its own box, clipped by every
// scrolling or clipping box around it.
const visibleArea = (element, { view, width, height }) => {
  let area = { left: 0, top: 0, right: width, bottom: height };
  for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
    const style = view.getComputedStyle(node);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') area = clip(box(node), area);
  }
  return area;
};

// No sideways scrolling.
const sidewaysProblems = ({ doc, page, width }) => {
  const problems = [];
  const sideways = Math.max(doc.documentElement.scrollWidth, doc.body.scrollWidth) - width;
  if (sideways > TOLERANCE) problems.push('the document scrolls sideways by ' + Math.round(sideways) + ' px');
  if (page.scrollWidth - page.clientWidth > TOLERANCE) problems.push('the page scrolls sideways by ' + (page.scrollWidth - page.clientWidth) + ' px');
  return problems;
};

// One control: inside the view and the bar's padding (`inner`, its content box), large enough, one line.
const controlProblems = (control, inner, context) => {
  const { width, height } = context;
  const problems = [];
  const rect = box(control);
  if (rect.left < -TOLERANCE || rect.top < -TOLERANCE || rect.right > width + TOLERANCE || rect.bottom > height + TOLERANCE) {
    problems.push('"' + name(control) + '" is outside the view');
  } else if (rect.left < EDGE_MARGIN - TOLERANCE || rect.right > width - EDGE_MARGIN + TOLERANCE) {
    problems.push('"' + name(control) + '" is ' + round(Math.min(rect.left, width - rect.right)) + ' px from the edge of the screen, under ' + EDGE_MARGIN);
  } else if (rect.left < inner.left - TOLERANCE || rect.right > inner.right + TOLERANCE) {
    problems.push('"' + name(control) + '" runs ' + round(Math.max(inner.left - rect.left, rect.right - inner.right)) + ' px into the side padding of the controls');
  }
  const isDot = control.classList.contains('walkthrough-dot');
  const minimum = isDot ? MINIMUM_DOT : control.tagName === 'BUTTON' ? MINIMUM_BUTTON : 0;
  if (rect.width + TOLERANCE < minimum || rect.height + TOLERANCE < minimum) {
    problems.push('"' + name(control) + '" is ' + Math.round(rect.width) + '×' + Math.round(rect.height) + ' px, smaller than ' + minimum + '×' + minimum);
  }
  const lines = new Set(lineBoxes(control, context).map((line) => Math.round(line.top)));
  if (lines.size > 1) problems.push('the label "' + name(control) + '" wraps onto ' + lines.size + ' lines');
  if (control.scrollWidth - control.clientWidth > TOLERANCE) problems.push('the label "' + name(control) + '" is cut');
  return problems;
};

// The controls together: apart, on one row, lined up with the content column on wide screens.
const rowProblems = (controls, { page, isVertical }, context) => {
  const problems = [];
  controls.forEach((control, i) => controls.slice(i + 1).forEach((other) => {
    if (overlap(box(control), box(other))) problems.push('"' + name(control) + '" overlaps "' + name(other) + '"');
  }));
  if (isVertical || controls.length < 2) return problems;
  const rects = controls.map(box);
  if (Math.max(...rects.map((r) => r.top)) >= Math.min(...rects.map((r) => r.bottom))) problems.push('the controls take more than one row');
  const content = [...page.querySelectorAll('.walkthrough-figure, .walkthrough-text')].filter((element) => isShown(element, context)).map(box);
  if (!content.length) return problems;
  const outside = Math.max(Math.min(...content.map((r) => r.left)) - Math.min(...rects.map((r) => r.left)),
                           Math.max(...rects.map((r) => r.right)) - Math.max(...content.map((r) => r.right)));
  const scrollbar = page.offsetWidth - page.clientWidth;  // a desktop browser's, beside the column
  if (outside > COLUMN_SLACK + scrollbar) problems.push('the controls reach ' + Math.round(outside) + ' px past the content column');
  return problems;
};

// The text: never under a control, never cut at the side.
const textProblems = (texts, controls, context) => {
  const problems = [];
  const area = visibleArea(context.page, context);
  const pageBox = box(context.page);
  for (const text of texts) {
    for (const line of lineBoxes(text, context)) {
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
  return problems;
};

// The end of the text can be scrolled into view above the controls.
const scrollEndProblems = (texts, bar, context) => {
  const { page, view, height } = context;
  const lastText = texts[texts.length - 1];
  if (!lastText) return [];
  const scroller = [page, ...page.querySelectorAll('*')].find((element) => {
    const style = view.getComputedStyle(element);
    return /auto|scroll/.test(style.overflowY) && element.scrollHeight > element.clientHeight + TOLERANCE;
  });
  const barTop = isShown(bar, context) ? box(bar).top : height;
  const before = scroller ? scroller.scrollTop : 0;
  if (scroller) scroller.scrollTop = scroller.scrollHeight;
  const lines = lineBoxes(lastText, context);
  const end = lines.length ? lines[lines.length - 1] : box(lastText);
  const limit = Math.min(visibleArea(lastText, context).bottom, barTop);
  if (scroller) scroller.scrollTop = before;
  return end.bottom > limit + TOLERANCE ? ['the end of the text cannot be scrolled into view above the controls'] : [];
};

// The first view: the language control closed on one line, and the page's heading whole and its
// body's first line shown below it and above the controls, with every scrolling box at its top.
const firstViewProblems = (bar, context) => {
  const { root, page, view, height } = context;
  const control = root.querySelector('.walkthrough-language-control summary');
  const controlBox = control && isShown(control, context) ? box(control) : null;
  const problems = controlBox && controlBox.height > CONTROL_LINE + TOLERANCE
    ? ['the language control is ' + Math.round(controlBox.height) + ' px tall, over ' + CONTROL_LINE] : [];
  const scrollers = [page, ...page.querySelectorAll('*')].filter((element) => /auto|scroll/.test(view.getComputedStyle(element).overflowY));
  const before = scrollers.map((element) => element.scrollTop);
  scrollers.forEach((element) => { element.scrollTop = 0; });
  // A line's box is its font's whole height, taller than the line itself: a quarter of it may pass an edge.
  const hidden = (line, element) => (controlBox && overlap(line, controlBox))
    || line.top + line.height / 4 < visibleArea(element, context).top
    || line.bottom - line.height / 4 > Math.min(visibleArea(element, context).bottom, isShown(bar, context) ? box(bar).top : height);
  const heading = page.querySelector('.walkthrough-heading');
  if (heading && lineBoxes(heading, context).some((line) => hidden(line, heading))) problems.push('the heading is not whole in the first view');
  const body = page.querySelector('.walkthrough-body > *');
  const [firstLine] = body ? lineBoxes(body, context) : [];
  if (firstLine && hidden(firstLine, body)) problems.push("the body's first line is not in the first view");
  scrollers.forEach((element, index) => { element.scrollTop = before[index]; });
  return problems;
};

// In the background layout the picture covers the page, cropped, not distorted (the text on it
// is checked above); otherwise it is whole, inside the page, apart from the text, never larger
// than itself.
const pictureProblems = (texts, context) => {
  const { page, view, width, height } = context;
  const image = page.querySelector('.walkthrough-figure img');
  if (!image || !isShown(image, context)) return [];
  const rect = box(image);
  if (page.dataset.layout === 'background') {
    const shown = clip(box(page), { left: 0, top: 0, right: width, bottom: height });
    const covers = rect.left <= shown.left + TOLERANCE && rect.top <= shown.top + TOLERANCE && rect.right >= shown.right - TOLERANCE && rect.bottom >= shown.bottom - TOLERANCE;
    return [...covers ? [] : ['the picture does not cover the page'],
      ...view.getComputedStyle(image).objectFit === 'cover' ? [] : ['the picture is not cropped to cover the page']];
  }
  const problems = [];
  const visible = visibleArea(image, context);
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
  return problems;
};

// Right to left: Skip on the right, Next on the left, the first dot rightmost.
const directionProblems = (controls, { isVertical, isRightToLeft }) => {
  const problems = [];
  const skip = controls.find((control) => control.dataset.action === 'skip');
  const next = controls.find((control) => control.dataset.action === 'next');
  if (!isVertical && skip && next && (box(skip).left < box(next).left) === isRightToLeft) {
    problems.push(isRightToLeft ? 'Skip is not on the right in a right-to-left page' : 'Skip is not on the left');
  }
  const dots = controls.filter((control) => control.classList.contains('walkthrough-dot'));
  if (dots.length > 1 && (box(dots[0]).left < box(dots[1]).left) === isRightToLeft) problems.push('the dots run the wrong way for the reading direction');
  return problems;
};

/** The problems of the view `doc` (a document) shows now, in words; empty when the view is right. */
export function walkthroughLayoutProblems(doc) {
  const context = viewOf(doc);
  const { root, page, view } = context;
  if (!root) return ['the pager did not start'];
  const bar = root.querySelector('.walkthrough-controls');
  if (!bar) return ['the page has no .walkthrough-controls'];
  const shown = (element) => isShown(element, context);
  const controls = [...root.querySelectorAll('.walkthrough-controls button, .walkthrough-controls .walkthrough-counter')].filter(shown);
  // The bar's content box: a control that enters the side padding should have made the bar fit tighter.
  const barStyle = view.getComputedStyle(bar);
  const inner = { left: box(bar).left + parseFloat(barStyle.paddingLeft), right: box(bar).right - parseFloat(barStyle.paddingRight) };
  const texts = [...page.querySelectorAll('h2, p, li, blockquote, pre, td, th, .walkthrough-finish')].filter(shown);
  return [
    ...sidewaysProblems(context),
    ...controls.flatMap((control) => controlProblems(control, inner, context)),
    ...rowProblems(controls, context, context),
    ...textProblems(texts, controls, context),
    ...scrollEndProblems(texts, bar, context),
    ...firstViewProblems(bar, context),
    ...pictureProblems(texts, context),
    ...directionProblems(controls, context),
  ];
}
