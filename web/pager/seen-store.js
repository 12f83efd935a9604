// Where the seen record is kept: localStorage, else a cookie, else memory. Storage that throws
// (private mode, disabled, full) never breaks the pager. The record's form is the rules'
// (encodeSeenRecord, decodeSeenRecord), the bytes Swift's SeenStore and the JVM's write.
import { decodeSeenRecord, encodeSeenRecord } from '../rules/seen-record.js';

const COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The seen record of `manifest`, under its seen.key, over the parts' localStorage and document
 * cookies: `record()` (null when none is stored, or it is not one), `markSeen(outcome, appVersion)`
 * (now, by the parts' clock; `appVersion` as stored, `2.1`, or null), `reset()`.
 */
export function createSeenStore(manifest, parts) {
  const key = manifest.seen.key;
  const name = 'walkthrough-seen-' + encodeURIComponent(key).replace(/[%.]/g, '_');
  const cookies = parts.document;
  let memory = null;
  const setCookie = (value, seconds) => { cookies.cookie = name + '=' + value + ';max-age=' + seconds + ';path=/;SameSite=Lax'; };
  const readCookie = () => {
    const entry = cookies.cookie.split('; ').find((pair) => pair.startsWith(name + '='));
    return entry && decodeURIComponent(entry.slice(name.length + 1));
  };
  const writeCookie = (text) => {
    setCookie(encodeURIComponent(text), COOKIE_SECONDS);
    return cookies.cookie.includes(name);
  };
  return {
    record: () => decodeSeenRecord(attempt(() => parts.localStorage().getItem(key)) || attempt(readCookie) || memory),
    markSeen(outcome, appVersion) {
      const text = encodeSeenRecord({ version: manifest.version, outcome, at: parts.now().toISOString(), appVersion });
      memory = text;
      attempt(() => (parts.localStorage().setItem(key, text), true)) || attempt(() => writeCookie(text));
    },
    reset() {
      memory = null;
      attempt(() => parts.localStorage().removeItem(key));
      attempt(() => setCookie('', 0));
    },
  };
}

// What `action` returns; undefined when it throws.
function attempt(action) {
  try {
    return action();
  } catch { /* undefined */ }
}
