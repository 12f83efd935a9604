// Which of a walkthrough's locales serves a user: DESIGN §9.2, the rule the Swift and JVM
// libraries apply too (Tests/Fixtures/manifests/locale-negotiation.json).

const TAG = /^([a-z]{2,3}|[a-z]{5,8})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?((?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*)(?:-[a-z\d]-.+)?$/;
// Codes that other codes replaced, which phones still report (Android's iw for Hebrew).
const LEGACY_CODES = { iw: 'he', in: 'id', ji: 'yi', jw: 'jv', mo: 'ro', no: 'nb' };
// The regions that write Chinese in its Traditional script; elsewhere it is Simplified.
const TRADITIONAL_CHINESE_REGIONS = ['tw', 'hk', 'mo'];

/**
 * `text` as locale negotiation compares tags: `{ language, script, region, variants }`, lowercase,
 * legacy codes replaced, Chinese with the script its region writes, extensions and private use left
 * out; null when it is not a tag.
 */
function languageTag(text) {
  const match = TAG.exec(String(text).replace(/_/g, '-').toLowerCase());
  if (!match) return null;
  const [, code, script = '', region = '', variants] = match;
  const language = LEGACY_CODES[code] || code;
  const chineseScript = TRADITIONAL_CHINESE_REGIONS.includes(region) ? 'hant' : 'hans';
  return { language, script: script || (language === 'zh' ? chineseScript : ''), region, variants: variants.split('-').slice(1) };
}

// The tag, then without its last variant, and so on, then without its region (never without its script).
function prefixes(tag) {
  const all = tag.variants.map((_, count) => ({ ...tag, variants: tag.variants.slice(0, tag.variants.length - count) }));
  all.push({ ...tag, variants: [] });
  if (tag.region) all.push({ ...tag, region: '', variants: [] });
  return all;
}

const key = (tag) => [tag.language, tag.script, tag.region, ...tag.variants].filter(Boolean).join('-');
const hasCompatibleScript = (one, other) => !one.script || !other.script || one.script === other.script;
const matches = (one, other) => one.language === other.language && one.region === other.region
  && one.variants.join() === other.variants.join() && hasCompatibleScript(one, other);

/**
 * The locale of `manifest` that best serves `preferences`, the user's languages in order of
 * preference (`navigator.languages`; one tag works too). Tags read as BCP 47, case-insensitive, `_`
 * as `-`; a tag that is not `language[-script][-region][-variant…]` is skipped. Legacy codes count
 * as their successors (`iw` as `he`; `nb` and `no` as one), Chinese gets the script its region
 * writes (`zh-TW` is `zh-Hant-TW`), a tag without a script matches any, two scripts never match.
 * Per preference in order: the exact tag, then shorter prefixes, then a locale of the same language
 * and script (the first by tag); the first preference with a match wins; else the default locale.
 * The answer is one of the manifest's locales as the site wrote it.
 */
export function negotiateLocale(manifest, preferences) {
  const candidates = Object.keys(manifest.locales)
    .map((written) => ({ written, tag: languageTag(written) }))
    .filter(({ tag }) => tag)
    .sort((one, other) => (key(one.tag) < key(other.tag) ? -1 : 1));
  for (const preference of [].concat(preferences)) {
    const wanted = languageTag(preference);
    if (!wanted) continue;
    const found = prefixes(wanted).map((prefix) => candidates.find(({ tag }) => matches(tag, prefix))).find(Boolean)
      || candidates.find(({ tag }) => tag.language === wanted.language && hasCompatibleScript(tag, wanted));
    if (found) return found.written;
  }
  return manifest.defaultLocale;
}

/** The one-tag form of `negotiateLocale`: `pt-BR` → `pt` → the default locale. */
export function resolvedLocale(manifest, identifier) {
  return negotiateLocale(manifest, [identifier]);
}

/** The pages, labels, title and direction of the locale that best serves `preferences`. */
export function localized(manifest, preferences) {
  return manifest.locales[negotiateLocale(manifest, preferences)];
}
