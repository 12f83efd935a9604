// The pager: turns the static walkthrough page into a carousel. No dependencies.
// State lives in one place (index); render() derives the rest from it.
(() => {
  'use strict';
  // Swipes: a drag starts past DRAG_START px along the pager's axis; it turns the page past
  // TURN_FRACTION of the page, or as a flick (under FLICK_MS and over FLICK_DISTANCE px); at an
  // edge without wrap the page follows the finger by EDGE_RESISTANCE of its movement.
  const DRAG_START = 8;
  const TURN_FRACTION = 1 / 5;
  const FLICK_MS = 300;
  const FLICK_DISTANCE = 20;
  const EDGE_RESISTANCE = 1 / 3;
  const SEEN_COOKIE_SECONDS = 365 * 24 * 60 * 60;
  const root = document.querySelector('.walkthrough');
  if (!root) return;
  const data = root.dataset;
  const all = (selector) => [...root.querySelectorAll(selector)];
  let pages = all('[data-page-index]');
  let count = pages.length;
  const viewport = root.querySelector('.walkthrough-viewport');
  const track = root.querySelector('.walkthrough-track');
  const controls = root.querySelector('.walkthrough-controls');
  let dots = all('.walkthrough-dot');
  const [skip, back, restart, next] = ['skip', 'back', 'restart', 'next'].map((a) => controls.querySelector('[data-action=' + a + ']'));
  const finishButtons = all('.walkthrough-finish button');
  const restarts = all('[data-action=restart]');
  const wrap = data.wrap === 'true';
  const vertical = data.orientation === 'vertical';
  const fade = data.transition === 'fade';
  const hideControls = data.hideControlsOnLastPage === 'true';
  const reversed = !vertical && getComputedStyle(root).direction === 'rtl';
  const params = new URLSearchParams(location.search);
  const embedded = params.has('embed') && parent !== window;
  // ?preview (the storyboard): no seen flag, no leaving the page.
  const preview = params.has('preview');
  const post = (message) => {
    if (embedded) parent.postMessage(message, location.origin === 'null' ? '*' : location.origin);
  };

  // The seen flag: localStorage, else a cookie, else memory. Storage that throws never breaks the pager.
  const key = data.seenKey;
  const cookie = 'walkthrough-seen-' + encodeURIComponent(key).replace(/[%.]/g, '_');
  const localStore = {
    read: () => localStorage.getItem(key),
    write: (value) => localStorage.setItem(key, value),
    remove: () => localStorage.removeItem(key),
  };
  const cookieStore = {
    read: () => {
      const entry = document.cookie.split('; ').find((c) => c.startsWith(cookie + '='));
      return entry ? decodeURIComponent(entry.slice(cookie.length + 1)) : '';
    },
    write: (value) => {
      document.cookie = cookie + '=' + encodeURIComponent(value) + ';max-age=' + SEEN_COOKIE_SECONDS + ';path=/;SameSite=Lax';
      if (!document.cookie.includes(cookie)) throw Error('cookies are off');
    },
    remove: () => {
      document.cookie = cookie + '=;max-age=0;path=/';
    },
  };
  const stores = [localStore, cookieStore];
  let memory = null;
  const seen = {
    get() {
      for (const store of stores) {
        try {
          const value = store.read();
          if (value) return JSON.parse(value);
        } catch (e) { /* the next store */ }
      }
      return memory;
    },
    set(value) {
      memory = value;
      for (const store of stores) {
        try {
          store.write(JSON.stringify(value));
          return;
        } catch (e) { /* the next store */ }
      }
    },
    clear() {
      memory = null;
      for (const store of stores) {
        try { store.remove(); } catch (e) { /* nothing there */ }
      }
    },
  };

  // Releases: with the app's version (?version=2.1), the pages of the releases this user has not
  // seen; the rule of WalkthroughManifest's SeenStore.pagesToShow.
  const parse = (text) => /^(\d{1,9})\.(\d{1,9})(?:\.(\d{1,9}))?$/.exec(text)?.slice(1).map((n) => +n || 0);
  const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const current = parse(params.get('version'));
  // The app version is stored in its shortest form (2.1 for 2.1.0), as SeenStore writes it.
  // Keys in sorted order: the bytes SeenStore writes in Swift and on the JVM.
  const record = (outcome) => preview || seen.set({ ...current && { appVersion: current.slice(0, current[2] ? 3 : 2).join('.') }, at: new Date().toISOString(), outcome, version: data.version });
  const released = (lastSeen) => pages.filter((page) => {
    const since = parse(page.dataset.since);
    return !since || (compare(since, current) <= 0 && !(lastSeen && compare(since, lastSeen) <= 0));
  });
  const pagesToShow = (flag) => {
    const lastSeen = parse(flag?.appVersion);
    const isSeen = flag && (data.reshow !== 'on-change' || flag.version === data.version);
    if (!current) return isSeen ? [] : pages;
    if (!flag && data.audience !== 'upgrading') return released();
    if (!flag) {
      // A fresh install: nothing for upgrading users, and the next update starts from here.
      record('skipped');
      return [];
    }
    if (data.kind === 'whats-new' && lastSeen) return data.audience === 'new' ? [] : released(lastSeen);
    if (data.kind === 'whats-new' && isSeen) {
      // Seen before app versions were recorded: the next update starts from here.
      record(flag.outcome);
      return [];
    }
    return isSeen ? [] : released();
  };
  // Only the pages shown stay, numbered 1…n in ids, labels and dots; the last gets the finish buttons.
  const keepOnly = (kept) => {
    const finishing = root.querySelector('.walkthrough-finish');
    pages.forEach((page, i) => kept.includes(page) || (page.remove(), dots[i]?.remove()));
    pages = kept;
    count = kept.length;
    dots = all('.walkthrough-dot');
    pages.forEach((page, i) => {
      page.id = 'page-' + (i + 1);
      page.dataset.pageIndex = i;
      const label = data.pageStatus.replace('{n}', i + 1).replace('{total}', count);
      page.setAttribute('aria-label', label);
      if (!dots[i]) return;  // a site's controls template may have no dots
      dots[i].setAttribute('aria-label', label);
      dots[i].dataset.index = i;
    });
    if (finishing) pages[count - 1].querySelector('.walkthrough-text').append(finishing);
  };

  let index = 0;
  const clamp = (target) => (wrap ? (target % count + count) % count : Math.max(0, Math.min(count - 1, target)));
  const emit = (name, detail) => {
    root.dispatchEvent(new CustomEvent('walkthrough:' + name, { bubbles: true, detail }));
    post({ type: 'walkthrough:' + name, detail });
  };

  const place = (offset) => {
    // Fragment navigation scrolls overflow-hidden boxes; the transform alone positions pages.
    viewport.scrollLeft = viewport.scrollTop = root.scrollTop = 0;
    if (fade) return;
    const spacing = parseFloat(getComputedStyle(root).getPropertyValue('--page-spacing')) || 0;
    const sign = reversed ? 1 : -1;
    track.style.transform = 'translate' + (vertical ? 'Y' : 'X') + '(calc(' + sign * index * 100 + '% + ' + (sign * index * spacing + offset) + 'px))';
  };

  // The controls stay one row inside the bar's side padding: as soon as a control would enter the
  // padding, tighten the row step by step. With Start again on every page, the position goes
  // (bare) before a label would wrap. FIT_ROUNDING px of subpixel layout are not an overflow.
  const FIT_STEPS = ['', 'tight', 'tight icons', 'tight icons counter', 'tight icons counter small',
    ...data.restart === 'always' ? ['tight icons small bare', 'tight icons small bare wrap'] : ['tight icons counter small wrap']];
  const FIT_ROUNDING = 0.5;
  const counter = controls.querySelector('.walkthrough-counter');
  const overflows = () => {
    const bar = controls.getBoundingClientRect();
    const style = getComputedStyle(controls);
    return [...controls.querySelectorAll('button, .walkthrough-counter')].some((part) => {
      const box = part.getBoundingClientRect();
      return box.width && (box.left < bar.left + parseFloat(style.paddingLeft) - FIT_ROUNDING || box.right > bar.right - parseFloat(style.paddingRight) + FIT_ROUNDING);
    });
  };
  const fitControls = () => {
    let step = 0;
    controls.dataset.fit = FIT_STEPS[step];
    while (overflows() && step < FIT_STEPS.length - 1) {
      step += 1;
      controls.dataset.fit = FIT_STEPS[step];
    }
  };

  // The shown page and its neighbours load their pictures now (the later ones are lazy), so a
  // swipe never shows an empty frame.
  const loadNear = () => {
    [index - 1, index, index + 1].forEach((i) => {
      const page = pages[wrap ? (i + count) % count : i];
      page?.querySelectorAll('img[loading=lazy]').forEach((img) => { img.loading = 'eager'; });
    });
  };

  const render = () => {
    const last = index === count - 1;
    const hidden = hideControls && last;
    data.currentIndex = index;
    pages.forEach((page, i) => { page.classList.toggle('is-current', i === index); page.inert = i !== index; });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    next.textContent = last ? next.dataset.doneLabel : next.dataset.nextLabel;
    skip.hidden = last;
    back.hidden = !index && !wrap;
    // restart: true shows Start again on the last page, always on every page (dimmed and doing
    // nothing on the first).
    restart.hidden = !(data.restart === 'always' || (data.restart === 'true' && last));
    restarts.forEach((b) => b.setAttribute('aria-disabled', !index));
    if (counter) counter.textContent = (index + 1) + ' / ' + count;  // a site's older controls template has none
    finishButtons.forEach((b) => { b.hidden = !hidden || (b.dataset.action === 'restart' && restart.hidden); });
    const hadFocus = controls.contains(document.activeElement);
    root.classList.toggle('are-controls-hidden', hidden);
    controls.inert = hidden;
    if (hidden && hadFocus) finishButtons[0].focus();
    fitControls();
    place(0);
    loadNear();
  };

  const go = (target) => {
    const previous = index;
    index = clamp(target);
    render();
    if (index === previous) return;
    root.querySelector('[role=status]').textContent = data.pageStatus.replace('{n}', index + 1).replace('{total}', count);
    history.replaceState(history.state, '', location.pathname + location.search + '#page-' + (index + 1));
    emit('change', { index, id: pages[index].dataset.pageId });
  };

  const finish = (outcome) => {
    record(outcome);
    emit('finish', { outcome });
    if (!embedded && !preview && data.continueUrl) location.assign(data.continueUrl);
  };

  // A page's action: a cancellable walkthrough:action event; when no listener cancels it, the host
  // page of embed.js's dialog hears of it, open-url navigates (the host page does, in the dialog),
  // next and finish do what the buttons do, and the app's own ids do nothing more.
  const pageAction = (button, event) => {
    event.preventDefault();
    const id = button.dataset.actionId;
    const url = button.href || (button.dataset.url ? new URL(button.dataset.url, location.href).href : null);
    const detail = { id, page: pages[index].dataset.pageId, url };
    if (!root.dispatchEvent(new CustomEvent('walkthrough:action', { bubbles: true, cancelable: true, detail }))) return;
    post({ type: 'walkthrough:action', detail });
    if (id === 'next') actions.next();
    if (id === 'finish') finish('done');
    if (id === 'open-url' && url && !embedded) location.assign(url);
  };

  const actions = {
    next: () => {
      if (index === count - 1) finish('done');
      else go(index + 1);
    },
    back: () => go(index - 1),
    skip: () => {
      if (data.skip === 'last-page') go(count - 1);
      else finish('skipped');
    },
    restart: () => go(0),
    done: () => finish('done'),
    go: (button) => go(Number(button.dataset.index)),
    'page-action': pageAction,
  };
  const onClick = (event) => {
    const target = event.target.closest('[data-action]');
    if (target) actions[target.dataset.action](target, event);
  };
  root.addEventListener('click', onClick);

  const onKey = (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.target.closest?.('input,textarea,select,[contenteditable]')) return;
    const forward = vertical ? 'ArrowDown' : reversed ? 'ArrowLeft' : 'ArrowRight';
    const backward = vertical ? 'ArrowUp' : reversed ? 'ArrowRight' : 'ArrowLeft';
    const target = { [forward]: index + 1, [backward]: index - 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  document.addEventListener('keydown', onKey);

  // Swipes: the page follows the finger, and turns or springs back when it lets go.
  let drag = null;
  let dragged = false;
  const along = (event) => (vertical ? event.clientY - drag.y : event.clientX - drag.x);
  const onPointerDown = (event) => {
    if (event.button === 0 && event.isPrimary) drag = { x: event.clientX, y: event.clientY, time: event.timeStamp, id: event.pointerId, offset: 0 };
  };
  const onPointerMove = (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const distance = along(event);
    if (!drag.moving) {
      const across = vertical ? event.clientX - drag.x : event.clientY - drag.y;
      if (Math.abs(distance) < DRAG_START || Math.abs(distance) < Math.abs(across)) return;
      drag.moving = true;
      root.classList.add('is-dragging');
      try { viewport.setPointerCapture(drag.id); } catch (e) { /* the pointer is already gone */ }
    }
    const forwards = reversed ? distance > 0 : distance < 0;
    const atEdge = !wrap && index === (forwards ? count - 1 : 0);
    drag.offset = atEdge ? distance * EDGE_RESISTANCE : distance;
    if (!fade) place(drag.offset);
  };
  const onPointerUp = (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const ended = drag;
    const distance = along(event);
    drag = null;
    root.classList.remove('is-dragging');
    if (!ended.moving) return;
    dragged = true;
    setTimeout(() => { dragged = false; });
    const size = vertical ? viewport.clientHeight : viewport.clientWidth;
    const isFlick = event.timeStamp - ended.time < FLICK_MS && Math.abs(distance) > FLICK_DISTANCE;
    const turns = event.type === 'pointerup' && (Math.abs(distance) > size * TURN_FRACTION || isFlick);
    const forwards = reversed ? distance > 0 : distance < 0;
    if (turns) go(index + (forwards ? 1 : -1));
    else render();
  };
  // A click that ends a drag is not a click on what lies under the finger.
  const onClickAfterDrag = (event) => {
    if (!dragged) return;
    event.preventDefault();
    event.stopPropagation();
  };
  viewport.addEventListener('pointerdown', onPointerDown);
  viewport.addEventListener('pointermove', onPointerMove);
  viewport.addEventListener('pointerup', onPointerUp);
  viewport.addEventListener('pointercancel', onPointerUp);
  viewport.addEventListener('click', onClickAfterDrag, true);
  viewport.addEventListener('dragstart', (event) => event.preventDefault());
  // The browser scrolls to #page-N when the document finishes loading; undo that.
  const unscroll = () => place(drag ? drag.offset : 0);
  root.addEventListener('scroll', unscroll);
  // The bar is as wide as the pager, which follows the screen and a scroll bar coming or going
  // (WebKit fires no resize when a scroll bar leaves). The pager is what is observed: its size
  // never depends on the fit, the bar's own height does.
  const onPagerResize = () => {
    fitControls();
    unscroll();
  };
  new ResizeObserver(onPagerResize).observe(root);
  // A site's web font that arrives late widens the labels without resizing anything.
  document.fonts.addEventListener('loadingdone', onPagerResize);
  viewport.addEventListener('scroll', unscroll);

  // The page #page-N asks for, as an index; -1 for any other address.
  const requested = () => {
    const match = /^#page-(\d+)$/.exec(location.hash);
    return match ? Number(match[1]) - 1 : -1;
  };
  addEventListener('hashchange', () => {
    if (requested() >= 0) go(requested());
  });
  addEventListener('message', (event) => {
    if (embedded && event.source === parent && event.data?.type === 'walkthrough:dismiss') finish('skipped');
  });

  // Start: reset on request; leave when already seen; else open at #page-N or page 1.
  if (params.get('walkthrough') === 'reset') {
    seen.clear();
    params.delete('walkthrough');
    history.replaceState(history.state, '', location.pathname + (String(params) ? '?' + params : '') + location.hash);
  }
  let shown = preview ? pages : pagesToShow(seen.get());
  if (!shown.length) {
    if (embedded) return post({ type: 'walkthrough:seen' });
    // A continue_url that is this very page would loop; then the walkthrough shows again, released pages only.
    if (data.continueUrl && new URL(data.continueUrl, location.href).pathname !== location.pathname) return location.replace(data.continueUrl);
    const releasedNow = current ? released() : [];
    shown = releasedNow.length ? releasedNow : pages;
  }
  if (shown.length < count) keepOnly(shown);
  all('.walkthrough-action[hidden]').forEach((button) => { button.hidden = false; });
  index = clamp(Math.max(0, requested()));
  root.classList.add('is-pager', 'is-dragging');
  controls.hidden = false;
  render();
  track.getBoundingClientRect();
  root.classList.remove('is-dragging');
  post({ type: 'walkthrough:ready' });
})();
