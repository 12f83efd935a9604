// walkthrough-manifest.js: the walkthrough's rules for web apps, the same ones the pager, the Swift
// library and the JVM library apply. Every site publishes it at its root as one ES module:
//
//   import { parseManifest, localized, createPager } from '/walkthrough-manifest.js';
//   const manifest = parseManifest(await (await fetch('/manifest.json')).arrayBuffer());
//   const { pages, labels, direction } = localized(manifest, navigator.languages);
//   const pager = createPager(manifest, navigator.languages);
//
// Every function is pure: storage, the clock and the user's languages are passed in.
export { ManifestError, OLDEST_SCHEMA_VERSION, SUPPORTED_SCHEMA_VERSION, parseManifest } from './rules/manifest-contract.js';
export { localized, negotiateLocale, resolvedLocale } from './rules/locales.js';
export { createPager, pagesToShow } from './rules/reader.js';
export { compareAppVersions, formatAppVersion, parseAppVersion } from './rules/app-versions.js';
export { pagesReleasedUpTo, pagesToShowIn, reasonNotShown, releasePages, seenRecordOnShowing } from './rules/releases.js';
export { decodeSeenRecord, encodeSeenRecord, seenRecordHolds } from './rules/seen-record.js';
export { pagerOver } from './rules/pager.js';
export { bestClipVariant, bestVariant } from './rules/variants.js';
export { isSafeLink, resolvedURL } from './rules/links.js';
export { EVENT_SCHEMA, createShowing, lifecycleEvent, notShownEvent } from './rules/events.js';
export { VERSION } from './rules/version.js';
