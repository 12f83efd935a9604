// embed.js: shows a walkthrough as a modal dialog over any page of the site, on the first visit.
// <script src="/embed.js" data-walkthrough="onboarding" defer></script>
// The build replaces the WALKTHROUGHS comment below with the site's walkthroughs.
(() => {
  'use strict';
  const script = document.currentScript;
  const id = (script && script.dataset.walkthrough) || 'onboarding';
  const walkthroughs = /*WALKTHROUGHS*/{};
  const walkthrough = walkthroughs[id];
  if (!walkthrough) {
    console.warn('embed.js: no walkthrough "' + id + '"; known: ' + Object.keys(walkthroughs).join(', '));
    return;
  }
  const reset = new URLSearchParams(location.search).get('walkthrough') === 'reset';
  // Fast path: a seen flag in localStorage means no frame at all. The page inside the
  // frame makes the full decision (cookie and memory fallbacks) when this cannot.
  try {
    const seen = JSON.parse(localStorage.getItem(walkthrough.seenKey));
    if (!reset && seen && (walkthrough.reshow !== 'on-change' || seen.version === walkthrough.version)) return;
  } catch (error) { /* storage unavailable: let the walkthrough decide */ }

  const language = (document.documentElement.lang || navigator.language || '').toLowerCase();
  const locale = Object.keys(walkthrough.pages).find((tag) => tag.toLowerCase() === language)
    || Object.keys(walkthrough.pages).find((tag) => tag.toLowerCase() === language.split('-')[0])
    || walkthrough.defaultLocale;
  const base = new URL('.', script.src);
  const url = new URL(walkthrough.pages[locale], base);
  url.search = 'embed=1' + (reset ? '&walkthrough=reset' : '');

  const dialog = document.createElement('dialog');
  const frame = document.createElement('iframe');
  dialog.setAttribute('aria-label', walkthrough.title);
  Object.assign(dialog.style, {
    width: 'min(100vw, 30rem)', height: 'min(100dvh, 48rem)', maxWidth: '100vw', maxHeight: '100dvh',
    padding: '0', border: '0', borderRadius: '1rem', overflow: 'hidden',
  });
  Object.assign(frame.style, { width: '100%', height: '100%', border: '0', display: 'block' });
  frame.title = walkthrough.title;
  frame.src = url.href;
  dialog.append(frame);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    frame.contentWindow.postMessage({ type: 'walkthrough:dismiss' }, url.origin === 'null' ? '*' : url.origin);
  });
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || !event.data) return;
    const { type, detail } = event.data;
    if (type === 'walkthrough:ready') {
      dialog.showModal();
      frame.focus();
    } else if (type === 'walkthrough:seen' || type === 'walkthrough:finish') {
      if (dialog.open) dialog.close();
      dialog.remove();
    }
    if (type === 'walkthrough:change' || type === 'walkthrough:finish') {
      document.dispatchEvent(new CustomEvent(type, { detail: Object.assign({ walkthrough: id }, detail) }));
    }
  });
  const attach = () => document.body.append(dialog);
  if (document.body) attach(); else document.addEventListener('DOMContentLoaded', attach);
})();
