// The pager: turns the static walkthrough page into a carousel. No dependencies.
// State lives in one place (`index`); render() derives everything else from it.
(() => {
  'use strict';
  const root = document.querySelector('.walkthrough');
  if (!root) return;
  const data = root.dataset;
  const pages = [...root.querySelectorAll('[data-page-index]')];
  const count = pages.length;
  const viewport = root.querySelector('.walkthrough-viewport');
  const track = root.querySelector('.walkthrough-track');
  const controls = root.querySelector('.walkthrough-controls');
  const status = root.querySelector('.walkthrough-status');
  const dots = [...root.querySelectorAll('.walkthrough-dot')];
  const button = (name) => root.querySelector('.walkthrough-controls [data-action=' + name + ']');
  const next = button('next'), skip = button('skip'), back = button('back'), restart = button('restart');
  const finishButtons = [...root.querySelectorAll('.walkthrough-finish button')];
  const options = {
    wrap: data.wrap === 'true',
    skipToLast: data.skip === 'last-page',
    restart: data.restart === 'true',
    hideControls: data.hideControlsOnLastPage === 'true',
    vertical: data.orientation === 'vertical',
    fade: data.transition === 'fade',
  };
  const isRTL = getComputedStyle(root).direction === 'rtl';
  const params = new URLSearchParams(location.search);
  const isEmbedded = params.has('embed') && window.parent !== window;
  const origin = location.origin === 'null' ? '*' : location.origin;
  const post = (message) => isEmbedded && window.parent.postMessage(message, origin);

  // The seen flag: localStorage, else a cookie, else memory; storage that throws never breaks the pager.
  const seenStore = (() => {
    const key = data.seenKey;
    const cookie = 'walkthrough-seen-' + encodeURIComponent(key).replace(/[%.]/g, '_');
    let memory = null;
    const attempts = [
      [() => localStorage.getItem(key), (v) => localStorage.setItem(key, v), () => localStorage.removeItem(key)],
      [() => (document.cookie.split('; ').find((c) => c.startsWith(cookie + '=')) || '').slice(cookie.length + 1) || null,
        (v) => {
          document.cookie = cookie + '=' + encodeURIComponent(v) + '; max-age=31536000; path=/; SameSite=Lax';
          if (!document.cookie.includes(cookie + '=')) throw new Error('cookies are off');
        },
        () => { document.cookie = cookie + '=; max-age=0; path=/'; }],
    ];
    const attempt = (which, value) => {
      for (const store of attempts) {
        try { return store[which](value); } catch (error) { /* next store */ }
      }
      return undefined;
    };
    return {
      get() {
        for (const [read] of attempts) {
          try {
            const value = read();
            if (value) return JSON.parse(decodeURIComponent(value));
          } catch (error) { /* next store */ }
        }
        return memory;
      },
      set(value) {
        memory = value;
        attempt(1, JSON.stringify(value));
      },
      clear() {
        memory = null;
        attempts.forEach((store) => { try { store[2](); } catch (error) { /* nothing stored there */ } });
      },
    };
  })();

  let index = 0;

  const clamp = (target) => {
    if (options.wrap) return (target % count + count) % count;
    return Math.max(0, Math.min(count - 1, target));
  };

  const emit = (name, detail) => {
    root.dispatchEvent(new CustomEvent('walkthrough:' + name, { bubbles: true, detail }));
    post({ type: 'walkthrough:' + name, detail });
  };

  const place = (offset) => {
    // Fragment navigation scrolls overflow-hidden boxes; the transform alone positions pages.
    viewport.scrollLeft = 0;
    viewport.scrollTop = 0;
    root.scrollTop = 0;
    if (options.fade) return;
    const spacing = parseFloat(getComputedStyle(root).getPropertyValue('--page-spacing')) || 0;
    const sign = isRTL && !options.vertical ? 1 : -1;
    const position = 'calc(' + (sign * index * 100) + '% + ' + (sign * index * spacing + offset) + 'px)';
    track.style.transform = options.vertical ? 'translateY(' + position + ')' : 'translateX(' + position + ')';
  };

  const render = () => {
    const isLast = index === count - 1;
    const hidesControls = options.hideControls && isLast;
    root.dataset.currentIndex = String(index);
    pages.forEach((page, i) => {
      page.classList.toggle('is-current', i === index);
      page.inert = i !== index;
      page.setAttribute('aria-hidden', String(i !== index));
    });
    dots.forEach((dot, i) => (i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
    next.textContent = isLast ? next.dataset.doneLabel : next.dataset.nextLabel;
    skip.hidden = isLast;
    back.hidden = index === 0 && !options.wrap;
    restart.hidden = !(options.restart && isLast);
    finishButtons.forEach((finish) => {
      finish.hidden = !hidesControls || (finish.dataset.action === 'restart' && !options.restart);
    });
    const hadFocus = controls.contains(document.activeElement);
    root.classList.toggle('are-controls-hidden', hidesControls);
    controls.inert = hidesControls;
    if (hidesControls && hadFocus) finishButtons[0].focus();
    place(0);
  };

  const go = (target) => {
    const previous = index;
    index = clamp(target);
    render();
    if (index === previous) return;
    status.textContent = data.pageStatus.replace('{n}', index + 1).replace('{total}', count);
    history.replaceState(history.state, '', location.pathname + location.search + '#page-' + (index + 1));
    emit('change', { index, id: pages[index].dataset.pageId });
  };

  const finish = (outcome) => {
    seenStore.set({ version: data.version, outcome, at: new Date().toISOString() });
    emit('finish', { outcome });
    if (!isEmbedded && data.continueUrl) location.assign(data.continueUrl);
  };

  const actions = {
    next: () => (index === count - 1 ? finish('done') : go(index + 1)),
    back: () => go(index - 1),
    skip: () => (options.skipToLast ? go(count - 1) : finish('skipped')),
    restart: () => go(0),
    done: () => finish('done'),
    go: (target) => go(Number(target.dataset.index)),
  };

  root.addEventListener('click', (event) => {
    const target = event.target.closest('[data-action]');
    if (target && root.contains(target)) actions[target.dataset.action](target);
  });

  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest && event.target.closest('input, textarea, select, [contenteditable]')) return;
    const forward = options.vertical ? 'ArrowDown' : isRTL ? 'ArrowLeft' : 'ArrowRight';
    const backward = options.vertical ? 'ArrowUp' : isRTL ? 'ArrowRight' : 'ArrowLeft';
    const moves = { [forward]: index + 1, [backward]: index - 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]);
  });

  // Swipes: the page follows the finger; a flick (under 300 ms) or a drag past a fifth of the page turns it.
  let drag = null;
  let suppressClick = false;
  viewport.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || !event.isPrimary) return;
    drag = { x: event.clientX, y: event.clientY, time: event.timeStamp, id: event.pointerId, moving: false, offset: 0 };
  });
  viewport.addEventListener('pointermove', (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const along = options.vertical ? event.clientY - drag.y : event.clientX - drag.x;
    const across = options.vertical ? event.clientX - drag.x : event.clientY - drag.y;
    if (!drag.moving) {
      if (Math.abs(along) < 8 || Math.abs(along) < Math.abs(across)) return;
      drag.moving = true;
      root.classList.add('is-dragging');
      try { viewport.setPointerCapture(drag.id); } catch (error) { /* pointer already gone */ }
    }
    const towardsNext = (isRTL && !options.vertical ? along > 0 : along < 0);
    const atEdge = !options.wrap && (towardsNext ? index === count - 1 : index === 0);
    drag.offset = atEdge ? along / 3 : along;
    if (options.fade) return;
    place(drag.offset);
  });
  const release = (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const ended = drag;
    drag = null;
    root.classList.remove('is-dragging');
    if (!ended.moving) return;
    suppressClick = true;
    setTimeout(() => { suppressClick = false; }, 0);
    const along = options.vertical ? event.clientY - ended.y : event.clientX - ended.x;
    const size = options.vertical ? viewport.clientHeight : viewport.clientWidth;
    const isFlick = event.timeStamp - ended.time < 300 && Math.abs(along) > 20;
    const turns = event.type === 'pointerup' && (Math.abs(along) > size / 5 || isFlick);
    const forwards = isRTL && !options.vertical ? along > 0 : along < 0;
    if (turns) go(index + (forwards ? 1 : -1));
    else render();
  };
  viewport.addEventListener('pointerup', release);
  viewport.addEventListener('pointercancel', release);
  viewport.addEventListener('click', (event) => {
    if (suppressClick) { event.preventDefault(); event.stopPropagation(); }
  }, true);
  viewport.addEventListener('dragstart', (event) => event.preventDefault());

  // The browser scrolls to #page-N when the document finishes loading; undo that.
  const unscroll = () => place(drag ? drag.offset : 0);
  root.addEventListener('scroll', unscroll);
  viewport.addEventListener('scroll', unscroll);
  window.addEventListener('hashchange', () => {
    const match = /^#page-(\d+)$/.exec(location.hash);
    if (match) go(Number(match[1]) - 1);
  });
  window.addEventListener('message', (event) => {
    if (isEmbedded && event.source === window.parent && event.data && event.data.type === 'walkthrough:dismiss') finish('skipped');
  });

  // Start: reset on request, leave when already seen, else open at #page-N or page 1.
  if (params.get('walkthrough') === 'reset') {
    seenStore.clear();
    params.delete('walkthrough');
    const query = params.toString();
    history.replaceState(history.state, '', location.pathname + (query ? '?' + query : '') + location.hash);
  }
  const seen = seenStore.get();
  if (seen && (data.reshow !== 'on-change' || seen.version === data.version)) {
    if (isEmbedded) { post({ type: 'walkthrough:seen' }); return; }
    if (data.continueUrl) { location.replace(data.continueUrl); return; }
  }
  const requested = /^#page-(\d+)$/.exec(location.hash);
  index = requested ? clamp(Number(requested[1]) - 1) : 0;
  root.classList.add('is-pager', 'is-dragging');
  controls.hidden = false;
  render();
  track.getBoundingClientRect();
  root.classList.remove('is-dragging');
  post({ type: 'walkthrough:ready' });
})();
