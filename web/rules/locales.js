// Which of a walkthrough's locales serves a reader: CLDR's language matching as ICU's LocaleMatcher
// applies it (docs/translations.md, "Which language a reader gets"), the rule the Swift and JVM
// libraries apply too (Tests/Fixtures/manifests/locale-negotiation.json). Likely subtags come from
// the browser's Intl.Locale; the rest of CLDR's data from language-data.js.
import { CLOSE_LANGUAGES, LANGUAGE_ALIASES, PARADIGMS, REGION_GROUPS } from './language-data.js';

const TAG = /^([a-z]{2,3}|[a-z]{5,8})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?(?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*(?:-[a-z\d]-.+)?$/;
// ICU's threshold: languages or scripts this far apart (or more) never match.
const NO_MATCH = 50;
// What each further preference of the reader's costs: a region apart.
const DEMOTION = 5;

const aliases = Object.fromEntries(LANGUAGE_ALIASES.split(' ').map((entry) => entry.split(':')));
const closeness = {};
for (const [locale, apart, readers] of CLOSE_LANGUAGES.split(' ').map((group) => group.split(':'))) {
  for (const reader of readers.split(',')) closeness[`${reader}>${locale}`] = +apart;
}
const regionGroups = {};
for (const [languages, regions] of REGION_GROUPS.split(' ').map((group) => group.split(':'))) {
  const [whole, partly, nearer] = regions.split('|').map((list) => list.split(','));
  for (const language of languages.split(',')) regionGroups[language] = { whole, partly, nearer: nearer[0] };
}
const paradigms = new Set(PARADIGMS.split(' '));

/**
 * `text` as language matching reads it: `{ language, script, region }` with CLDR's likely subtags
 * filled in and legacy codes replaced (`iw` is `he-Hebr-IL`), `_` as `-`, case aside, variants,
 * extensions and private use left out; `named` says which of script (2) and region (1) `text`
 * named. Null when `text` is not a tag. (A browser without `Intl.Locale` compares tags as written.)
 */
function readTag(text) {
  const key = String(text);
  if (!readTags.has(key)) readTags.set(key, readTagAnew(key));
  return readTags.get(key);
}

// Tags already read: a page reads the same few many times over (each locale for each of the reader's languages).
const readTags = new Map();

function readTagAnew(text) {
  const match = TAG.exec(text.replace(/_/g, '-').toLowerCase());
  if (!match) return null;
  const [language, script, region] = match.slice(1, 4);
  const [replacement, aliasScript] = (aliases[language] || language).split('-');
  const tag = [replacement, script || aliasScript, region].filter(Boolean).join('-');
  const locale = typeof Intl.Locale === 'function' ? new Intl.Locale(tag).maximize() : { language: replacement, script: script || aliasScript, region };
  return { language: locale.language, script: locale.script || '', region: locale.region || '', named: (script ? 2 : 0) + (region ? 1 : 0) };
}

// The script CLDR gives `language` and the region it gives `language` in `script`.
const likelyScript = (language) => readTag(language).script;
const likelyRegion = (language, script) => (readTag([language, script].filter(Boolean).join('-')) || {}).region;

const subtags = (tag) => `${tag.language}-${tag.script}-${tag.region}`;

// How far apart CLDR puts a reader's `wanted` language and a locale's `offered` one, scripts included
// (a reader's plain language stands for its likely script only: Punjabi in Arabic is not Gurmukhi's).
function languageDistance(wanted, offered) {
  if (wanted.language === offered.language && wanted.script === offered.script) return 0;
  const readers = [`${wanted.language}-${wanted.script}`].concat(wanted.script === likelyScript(wanted.language) ? [wanted.language] : []);
  const locales = [`${offered.language}-${offered.script}`, offered.language];
  const key = readers.flatMap((reader) => locales.map((locale) => `${reader}>${locale}`)).find((pair) => pair in closeness);
  return key ? closeness[key] : NO_MATCH;
}

// How far apart two regions are for a language: 4, or 5 across a border CLDR draws for it
// (English of the US and its territories, Spanish and Portuguese of the Americas, Arabic of the
// Maghreb, Chinese of Hong Kong and Macau), 3 to a region nearer the readers outside the group
// (British English). A region in part on each side is on both.
function regionDistance(wanted, offered) {
  if (wanted.region === offered.region) return 0;
  const group = wanted.language === offered.language && wanted.script === offered.script
    && (regionGroups[`${offered.language}-${offered.script}`] || regionGroups[offered.language]);
  if (!group) return 4;
  const side = (region) => (group.whole.includes(region) ? 1 : region && group.partly.includes(region) ? 2 : 0);
  if (side(wanted.region) === 0 && offered.region === group.nearer) return 3;
  return side(wanted.region) === side(offered.region) && side(wanted.region) < 2 ? 4 : 5;
}

// The distance between two tags; between the same subtags, less than 1 where one names a script
// or region the other leaves to CLDR, 0 where they name the same.
function distance(wanted, offered) {
  if (subtags(wanted) === subtags(offered)) return (wanted.named ^ offered.named) / 4;
  const apart = languageDistance(wanted, offered);
  return apart >= NO_MATCH ? NO_MATCH : apart + regionDistance(wanted, offered);
}

// Whether `one` is the likelier form of `other`'s language: its likely script where the scripts
// differ, else its likely region where the regions do (ICU's tie-break: `fr` before `fr-CA` for `fr-CH`).
function isLikelier(one, other) {
  if (one.language !== other.language) return false;
  if (one.script !== other.script) return one.script === likelyScript(one.language);
  return one.region !== other.region && one.region === likelyRegion(one.language, one.script);
}

/**
 * The manifest's locales in the order ICU prefers among equally good ones: the default, then the
 * paradigm locales (en, en-GB, es, es-419, pt-BR, pt-PT), then the rest, each part by its subtags,
 * then as written. On purpose unlike ICU, a plain `pt` beside `pt-BR` is Portugal's, `pt-PT`.
 */
function siteLocales(manifest) {
  const keys = Object.keys(manifest.locales);
  const brazil = keys.some((key) => /^pt[-_]br$/i.test(key));
  const locales = keys.map((locale) => ({ locale, tag: readTag(brazil && locale.toLowerCase() === 'pt' ? 'pt-PT' : locale) })).filter(({ tag }) => tag);
  const rank = ({ locale, tag }) => (locale === manifest.defaultLocale ? 0 : paradigms.has(subtags(tag)) ? 1 : 2);
  const compare = (one, other) => (one < other ? -1 : one > other ? 1 : 0);
  return locales.sort((one, other) => rank(one) - rank(other) || compare(subtags(one.tag), subtags(other.tag)) || compare(one.locale, other.locale));
}

/**
 * The locale of `manifest` that best serves `preferences`, the reader's languages in order of
 * preference (`navigator.languages`; one tag works too), as ICU's LocaleMatcher picks it from
 * CLDR's data: a locale with the same language, script and region at once; else the closest
 * (region 4 or 5, a close language such as Swiss German to German, `nn` to `nb`, `yue-HK` to
 * `zh-Hant`, 5 to 40; another script or language, no match), each preference after the first
 * costing 5 more; else the default locale. The answer is one of the manifest's locales as the site
 * wrote it.
 */
export function negotiateLocale(manifest, preferences) {
  return closestLocale(manifest, preferences) || manifest.defaultLocale;
}

/** `negotiateLocale` without the default: null when no locale is close enough. */
export function closestLocale(manifest, preferences) {
  const locales = siteLocales(manifest);
  let best = null;
  let threshold = NO_MATCH;
  for (const wanted of [].concat(preferences).map(readTag).filter(Boolean)) {
    let found = null;
    for (const candidate of locales) {
      const apart = distance(wanted, candidate.tag);
      if (apart === 0) return candidate.locale;
      if (apart < threshold || (found && apart === threshold && isLikelier(candidate.tag, found.tag))) [found, threshold] = [candidate, apart];
    }
    best = found || best;
    threshold -= DEMOTION;
    if (threshold <= 0) break;
  }
  return best && best.locale;
}

/** The one-tag form of `negotiateLocale`: `pt-BR` → `pt` → the default locale. */
export function resolvedLocale(manifest, identifier) {
  return negotiateLocale(manifest, [identifier]);
}

/** The pages, labels, title and direction of the locale that best serves `preferences`. */
export function localized(manifest, preferences) {
  return manifest.locales[negotiateLocale(manifest, preferences)];
}
