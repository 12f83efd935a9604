// embed.js: opens a walkthrough as a modal dialog over a page of the site, on the first visit.
// <script src="/embed.js" data-walkthrough="onboarding" defer></script>
(() => {
  'use strict';
  const script = document.currentScript;
  const id = script.dataset.walkthrough || 'onboarding';
  const walkthrough = (/*WALKTHROUGHS*/{})[id];
  if (!walkthrough) return console.warn('embed.js: no walkthrough "' + id + '"');
  const reset = /[?&]walkthrough=reset\b/.test(location.search);
  // Seen per localStorage: no frame. Otherwise the framed page decides.
  try {
    const seen = JSON.parse(localStorage.getItem(walkthrough.seenKey));
    if (!reset && seen && (walkthrough.reshow !== 'on-change' || seen.version === walkthrough.version)) return;
  } catch (e) { /* the framed page falls back to cookies */ }
  const tags = Object.keys(walkthrough.pages);
  const lang = (document.documentElement.lang || navigator.language).toLowerCase();
  const locale = tags.find((t) => t.toLowerCase() === lang) || tags.find((t) => t.toLowerCase() === lang.split('-')[0]) || walkthrough.defaultLocale;
  const url = new URL(walkthrough.pages[locale] + '?embed=1' + (reset ? '&walkthrough=reset' : ''), script.src);
  const dialog = document.createElement('dialog');
  const frame = document.createElement('iframe');
  dialog.setAttribute('aria-label', frame.title = walkthrough.title);
  dialog.style.cssText = 'width:min(100vw,30rem);height:min(100dvh,48rem);max-width:100vw;max-height:100dvh;padding:0;border:0;border-radius:1rem;overflow:hidden';
  frame.style.cssText = 'width:100%;height:100%;border:0;display:block';
  frame.src = url;
  dialog.append(frame);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    frame.contentWindow.postMessage({ type: 'walkthrough:dismiss' }, url.origin === 'null' ? '*' : url.origin);
  });
  addEventListener('message', ({ source, data }) => {
    if (source !== frame.contentWindow || !data) return;
    if (data.type === 'walkthrough:ready') { dialog.showModal(); frame.focus(); }
    if (data.type === 'walkthrough:seen' || data.type === 'walkthrough:finish') dialog.remove();
    if (data.type === 'walkthrough:change' || data.type === 'walkthrough:finish') {
      document.dispatchEvent(new CustomEvent(data.type, { detail: { walkthrough: id, ...data.detail } }));
    }
  });
  document.body ? document.body.append(dialog) : addEventListener('DOMContentLoaded', () => document.body.append(dialog));
})();
