// The storyboard's frames: shows every page at the chosen device size, checks each page at every
// size with walkthroughLayoutProblems (layout-check.js), and marks the frames of the views that
// break a layout rule, with the reasons in words. The build bundles it, with the checks, into the
// storyboard page's script.
import { walkthroughLayoutProblems } from './layout-check.js';

const SIZES = [[320, 568], [390, 844], [844, 390], [1024, 768]];
const FRAME_BOX = 220;  // px: the longer side of a frame on the storyboard
const LOAD_TIMEOUT = 10000;  // ms; a page whose pager has not started by then is checked as it is
const figures = [...document.querySelectorAll('figure[data-page]')];
const summary = document.querySelector('.layout-summary');
const picker = document.querySelector('.sizes');
let chosen = SIZES[1];

const show = (figure, [width, height]) => {
  const scale = FRAME_BOX / Math.max(width, height);
  const frame = figure.querySelector('.frame');
  const iframe = figure.querySelector('iframe');
  frame.style.width = width * scale + 'px';
  frame.style.height = height * scale + 'px';
  iframe.style.width = width + 'px';
  iframe.style.height = height + 'px';
  iframe.style.transform = 'scale(' + scale + ')';
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

// True once the frame's pager runs; false when the frame is of another origin (a storyboard
// opened as a file), whose document this page may not read.
const loaded = (iframe) => new Promise((resolve) => {
  const deadline = Date.now() + LOAD_TIMEOUT;
  const poll = () => {
    const frameDocument = iframe.contentDocument;
    if (frameDocument === null) return resolve(false);
    if (frameDocument.querySelector('.walkthrough.is-pager') || Date.now() > deadline) return resolve(true);
    setTimeout(poll, 50);
  };
  poll();
});

// The problems of a figure's page at every size, as "320×568: …"; null when its frame cannot be read.
const check = async (figure) => {
  const iframe = figure.querySelector('iframe');
  if (!(await loaded(iframe))) return null;
  await Promise.all([...iframe.contentDocument.images].map((image) => { image.loading = 'eager'; return image.decode().catch(() => null); }));
  const found = [];
  for (const size of SIZES) {
    show(figure, size);
    await nextFrame();
    for (const problem of walkthroughLayoutProblems(iframe.contentDocument)) found.push(size.join('×') + ': ' + problem);
  }
  show(figure, chosen);
  return found;
};

const mark = (figure, problems) => {
  figure.querySelector('.frame').classList.toggle('has-layout-problems', problems.length > 0);
  const list = figure.querySelector('.layout-problems');
  list.replaceChildren(...problems.map((problem) => Object.assign(document.createElement('li'), { textContent: problem })));
  list.hidden = problems.length === 0;
};

const problemsOf = async (figure) => {
  try {
    return await check(figure);
  } catch (error) {
    return ['the checks failed: ' + error.message];  // a site's own templates may lack what they look for
  }
};

const checkAll = async () => {
  let broken = 0;
  for (const figure of figures) {
    const problems = await problemsOf(figure);
    if (problems === null) {
      summary.textContent = 'Layout checks need the frames on the same origin: open the storyboard with build-site serve (/_storyboard/).';
      return;
    }
    mark(figure, problems);
    if (problems.length) broken += 1;
  }
  summary.textContent = broken === 0
    ? 'Every page keeps the layout rules at ' + SIZES.map((size) => size.join('×')).join(', ') + '.'
    : broken + ' of ' + figures.length + ' pages break a layout rule; the marked frames say where.';
  document.body.dataset.layoutChecked = String(broken);
};

const onSizeChosen = (event) => {
  chosen = event.target.value.split('x').map(Number);
  figures.forEach((figure) => show(figure, chosen));
};

picker.addEventListener('change', onSizeChosen);
figures.forEach((figure) => show(figure, chosen));
checkAll();
