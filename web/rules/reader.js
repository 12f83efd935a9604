// What a manifest gives a reader with these languages: its pager and the pages to show, in the
// locale that serves them (locales.js). Apart from the rules they combine, so the pager's page
// script, which has one locale to show, carries no language matching.
import { negotiateLocale } from './locales.js';
import { pagerOver } from './pager.js';
import { pagesToShowIn } from './releases.js';

/**
 * A pager on the first page of `manifest`, in the locale that best serves `preferences`, over
 * every page of that locale or over `pages` (from `pagesToShow`; not empty).
 */
export function createPager(manifest, preferences, pages = null) {
  const locale = manifest.locales[negotiateLocale(manifest, preferences)];
  return pagerOver(manifest.behavior, locale.labels, pages || locale.pages);
}

/**
 * The pages to show now, in the locale that best serves `preferences`, given the app's `current`
 * version (null when the app gave none) and the `seen` record (from `decodeSeenRecord`, null when
 * none is stored); [] when the walkthrough is not to show. Without an app version the seen record
 * alone decides. Never seen: `releasePages` of a fresh install. A whats-new seen at a known app
 * version: the pages released since, to the audience. Otherwise the seen record decides, and the
 * pages released up to `current` show. See `seenRecordOnShowing` for what to store meanwhile.
 */
export function pagesToShow(manifest, preferences, options = {}) {
  return pagesToShowIn(manifest, negotiateLocale(manifest, preferences), options);
}
