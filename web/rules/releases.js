// What a walkthrough shows at a launch of the app: the release rule (kind, audience, each page's
// since) and the seen record, as Swift's SeenStore.pagesToShow and the JVM's decide it.
import { compareAppVersions, formatAppVersion, parseAppVersion } from './app-versions.js';
import { seenRecordHolds } from './seen-record.js';

/**
 * The pages of `locale` to show a user who last saw the app at `lastSeen` (null on a fresh
 * install) and now runs `current` (both from `parseAppVersion`); [] when nothing is to be shown.
 * Users outside the audience get nothing; otherwise the pages released after `lastSeen` and at
 * most `current` (a page without `since` belongs to every release), numbered 0…n−1.
 */
export function releasePages(manifest, locale, { lastSeen = null, current }) {
  return isInAudience(manifest, lastSeen === null) ? released(manifest, locale, lastSeen, current) : [];
}

function isInAudience(manifest, isFreshInstall) {
  return manifest.audience === 'everyone' || (manifest.audience === 'new') === isFreshInstall;
}

/** `pagesToShow` (reader.js) in `locale`, one of the manifest's. */
export function pagesToShowIn(manifest, locale, { current = null, seen = null } = {}) {
  if (current === null) return seen && seenRecordHolds(seen, manifest) ? [] : released(manifest, locale, null, null);
  if (!seen) return releasePages(manifest, locale, { current });
  const lastSeen = parseAppVersion(seen.appVersion);
  if (manifest.kind === 'whats-new' && lastSeen) return releasePages(manifest, locale, { lastSeen, current });
  return seenRecordHolds(seen, manifest) ? [] : released(manifest, locale, null, current);
}

/**
 * Why `pagesToShow` gave no page, for `walkthrough_not_shown`: the seen record holds the
 * walkthrough (`seen`), the user is outside its audience (`audience`), or no page was released up
 * to this app version, or since the one last seen (`no-release-pages`).
 */
export function reasonNotShown(manifest, { current = null, seen = null } = {}) {
  if (current === null) return seen && seenRecordHolds(seen, manifest) ? 'seen' : 'no-release-pages';
  const lastSeen = seen && manifest.kind === 'whats-new' ? parseAppVersion(seen.appVersion) : null;
  if (seen && !lastSeen) return seenRecordHolds(seen, manifest) ? 'seen' : 'no-release-pages';
  return isInAudience(manifest, seen === null) ? 'no-release-pages' : 'audience';
}

/**
 * What to store when the walkthrough is looked at with `pagesToShow`, before anyone finishes it, as
 * `{outcome, appVersion}` (appVersion as stored: `2.1`); null for nothing. A fresh install of a walkthrough for upgrading users
 * records `current` as skipped, and a whats-new seen before app versions were recorded records
 * `current` with its outcome, so the next update shows what is new after it.
 */
export function seenRecordOnShowing(manifest, { current = null, seen = null } = {}) {
  if (current === null) return null;
  if (!seen) return manifest.audience === 'upgrading' ? { outcome: 'skipped', appVersion: formatAppVersion(current) } : null;
  const recordsNow = manifest.kind === 'whats-new' && !parseAppVersion(seen.appVersion) && seenRecordHolds(seen, manifest);
  return recordsNow ? { outcome: seen.outcome, appVersion: formatAppVersion(current) } : null;
}

/**
 * The pages of `locale` released up to `current` (every page when null), numbered 0…n−1: what a
 * walkthrough that has nothing new shows when it is opened anyway.
 */
export function pagesReleasedUpTo(manifest, locale, current) {
  return released(manifest, locale, null, current);
}

// The pages of `locale` released after `lastSeen` (all when null) and at most `current` (all when null).
function released(manifest, locale, lastSeen, current) {
  const pages = manifest.locales[locale].pages.filter((page) => {
    const since = parseAppVersion(page.since);
    if (!since || !current) return true;
    return compareAppVersions(since, current) <= 0 && !(lastSeen && compareAppVersions(since, lastSeen) <= 0);
  });
  return pages.map((page, index) => ({ ...page, index }));
}
