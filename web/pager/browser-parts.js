// What the pager's glue takes from the browser, passed in so that a test can count, replace or
// stop each part: every listener, observer, timer and frame the glue adds goes through `listen`,
// `observeSize`, `later` and `nextFrame` (by way of an event store, which takes them all away
// again), and each returns the function that removes it.

/** The parts of the browser window `view` (the page's `window`). */
export function browserParts(view) {
  return {
    ...hostPageParts(view),
    matchMedia: (query) => view.matchMedia(query),
    observeSize(elements, callback) {
      const observer = new view.ResizeObserver(callback);
      elements.forEach((element) => observer.observe(element));
      return () => observer.disconnect();
    },
    later(callback, milliseconds) {
      const timer = view.setTimeout(callback, milliseconds);
      return () => view.clearTimeout(timer);
    },
    nextFrame(callback) {
      const frame = view.requestAnimationFrame(callback);
      return () => view.cancelAnimationFrame(frame);
    },
  };
}

/**
 * The parts of `view` that embed.js needs on a host page, which lays nothing out: the window,
 * document, address, history, storage, clock and listeners.
 */
export function hostPageParts(view) {
  return {
    window: view,
    document: view.document,
    location: view.location,
    history: view.history,
    localStorage: () => view.localStorage,
    now: () => new Date(),
    listen(target, type, handler, options) {
      target.addEventListener(type, handler, options);
      return () => target.removeEventListener(type, handler, options);
    },
  };
}

/** A showing's id: a random UUID (a page from file:// has no crypto.randomUUID: a random number). */
export const newId = () => window.crypto.randomUUID?.() ?? String(Math.random()).slice(2);

/**
 * What a mounted part of the page has added through `parts`, to take away again: listeners until
 * removed, observers until disconnected, timers and frames until they run or are cancelled. Each
 * method returns the function that takes its addition away; `clear()` takes away every one left.
 */
export function createEventStore(parts) {
  const undos = new Set();
  const keep = (undo) => {
    undos.add(undo);
    return () => {
      undos.delete(undo);
      undo();
    };
  };
  // A timer or frame is forgotten once it has run.
  const once = (schedule) => (callback, ...rest) => {
    const undo = keep(schedule(() => {
      undo();
      callback();
    }, ...rest));
    return undo;
  };
  return {
    listen: (...args) => keep(parts.listen(...args)),
    observeSize: (...args) => keep(parts.observeSize(...args)),
    later: once(parts.later),
    nextFrame: once(parts.nextFrame),
    /** Takes `undo` on, to run at `clear()`. */
    add: keep,
    clear() {
      undos.forEach((undo) => undo());
      undos.clear();
    },
  };
}
