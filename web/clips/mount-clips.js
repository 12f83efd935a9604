// The pages' clips: each plays, muted and looping, only while its page is the current one and once
// the first page has been shown; it pauses when its page is swiped away or the tab is hidden. Under
// prefers-reduced-motion none plays by itself: its button plays it. The build links this script only
// from pages with a clip; without it each clip keeps the browser's own controls. It follows the
// pager through its data-current-index and walkthrough:change.
import { bestClipVariant } from '../rules/variants.js';
import { createEventStore } from '../pager/browser-parts.js';

// A clip is chosen for at most MAX_DENSITY device pixels per CSS pixel: in motion a third pixel
// shows little, and costs twice the bytes.
const MAX_DENSITY = 2;

/** Plays the clips of the pager `root` with the browser's `parts`; `destroy()` removes what it added. */
export function mountClips(root, parts) {
  const events = createEventStore(parts);
  const clips = [...root.querySelectorAll('.walkthrough-clip')].map(clipOf);
  const reducedMotion = parts.matchMedia('(prefers-reduced-motion: reduce)');
  let isStarted = false;
  const update = () => {
    const current = Number(root.dataset.currentIndex);
    for (const clip of clips) {
      const isShown = isStarted && !parts.document.hidden && clip.page.isConnected && Number(clip.page.dataset.pageIndex) === current;
      if (isShown && clip.wanted) play(clip, parts);
      else clip.video.pause();
    }
  };
  const onReducedMotionChange = () => {
    clips.forEach((clip) => { clip.wanted = !reducedMotion.matches; });
    update();
  };
  const onLoad = () => {
    isStarted = true;
    update();
  };
  clips.forEach((clip) => { clip.wanted = !reducedMotion.matches; });
  clips.forEach((clip) => wireClip(clip, parts, events));
  events.listen(root, 'walkthrough:change', update);
  events.listen(parts.document, 'visibilitychange', update);
  events.listen(reducedMotion, 'change', onReducedMotionChange);
  // The first page comes first: no clip loads before the page has.
  if (parts.document.readyState === 'complete') onLoad();
  else events.listen(parts.window, 'load', onLoad, { once: true });
  return { destroy: () => events.clear() };
}

function clipOf(video) {
  return {
    video,
    frame: video.parentElement,
    picture: video.closest('figure').querySelector('img'),
    page: video.closest('[data-page-index]'),
    button: video.parentElement.querySelector('.walkthrough-clip-toggle'),
    // Whether it plays when its page is shown: not by itself under reduced motion; its button says.
    wanted: true,
  };
}

// The clip's own controls give way to its button, and its frame follows its picture's box.
function wireClip(clip, parts, events) {
  clip.video.controls = false;
  clip.button.hidden = false;
  if (clip.picture) events.observeSize([clip.picture, clip.frame.parentElement], () => fitToPicture(clip));
  events.listen(clip.button, 'click', () => onToggle(clip, parts));
  events.listen(clip.video, 'playing', () => onPlaying(clip));
  events.listen(clip.video, 'pause', () => renderButton(clip));
  renderButton(clip);
}

// The clip lies exactly on its picture, whose box the page's layout rules set (within its figure,
// which the frame is placed in).
function fitToPicture(clip) {
  const picture = clip.picture.getBoundingClientRect();
  const figure = clip.frame.parentElement.getBoundingClientRect();
  clip.frame.style.inset = (picture.top - figure.top) + 'px auto auto ' + (picture.left - figure.left) + 'px';
  clip.frame.style.width = picture.width + 'px';
  clip.frame.style.height = picture.height + 'px';
}

// The variant to play, by the rules' bestClipVariant over the sources this browser plays, in the
// order of their codec families; null when it plays none.
function chosenSource(video, parts) {
  const sources = [...video.querySelectorAll('source')].filter((source) => video.canPlayType(source.type));
  const variants = sources.map((source) => ({ src: source.src, width: Number(source.dataset.width), codec: source.dataset.family }));
  const families = [...new Set(variants.map((variant) => variant.codec))];
  const scale = Math.min(parts.window.devicePixelRatio || 1, MAX_DENSITY);
  return bestClipVariant({ variants }, video.clientWidth, scale, families)?.src ?? null;
}

function play(clip, parts) {
  const { video } = clip;
  if (!video.getAttribute('src')) {
    const src = chosenSource(video, parts);
    if (!src) return;
    video.src = src;
  }
  // A browser that refuses to play by itself leaves the picture, and the button to play it. (A
  // play() that a pause() interrupts, a quick swipe away, rejects too: that is no refusal.)
  video.play().catch((error) => {
    if (error.name !== 'NotAllowedError') return;
    clip.wanted = false;
    renderButton(clip);
  });
}

function renderButton(clip) {
  const playing = !clip.video.paused;
  clip.button.dataset.state = playing ? 'playing' : 'paused';
  clip.button.setAttribute('aria-label', playing ? clip.button.dataset.pauseLabel : clip.button.dataset.playLabel);
}

function onToggle(clip, parts) {
  clip.wanted = clip.video.paused;
  if (clip.wanted) play(clip, parts);
  else clip.video.pause();
}

function onPlaying(clip) {
  clip.video.classList.add('is-shown');
  renderButton(clip);
}
