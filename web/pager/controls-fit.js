// The controls stay one row inside the bar's side padding: as soon as a control would enter the
// padding, the row tightens step by step (data-fit). Measured after layout, never in the middle of
// an input's task: by a ResizeObserver on the pager (whose size never depends on the fit, where
// the controls' own sizes do, so observing them would loop), in the frame after a move, and when a
// late web font widens the labels. A move that leaves the widths of the bar and its controls as
// they were (most do) is measured once, in the layout its frame needs anyway, and written nothing:
// its frame has one style and layout pass, not one more for each step tried again.

// With Start again on every page, the position goes (bare) before a label would wrap.
const STEPS = ['', 'tight', 'tight icons', 'tight icons counter', 'tight icons counter small'];
const LAST_STEPS = { always: ['tight icons small bare', 'tight icons small bare wrap'], other: ['tight icons counter small wrap'] };
// Sub-pixel layout within FIT_ROUNDING px of the padding is no overflow.
const FIT_ROUNDING = 0.5;

/** Fits `controls` (the bar) while `root` (the pager) lives; `restart` is walkthrough.yml's restart. */
export function createControlsFit(root, controls, restart, parts, events) {
  const steps = [...STEPS, ...(restart === 'always' ? LAST_STEPS.always : LAST_STEPS.other)];
  let cancelFrame = null;
  // What the row was last fitted to (rowOf).
  let fitted = null;
  // From the widest step, unless the row already fits as it is: then nothing is written or measured again.
  const fit = () => {
    let step = Math.max(0, steps.indexOf(controls.dataset.fit || ''));
    if (step > 0) controls.dataset.fit = steps[step = 0];
    while (overflows(controls, parts.window) && step < steps.length - 1) controls.dataset.fit = steps[++step];
    fitted = rowOf(controls);
  };
  const fitUnlessAsFitted = () => {
    cancelFrame = null;
    if (rowOf(controls) !== fitted) fit();
  };
  events.observeSize([root], fit);
  events.listen(parts.document.fonts, 'loadingdone', fit);
  return {
    /** Fits in the next frame, once however often asked, unless the bar is as it was last fitted. */
    request() {
      cancelFrame = cancelFrame || events.nextFrame(fitUnlessAsFitted);
    },
  };
}

// The bar's width (the landscape layout widens it under a page with a picture) and the width of
// each of its controls (0 for one that does not show), whatever changed them: a label, a digit,
// a site's own style.
function rowOf(controls) {
  return [controls.getBoundingClientRect().width, ...partsOf(controls).map((part) => part.offsetWidth)].join();
}

function partsOf(controls) {
  return [...controls.querySelectorAll('button, .walkthrough-counter')];
}

function overflows(controls, view) {
  const bar = controls.getBoundingClientRect();
  const style = view.getComputedStyle(controls);
  const left = bar.left + parseFloat(style.paddingLeft) - FIT_ROUNDING;
  const right = bar.right - parseFloat(style.paddingRight) + FIT_ROUNDING;
  return partsOf(controls).some((part) => {
    const box = part.getBoundingClientRect();
    return box.width && (box.left < left || box.right > right);
  });
}
