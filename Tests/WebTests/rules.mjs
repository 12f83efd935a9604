// The web's rules the tests run against: the modules of web/ as they are, or, when
// WALKTHROUGH_RULES_SCRIPT names a file, that classic script, which sets `globalThis.walkthroughRules`
// (the rules as build-site bundles and minifies them; SiteBuilderTests write it and run these tests).
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import * as sources from '../../web/walkthrough-manifest.js';

const script = process.env.WALKTHROUGH_RULES_SCRIPT;
if (script) runInThisContext(readFileSync(script, 'utf8'), { filename: script });
const rules = script ? globalThis.walkthroughRules : sources;

export const {
  EVENT_SCHEMA, ManifestError, VERSION, bestClipVariant, createShowing, lifecycleEvent, notShownEvent, reasonNotShown, bestVariant, compareAppVersions, createPager, decodeSeenRecord, encodeSeenRecord,
  formatAppVersion, isSafeLink, localized, negotiateLocale, pagerOver, pagesReleasedUpTo, pagesToShow, pagesToShowIn, parseAppVersion,
  parseManifest, releasePages, resolvedLocale, resolvedURL, seenRecordHolds, seenRecordOnShowing,
} = rules;

/** Where the rules came from, for test names. */
export const SOURCE = script ? 'the minified bundle' : 'web/';
