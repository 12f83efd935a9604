// The pages' clips: each plays, muted and looping, only while its page is the current one and
// once the first page has been shown; it pauses when its page is swiped away or the tab is
// hidden. Under prefers-reduced-motion none plays by itself: its button plays it. The build
// links this script only from pages with a clip; without it each clip keeps the browser's own
// controls. It follows the pager through its data-current-index and walkthrough:change.
(() => {
  'use strict';
  // A clip is chosen for at most MAX_DENSITY device pixels per CSS pixel: in motion a third pixel
  // shows little, and costs twice the bytes.
  const MAX_DENSITY = 2;
  const root = document.querySelector('.walkthrough');
  const videos = root ? [...root.querySelectorAll('.walkthrough-clip')] : [];
  if (!videos.length) return;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let started = false;

  // The variant to play: in the first codec family this browser plays, the narrowest at least as
  // wide as the clip's box in device pixels, else the widest; null when it plays none.
  const choose = (video) => {
    const needed = video.clientWidth * Math.min(devicePixelRatio || 1, MAX_DENSITY);
    const sources = [...video.querySelectorAll('source')];
    for (const family of new Set(sources.map((source) => source.dataset.family))) {
      const playable = sources.filter((source) => source.dataset.family === family && video.canPlayType(source.type))
        .sort((a, b) => a.dataset.width - b.dataset.width);
      if (playable.length) return (playable.find((source) => +source.dataset.width >= needed) || playable[playable.length - 1]).src;
    }
    return null;
  };

  const clips = videos.map((video) => ({
    video,
    frame: video.parentElement,
    picture: video.closest('figure').querySelector('img'),
    page: video.closest('[data-page-index]'),
    button: video.parentElement.querySelector('.walkthrough-clip-toggle'),
    // Whether it plays when its page is shown: not by itself under reduced motion; its button says.
    wanted: !reducedMotion.matches,
  }));

  // The clip lies exactly on its picture, whose box the page's layout rules set (within its
  // figure, which the frame is placed in).
  const fitToPicture = (clip) => {
    const picture = clip.picture.getBoundingClientRect();
    const figure = clip.frame.parentElement.getBoundingClientRect();
    clip.frame.style.inset = (picture.top - figure.top) + 'px auto auto ' + (picture.left - figure.left) + 'px';
    clip.frame.style.width = picture.width + 'px';
    clip.frame.style.height = picture.height + 'px';
  };
  const onResize = (entries) => {
    entries.forEach((entry) => clips.filter((clip) => clip.picture === entry.target || clip.frame.parentElement === entry.target).forEach(fitToPicture));
  };

  const play = (clip) => {
    const { video } = clip;
    if (!video.getAttribute('src')) {
      const src = choose(video);
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
  };

  const renderButton = (clip) => {
    const playing = !clip.video.paused;
    clip.button.dataset.state = playing ? 'playing' : 'paused';
    clip.button.setAttribute('aria-label', playing ? clip.button.dataset.pauseLabel : clip.button.dataset.playLabel);
  };

  const update = () => {
    const current = Number(root.dataset.currentIndex);
    for (const clip of clips) {
      const shown = started && !document.hidden && clip.page.isConnected && Number(clip.page.dataset.pageIndex) === current;
      if (shown && clip.wanted) play(clip);
      else clip.video.pause();
    }
  };

  const onToggle = (clip) => {
    clip.wanted = clip.video.paused;
    if (clip.wanted) play(clip);
    else clip.video.pause();
  };

  const onPlaying = (clip) => {
    clip.video.classList.add('is-shown');
    renderButton(clip);
  };

  const onReducedMotionChange = () => {
    clips.forEach((clip) => { clip.wanted = !reducedMotion.matches; });
    update();
  };

  const start = () => {
    started = true;
    update();
  };

  const resizes = new ResizeObserver(onResize);
  for (const clip of clips) {
    if (clip.picture) [clip.picture, clip.frame.parentElement].forEach((box) => resizes.observe(box));
    clip.video.controls = false;
    clip.button.hidden = false;
    clip.button.addEventListener('click', () => onToggle(clip));
    clip.video.addEventListener('playing', () => onPlaying(clip));
    clip.video.addEventListener('pause', () => renderButton(clip));
    renderButton(clip);
  }
  root.addEventListener('walkthrough:change', update);
  document.addEventListener('visibilitychange', update);
  reducedMotion.addEventListener('change', onReducedMotionChange);
  // The first page comes first: no clip loads before the page has.
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
})();
