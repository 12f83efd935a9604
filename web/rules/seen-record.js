// The seen record every runtime stores under the manifest's seen.key when a walkthrough finishes:
// {"appVersion":…,"at":…,"outcome":…,"version":…}, keys sorted, no spaces, appVersion left out
// when the app gave none: the bytes Swift's SeenStore and the JVM's write.

const OUTCOMES = ['done', 'skipped'];

/** The stored text of `record` ({version, outcome, at, appVersion}); `appVersion` may be null. */
export function encodeSeenRecord({ version, outcome, at, appVersion = null }) {
  return JSON.stringify(appVersion === null ? { at, outcome, version } : { appVersion, at, outcome, version });
}

/**
 * The record stored as `text`, as `{version, outcome, at, appVersion}` (appVersion null when it
 * was left out); null when `text` is not one (not JSON, a key missing, an outcome other than
 * done or skipped), as the other runtimes read it.
 */
export function decodeSeenRecord(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { version, outcome, at, appVersion = null } = value;
  const isText = (field) => typeof field === 'string';
  if (!isText(version) || !OUTCOMES.includes(outcome) || !isText(at) || !(appVersion === null || isText(appVersion))) return null;
  return { version, outcome, at, appVersion };
}

/** True when `record` keeps `manifest` from showing again: always, or with `reshow: on-change` while its version is the one seen. */
export function seenRecordHolds(record, manifest) {
  return manifest.seen.reshow === 'never' || record.version === manifest.version;
}
