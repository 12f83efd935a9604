// embed.js's work: on a page of the site, opens a walkthrough as a modal dialog on the first visit,
// by the same rules as the pager (the seen record, the release rule, the locale), and passes its
// events to the host page; a walkthrough it does not open tells the host page why, as the pager
// would (walkthrough_not_shown).
import { parseAppVersion } from '../rules/app-versions.js';
import { negotiateLocale } from '../rules/locales.js';
import { pagesToShow } from '../rules/reader.js';
import { notShownEvent } from '../rules/events.js';
import { reasonNotShown, seenRecordOnShowing } from '../rules/releases.js';
import { createEventStore } from '../pager/browser-parts.js';
import { createSeenStore } from '../pager/seen-store.js';

const DIALOG_STYLE = 'width:min(100vw,30rem);height:min(100dvh,48rem);max-width:100vw;max-height:100dvh;padding:0;border:0;border-radius:1rem;overflow:hidden';
const FRAME_STYLE = 'width:100%;height:100%;border:0;display:block';

/**
 * Opens the walkthrough `entry` (of the site's index, as the build writes it into embed.js) for
 * the script element `script` (data-app-version: the app's version) unless it is not to show.
 * Returns a handle whose `destroy()` removes the dialog and every listener.
 */
export function mountEmbed(script, id, entry, parts) {
  const events = createEventStore(parts);
  const handle = { destroy: () => events.clear() };
  const manifest = manifestOf(id, entry);
  const isReset = /[?&]walkthrough=reset\b/.test(parts.location.search);
  const version = script.dataset.appVersion;
  const preferences = [parts.document.documentElement.lang, ...(parts.window.navigator.languages || [])].filter(Boolean);
  const locale = negotiateLocale(manifest, preferences);
  const reason = isReset ? null : reasonNotShownNow(manifest, parseAppVersion(version), parts);
  if (reason) {
    const context = { manifest, locale, runtime: 'web', clock: () => +parts.now(), newId: parts.newId };
    parts.document.dispatchEvent(new CustomEvent('walkthrough:event', { detail: notShownEvent(context, reason) }));
    return handle;
  }
  const query = '?embed=1&trigger=first-launch' + (isReset ? '&walkthrough=reset' : '') + (version ? '&version=' + encodeURIComponent(version) : '');
  const url = new URL(entry.locales[locale] + query, script.src);
  openDialog(id, entry.title, url, parts, events);
  return handle;
}

// The index entry as the manifest the rules read: the same pages (by their since) in every locale.
function manifestOf(id, entry) {
  const pages = entry.since.map((since, index) => ({ index, id: String(index), since }));
  const locales = Object.fromEntries(Object.keys(entry.locales).map((tag) => [tag, { pages }]));
  return { id, version: entry.version, kind: entry.kind, audience: entry.audience, defaultLocale: entry.defaultLocale, seen: { key: entry.seenKey, reshow: entry.reshow }, locales };
}

// Why there is nothing to show, by the stored seen record (null when there is something); what the
// pager would store on looking (a fresh install of a walkthrough for upgrading users) is stored
// here, as it opens not.
function reasonNotShownNow(manifest, current, parts) {
  const store = createSeenStore(manifest, parts);
  const seen = store.record();
  if (pagesToShow(manifest, [manifest.defaultLocale], { current, seen }).length) return null;
  const pending = seenRecordOnShowing(manifest, { current, seen });
  if (pending) store.markSeen(pending.outcome, pending.appVersion);
  return reasonNotShown(manifest, { current, seen });
}

function openDialog(id, title, url, parts, events) {
  const { document } = parts;
  const dialog = document.createElement('dialog');
  const frame = document.createElement('iframe');
  dialog.setAttribute('aria-label', frame.title = title);
  dialog.style.cssText = DIALOG_STYLE;
  frame.style.cssText = FRAME_STYLE;
  frame.src = url;
  dialog.append(frame);
  const origin = url.origin === 'null' ? '*' : url.origin;
  const onCancel = (event) => {
    event.preventDefault();
    frame.contentWindow.postMessage({ type: 'walkthrough:dismiss' }, origin);
  };
  const onMessage = ({ source, data }) => {
    if (source === frame.contentWindow && data) forward(id, data, dialog, parts);
  };
  const append = () => document.body.append(dialog);
  events.listen(dialog, 'cancel', onCancel);
  events.listen(parts.window, 'message', onMessage);
  events.add(() => dialog.remove());
  if (document.body) append();
  else events.listen(document, 'DOMContentLoaded', append);
}

// A message of the framed pager: its dialog opens when it is ready, closes when it finished or
// had nothing to show; its lifecycle, change and finish events reach the host page, and its action too,
// cancellable: when no listener cancels it, open-url navigates the host page.
function forward(id, message, dialog, parts) {
  const { type, detail } = message;
  // Ready again when the reader chose another language, in the dialog already open.
  if (type === 'walkthrough:ready') {
    if (!dialog.open) dialog.showModal();
    dialog.firstChild.focus();
  }
  if (type === 'walkthrough:seen' || type === 'walkthrough:finish') dialog.remove();
  if (type === 'walkthrough:event') parts.document.dispatchEvent(new CustomEvent(type, { detail }));
  if (type === 'walkthrough:change' || type === 'walkthrough:finish') {
    parts.document.dispatchEvent(new CustomEvent(type, { detail: { walkthrough: id, ...detail } }));
  }
  if (type === 'walkthrough:action') {
    const event = new CustomEvent(type, { cancelable: true, detail: { walkthrough: id, ...detail } });
    if (parts.document.dispatchEvent(event) && detail.id === 'open-url' && detail.url) parts.location.assign(detail.url);
  }
}
