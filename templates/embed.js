// embed.js: opens a walkthrough as a modal dialog over a page of the site, on the first visit.
// <script src="/embed.js" data-walkthrough="whats-new" data-app-version="2.1" defer></script>
// data-app-version (optional) lets the walkthrough show only the releases this user has not seen.
(() => {
  'use strict';
  const script = document.currentScript;
  const id = script.dataset.walkthrough || 'onboarding';
  const walkthrough = (/*WALKTHROUGHS*/{})[id];
  if (!walkthrough) return console.warn('embed.js: no walkthrough "' + id + '"');
  const reset = /[?&]walkthrough=reset\b/.test(location.search);
  const version = script.dataset.appVersion;
  // Seen per localStorage: no frame. Otherwise, and for "what's new" by app version, the framed page decides.
  try {
    const seen = JSON.parse(localStorage.getItem(walkthrough.seenKey));
    const byRelease = version && walkthrough.kind === 'whats-new' && seen?.appVersion;
    if (!reset && seen && !byRelease && (walkthrough.reshow !== 'on-change' || seen.version === walkthrough.version)) return;
  } catch (e) { /* the framed page falls back to cookies */ }
  const tags = Object.keys(walkthrough.pages);
  const lang = (document.documentElement.lang || navigator.language).toLowerCase();
  const locale = tags.find((t) => t.toLowerCase() === lang) || tags.find((t) => t.toLowerCase() === lang.split('-')[0]) || walkthrough.defaultLocale;
  const query = '?embed=1' + (reset ? '&walkthrough=reset' : '') + (version ? '&version=' + encodeURIComponent(version) : '');
  const url = new URL(walkthrough.pages[locale] + query, script.src);
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
    // An action reaches the host page once the dialog has done its part; cancelling it stops open-url's navigation.
    if (data.type === 'walkthrough:action') {
      const event = new CustomEvent(data.type, { cancelable: true, detail: { walkthrough: id, ...data.detail } });
      if (document.dispatchEvent(event) && data.detail.id === 'open-url' && data.detail.url) location.assign(data.detail.url);
    }
  });
  document.body ? document.body.append(dialog) : addEventListener('DOMContentLoaded', () => document.body.append(dialog));
})();
