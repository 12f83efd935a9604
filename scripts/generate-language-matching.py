#!/usr/bin/python3
"""Writes what language matching reads in every runtime, from ICU's CLDR data (Debian's
python3-icu, ICU's LocaleMatcher the reference):

* the data, the same strings in web/rules/language-data.js, the Swift library's
  LanguageData.swift and the JVM library's LanguageData.java: which languages a reader of
  another accepts and how closely, the regions CLDR groups, and (Swift and JVM; the web asks the
  browser's Intl.Locale) each language's likely script and region;
* Tests/Fixtures/manifests/locale-negotiation.json: ICU's answer for each site and reader, which
  the Swift, JVM, node and browser tests read.

    /usr/bin/python3 scripts/generate-language-matching.py           # write them
    /usr/bin/python3 scripts/generate-language-matching.py --check   # fail when they differ
"""
import json
import re
import sys
from pathlib import Path

import icu

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests/Fixtures/manifests/locale-negotiation.json"
OUTPUTS = {
    "js": ROOT / "web/rules/language-data.js",
    "swift": ROOT / "Sources/WalkthroughManifest/LanguageData.swift",
    "java": ROOT / "jvm/src/main/java/io/github/walkthroughsite/manifest/LanguageData.java",
}
TAG = re.compile(r"^([a-z]{2,3}|[a-z]{5,8})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?((?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*)(?:-[a-z\d]-.+)?$")
# The languages whose regional forms CLDR's language matching splits in two groups (languageInfo.xml's
# matchVariables: the US and its territories, the Americas, the Maghreb, Hong Kong and Macau), with a
# locale in each group to ask ICU about.
REGION_PROBES = {"en": ("en-GU", "en-GB"), "es": ("es-MX", "es-GQ"), "pt": ("pt-US", "pt-AO"), "ar": ("ar-MA", "ar-SA"),
                 "zh-Hant": ("zh-Hant-HK", "zh-Hant-SG")}
# A region nearer than the rest of its group to the readers outside the other (CLDR: en_*_$!enUS →
# en_*_GB), with a reader and a locale of that group to ask ICU about.
NEARER_REGIONS = {"en": ("GB", "en-NZ", "en-AU")}
# Among equally good matches ICU takes the default locale, then these, then the rest.
PARADIGMS = ["en-Latn-US", "en-Latn-GB", "es-Latn-ES", "es-Latn-419", "pt-Latn-BR", "pt-Latn-PT"]
DEMOTION = 5


def lsr(tag):
    locale = icu.Locale(tag.replace("-", "_"))
    locale.addLikelySubtags()
    return locale.getLanguage(), locale.getScript(), locale.getCountry()


def matcher(supported, default=True):
    builder = icu.LocaleMatcher.Builder()
    builder.setSupportedLocales([icu.Locale(tag.replace("-", "_")) for tag in supported])
    builder.setDefaultLocale(icu.Locale(supported[0].replace("-", "_"))) if default else builder.setNoDefaultLocale()
    return builder.build()


def icu_answer(supported, preferences):
    """ICU's pick among `supported` (the default first, the rest given to it by their likely subtags,
    then as written)
    for `preferences`, the tags this product reads (extensions left out, malformed ones skipped)."""
    ordered = supported[:1] + sorted(supported[1:], key=lambda tag: ("-".join(lsr(tag)), tag))
    matches = (TAG.match(preference.replace("_", "-").lower()) for preference in preferences)
    readable = [[part for part in match.groups()[:3] if part] for match in matches if match]
    if not readable:
        return supported[0]
    found = matcher(ordered).getBestMatchResult([icu.Locale("_".join(parts)) for parts in readable])
    return ordered[found.getSupportedIndex()] if found.getSupportedIndex() >= 0 else supported[0]


def languages():
    available = {str(locale.getLanguage()) for locale in icu.Locale.getAvailableLocales().values()}
    return sorted({code for code in list(icu.Locale.getISOLanguages()) + sorted(available) if lsr(code)[1] and lsr(code)[2]})


def supported_forms():
    """Each language and script ICU has locale data for, as `language` or, for a language written
    in several scripts, `language-Script`."""
    forms = {}
    for name in icu.Locale.getAvailableLocales():
        language, script, _ = lsr(name)
        forms.setdefault(language, set()).add(script)
    return sorted(f"{language}-{script}" if len(scripts) > 1 else language
                  for language, scripts in forms.items() for script in scripts)


def distance_bucket(desired, supported):
    """The distance ICU puts between `desired` and `supported` (same region), rounded up to the next
    multiple of the demotion per preference, or None when they never match."""
    if matcher([supported], default=False).getBestMatchResult(icu.Locale(desired)).getSupportedIndex() < 0:
        return None
    anchor = "ja_Jpan_JP" if not supported.startswith("ja") else "ko_Kore_KR"
    for fillers in range(0, 12):
        preferences = [icu.Locale(desired)] + [icu.Locale("zxx")] * fillers + [icu.Locale(anchor)]
        if matcher([supported, anchor.replace("_", "-")], default=False).getBestMatchResult(preferences).getSupportedIndex() == 0:
            return DEMOTION * (fillers + 1)
    return 60


def close_languages(codes):
    """`locale:distance:reader,reader` for every language ICU lets a reader of another accept, each
    `language` or, in a script other than its likely one (reader) or of a language written in
    several (locale), `language-Script`."""
    pairs = {}
    forms = supported_forms()
    for form in forms:
        supported = lsr(form)
        for code in sorted(set(codes) | set(forms)):
            desired = lsr(code)
            if desired[:2] == supported[:2] or desired[0] != code.split("-")[0]:
                continue
            distance = distance_bucket(f"{desired[0]}_{desired[1]}_{supported[2]}", f"{supported[0]}_{supported[1]}_{supported[2]}")
            if distance is not None:
                reader = desired[0] if lsr(desired[0])[1] == desired[1] else f"{desired[0]}-{desired[1]}"
                pairs.setdefault((form, distance), set()).add(reader)
    return [f"{form}:{distance}:{','.join(sorted(readers))}" for (form, distance), readers in sorted(pairs.items())]


def likely_subtags(codes):
    """`language:Script-REGION` per language, then `language-REGION:Script` where a region writes
    another script, and `language-Script:REGION` where a script has another likely region."""
    regions = sorted(str(region) for region in icu.Region.getAvailable(icu.URegionType.TERRITORY))
    entries, regional, scripted = [], [], []
    for code in codes:
        language, script, region = lsr(code)
        if language != code:
            continue
        entries.append(f"{code}:{script}-{region}")
        scripts = {script}
        for other in regions:
            local = lsr(f"{code}_{other}")
            if local[0] == code and local[1] != script:
                regional.append(f"{code}-{other}:{local[1]}")
                scripts.add(local[1])
        for other in sorted(scripts - {script}):
            local = lsr(f"{code}_{other}")
            if local[2] != region:
                scripted.append(f"{code}-{other}:{local[2]}")
    return entries, regional, scripted


def region_groups():
    """`language,language:IN,REGIONS|PARTLY,IN|NEARER` for the languages whose regional forms CLDR splits in two
    groups, asked of ICU: which locale of the language a reader in each region gets, of one in each
    group (neither the language's likely region, which ICU prefers among equals); NEARER, a region 3
    from the readers outside the group rather than 4 (en-GB)."""
    regions = sorted(str(r) for kind in (icu.URegionType.TERRITORY, icu.URegionType.WORLD, icu.URegionType.CONTINENT,
                                          icu.URegionType.SUBCONTINENT, icu.URegionType.GROUPING)
                     for r in icu.Region.getAvailable(kind))
    groups = []
    for language, (inside, outside) in REGION_PROBES.items():
        whole, partly = [], []
        for region in regions:
            reader = icu.Locale(f"{language.replace('-', '_')}_{region}")
            picks = {matcher(pair, default=False).getBestMatchResult(reader).getSupportedIndex() == pair.index(inside)
                     for pair in ([inside, outside], [outside, inside])}
            if picks == {True}:
                whole.append(region)
            elif len(picks) == 2:
                partly.append(region)
        nearer = ""
        if language in NEARER_REGIONS:
            region, reader, other = NEARER_REGIONS[language]
            found = matcher([other, f"{language}-{region}"]).getBestMatchResult(icu.Locale(reader.replace("-", "_"))).getSupportedIndex()
            nearer = region if found == 1 else ""
        groups.append((language, f"{','.join(whole)}|{','.join(partly)}|{nearer}"))
    merged = {}
    for language, regions in groups:
        merged.setdefault(regions, []).append(language)
    return [f"{','.join(languages)}:{regions}" for regions, languages in merged.items()]


def language_aliases():
    """`code:replacement` for the codes ICU reads as another (`iw:he`, `sh:sr-Latn`)."""
    aliases = []
    for code in icu.Locale.getISOLanguages() + ["sh", "tl", "mo", "iw", "in", "ji", "jw", "bh"]:
        canonical = str(icu.Locale.createCanonical(code))
        if canonical != code and canonical and "_" not in code:
            aliases.append(f"{code}:{canonical.replace('_', '-')}")
    # A tag of no language (`und`) reads as the language CLDR gives it.
    return sorted(set(aliases) | {"und:" + lsr("und")[0]})


def data():
    codes = languages()
    likely, regional, scripted = likely_subtags(codes)
    return {"languageAliases": " ".join(language_aliases()), "closeLanguages": " ".join(close_languages(codes)), "regionGroups": " ".join(region_groups()),
            "paradigms": " ".join(PARADIGMS), "likelySubtags": " ".join(likely),
            "regionalScripts": " ".join(regional), "scriptRegions": " ".join(scripted)}


# Cases written by hand: what each pins down. ICU gives the answer.
NAMED_CASES = [
    (["en", "he"], ["iw_IL"], "Android keeps the legacy code for Hebrew"),
    (["en", "id"], ["in-ID"], "Android keeps the legacy code for Indonesian"),
    (["en", "yi"], ["ji"], "the legacy code for Yiddish"),
    (["en", "jv"], ["jw-ID"], "the legacy code for Javanese"),
    (["en", "ro"], ["mo"], "Moldavian is Romanian"),
    (["en", "he"], ["he-IL"], "the current code, the region Hebrew's likely one"),
    (["en", "iw"], ["he"], "a site's legacy tag reads as its successor, and comes back as the site wrote it"),
    (["en", "zh-TW", "zh-CN"], ["zh-Hant-TW"], "iOS names the script; the site's zh-TW is Traditional"),
    (["en", "zh-TW", "zh-CN"], ["zh-HK"], "Hong Kong writes Traditional Chinese"),
    (["en", "zh-TW", "zh-CN"], ["zh-Hans-CN"], "the site's zh-CN is Simplified"),
    (["en", "zh-TW", "zh-CN"], ["zh"], "plain zh is Simplified"),
    (["en", "zh-TW", "zh-CN"], ["zh-SG"], "Singapore writes Simplified Chinese"),
    (["en", "zh"], ["zh-Hant"], "Traditional never reaches a site's plain zh, which is Simplified"),
    (["en", "zh-Hant"], ["zh-Hans"], "nor Simplified a Traditional one"),
    (["en", "zh-Hant"], ["yue-HK"], "Cantonese readers read Traditional Chinese"),
    (["en", "zh"], ["zh-Hans-CN"], "Simplified reaches plain zh"),
    (["en", "pt"], ["pt-BR"], "the site's only Portuguese"),
    (["en", "pt-BR"], ["pt"], "and the other way"),
    (["en", "pt-PT", "pt-BR"], ["pt"], "plain pt is Brazil's"),
    (["en", "pt-PT", "pt-BR"], ["pt-AO"], "Angola is nearer Portugal than Brazil"),
    (["en", "pt", "pt-BR"], ["pt-PT"], "a site's plain pt beside pt-BR is Portugal's"),
    (["en", "pt", "pt-BR"], ["pt-BR"], "and pt-BR Brazil's"),
    (["en", "pt", "pt-BR"], ["pt"], "a reader's plain pt is Brazil's: on purpose, not ICU's answer"),
    (["en", "pt", "pt-BR"], ["pt-US"], "the Americas read Brazil's: on purpose, not ICU's answer"),
    (["en", "pt", "pt-BR"], ["pt-MZ"], "Mozambique reads the site's plain pt, Portugal's"),
    (["en", "no"], ["nb-NO"], "Norwegian Bokmål reads the site's no"),
    (["en", "nb"], ["no"], "and the other way"),
    (["en", "nb"], ["nn"], "Nynorsk readers read Bokmål"),
    (["en", "da", "nb"], ["nn-NO"], "Nynorsk is nearer Bokmål than Danish"),
    (["en", "sr-Cyrl"], ["sr-Latn-RS"], "most Serbs read either script"),
    (["en", "sr-Cyrl", "sr-Latn"], ["sr-Latn-RS"], "the same script first"),
    (["en", "sr-Cyrl", "sr-Latn"], ["sr-ME"], "Montenegro writes Serbian in Latin"),
    (["en", "sr"], ["sr-Latn-RS"], "plain sr is Cyrillic, one step away"),
    (["en", "sr-Latn"], ["sr"], "and the other way"),
    (["en", "de"], ["gsw-CH"], "Swiss German readers read German"),
    (["en", "de", "fr"], ["de-CH", "fr"], "the first preference with a match wins"),
    (["en", "fr"], ["de-CH", "fr"], "the second preference, when the first has none"),
    (["en", "fr"], ["xx", "fr"], "an unknown language is no match"),
    (["en", "es"], ["ca"], "Catalan readers read Spanish"),
    (["en", "es"], ["ca", "en"], "but a language the reader names next comes first"),
    (["en", "fr"], ["br", "de", "en"], "a close language costs more than two further preferences"),
    (["en", "fr"], [], "no preference: the default locale"),
    (["fr", "en"], ["de"], "no match: the default locale, the first listed"),
    (["en", "fr"], ["en_US_POSIX"], "Apple's POSIX locale: a variant, left out"),
    (["en", "fr"], ["FR_ca"], "case-insensitive, _ as -"),
    (["en", "fr"], ["-", "12", "en--US", "fr"], "malformed tags are skipped without an error"),
    (["en", "fr"], ["fr-CA-u-mu-celsius"], "Android's regional preferences are extensions, left out"),
    (["en", "es", "es-419"], ["es-MX"], "Mexico is nearer Latin America's Spanish than Spain's"),
    (["en", "es", "es-419"], ["es"], "plain es is Spain's"),
    (["en", "es-419"], ["es-419"], "a numeric region, exactly"),
    (["en-GB", "en-US"], ["en-AU"], "Australia is nearer Britain's English"),
    (["en-AU", "en-GB"], ["en-NZ"], "and Britain's nearer than another region's, the default's too"),
    (["fr-CA", "fr-BE"], ["fr-CH"], "of equals, the default"),
    (["fr-CA", "fr"], ["fr-CH"], "but of equals, the language's likely region before the default"),
    (["en", "zh-Hant"], ["yue-Hans"], "Cantonese in Simplified is no reader of Traditional Chinese"),
    (["fr", "en"], ["pa-Arab"], "Punjabi in Arabic script no reader of English, unlike Punjabi in Gurmukhi"),
    (["fr", "en"], ["pa"], "Punjabi in Gurmukhi, its usual script, reads English"),
    (["en", "sh", "sr-Latn"], ["sr-Latn"], "a legacy code's script is not the one the reader names"),
    (["en-GB", "en-US"], ["en"], "plain en is the US's"),
    (["en-GB", "en-US"], ["en-PR"], "Puerto Rico's English is the US's"),
    (["en", "en-GB"], ["en-IN"], "India's English is nearer Britain's than a plain en, the US's"),
    (["en-GB", "ms"], ["id"], "Indonesian readers read Malay"),
    (["en", "ar"], ["arz"], "Egyptian Arabic readers read Arabic"),
    (["en", "ar", "ar-MA"], ["ar-DZ"], "Algeria is nearer Morocco's Arabic"),
    (["en", "zh-Hant-TW", "zh-Hant-HK"], ["zh-MO"], "Macau is nearer Hong Kong's Chinese"),
]
# Folder names as a real app's 72 locales come (Tests/BrowserTests/many_locales.py).
APP_LOCALES = ["en", "ar", "de", "fr", "es", "it", "pt-br", "pt-pt", "nl", "sv", "da", "nb", "nn", "fi", "is", "et", "lv", "lt",
               "pl", "cs", "sk", "sl", "hr", "sr-latn", "sr-cyrl", "bs", "hu", "ro", "bg", "uk", "ru", "be", "el", "tr", "he", "fa",
               "ur", "hi", "bn", "ta", "te", "kn", "ml", "mr", "gu", "pa", "th", "lo", "km", "my", "vi", "id", "ms", "fil", "ja",
               "ko", "zh-hans", "zh-hant", "zh-hk", "sw", "am", "zu", "af", "ca", "eu", "gl", "ga", "cy", "ka", "hy", "kk", "uz"]
# Readers of the app: its languages as phones report them, and neighbours of them.
APP_READERS = ["en-US", "en-GB", "en-IN", "de-AT", "de-CH", "gsw-CH", "lb", "fr-CA", "fr-BE", "br", "oc", "es-MX", "es-419", "es-ES",
               "ca-ES", "gl", "pt-BR", "pt-PT", "pt-AO", "pt", "it-CH", "nl-BE", "fy", "sv-FI", "da-DK", "no", "nb-NO", "nn-NO",
               "fo", "is-IS", "et-EE", "vro", "sr-Latn-RS", "sr-Cyrl-RS", "sr-RS", "sr-ME", "bs-BA", "hr-HR", "uk-UA",
               "be-BY", "ru-KZ", "kk-KZ", "ky", "tg", "tt", "el-CY", "tr-CY", "ku", "iw-IL", "he-IL", "fa-AF", "ps", "ur-IN",
               "hi-IN", "mai", "bn-IN", "as", "pa-PK", "pa-Guru-IN", "ta-LK", "si", "ne", "th-TH", "lo-LA", "km-KH", "vi-VN",
               "in-ID", "jv", "su", "ms-SG", "tl-PH", "ceb", "ja-JP", "ko-KR", "zh-CN", "zh-SG", "zh-TW", "zh-HK",
               "zh-MO", "zh-Hant-MY", "yue-HK", "yue-Hans-CN", "wuu", "bo", "ug", "sw-KE", "am-ET", "ti", "so", "om",
               "zu-ZA", "xh", "af-NA", "eu-ES", "ga-IE", "gd", "cy-GB", "ka-GE", "hy-AM", "az", "uz-Latn-UZ", "uz-Cyrl", "mn",
               "ar-EG", "ar-MA", "ckb", "mt", "la", "eo", "und", "xx"]
# A site with regional forms side by side.
REGIONAL_LOCALES = ["en", "en-GB", "es", "es-419", "pt-BR", "pt-PT", "fr", "fr-CA", "zh-Hans", "zh-Hant", "zh-HK", "sr-Cyrl", "sr-Latn",
                    "ar", "ar-MA", "de", "de-CH", "nb"]
REGIONAL_READERS = ["en-AU", "en-CA", "en-PR", "en-150", "es-AR", "es-US", "es-GQ", "pt-MZ", "pt-US", "fr-CH", "fr-US",
                    "zh-MO", "zh-Hant-SG", "sr-BA", "ar-TN", "ar-SA", "de-LI", "gsw", "nn", "da"]
PREFERENCE_LISTS = [["fr-CH", "de"], ["gsw-CH", "fr-CH", "en"], ["nn", "en"], ["ca", "es", "en"], ["br", "fr"], ["yue-HK", "en"],
                    ["sr-Latn-ME", "hr"], ["uk", "ru"], ["be", "ru", "en"], ["fy", "nl", "de"], ["pt-AO", "pt-BR"], ["eu", "fr", "es"],
                    ["gd", "ga"], ["kk", "ru", "en"], ["ms-MY", "id"], ["xx", "zz", "ja"], ["de-CH", "de", "fr", "it", "rm"]]


def case(locales, preferences, why):
    """A case: this product's answer (ICU's on `product_view(locales)`), and ICU's own beside it
    where the two differ."""
    product = product_view(locales)
    result = {"locales": locales, "preferences": preferences, "expect": locales[product.index(icu_answer(product, preferences))], "why": why}
    if icu_answer(locales, preferences) != result["expect"]:
        result["icu"] = icu_answer(locales, preferences)
    return result


def product_view(locales):
    """`locales` as this product reads them where it answers otherwise on purpose: a site's plain `pt`
    beside `pt-BR` is Portugal's, `pt-PT` (ICU reads both as Brazil's)."""
    brazil = any(tag.lower() in ("pt-br", "pt_br") for tag in locales)
    return ["pt-PT" if brazil and tag.lower() == "pt" else tag for tag in locales]


def cases():
    named = [case(locales, preferences, why) for locales, preferences, why in NAMED_CASES]
    app = [case(APP_LOCALES, [reader], f"a reader of {reader} on an app's 72 locales") for reader in APP_READERS]
    regional = [case(REGIONAL_LOCALES, [reader], f"a reader of {reader} among regional forms")
                for reader in REGIONAL_READERS + [tag for tag in APP_READERS if tag.split("-")[0] in {"en", "es", "pt", "zh", "sr", "ar", "de"}]]
    lists = [case(APP_LOCALES, preferences, "several preferences on an app's 72 locales") for preferences in PREFERENCE_LISTS]
    return named + app + regional + lists


DESCRIPTION = (
    "Which of a site's locales each runtime picks for a reader's languages in order of preference (navigator.languages, "
    "Locale.preferredLanguages, Android's LocaleList as language tags): the first locale is the site's default. "
    "ICU's LocaleMatcher (CLDR's language matching) gives `expect`, with the site's locales given to it as the default, then "
    "the rest by their likely subtags, then as written; where this product answers otherwise on purpose (a site's plain pt "
    "beside pt-BR is Portugal's), `icu` holds ICU's own answer. Written by "
    "scripts/generate-language-matching.py; the Swift, JVM and web tests (node --test, and the pager and embed.js in "
    "Chromium and WebKit) read it.")



def generated_files():
    values = data()
    header = "Generated by scripts/generate-language-matching.py from ICU %s's CLDR data. Do not edit." % icu.ICU_VERSION
    web = ("// " + header + "\n// The codes that replaced others (which not every browser's Intl.Locale knows); readers of one\n"
           "// language who accept another, and how closely (`locale:distance:readers`); the\n"
           "// regions CLDR groups for a language (`language:in|partly in`); the locales ICU prefers among equals.\n"
           + "".join(f"export const {name} = {json.dumps(values[key])};\n" for name, key in WEB_NAMES))
    swift = ("// " + header + "\n\n/// CLDR's language matching data, as `docs/translations.md` describes it.\nenum LanguageData {\n"
             + "".join(f"    static let {key} = {json.dumps(values[key], ensure_ascii=False)}\n" for key in values) + "}\n")
    java = ("// " + header + "\npackage io.github.walkthroughsite.manifest;\n\n/** CLDR's language matching data, as docs/translations.md describes it. */\n"
            "final class LanguageData {\n    private LanguageData() {}\n\n"
            + "".join(f"    static final String {constant(key)} = {json.dumps(values[key])};\n" for key in values) + "}\n")
    lines = ",\n  ".join(json.dumps(one, ensure_ascii=False) for one in cases())
    fixture = '{\n "description": %s,\n "cases": [\n  %s\n ]\n}\n' % (json.dumps(DESCRIPTION), lines)
    return {OUTPUTS["js"]: web, OUTPUTS["swift"]: swift, OUTPUTS["java"]: java, FIXTURE: fixture}


WEB_NAMES = [("LANGUAGE_ALIASES", "languageAliases"), ("CLOSE_LANGUAGES", "closeLanguages"), ("REGION_GROUPS", "regionGroups"), ("PARADIGMS", "paradigms")]


def constant(key):
    return re.sub(r"([A-Z])", r"_\1", key).upper()


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    for path, text in generated_files().items():
        if check:
            if not path.exists() or path.read_text() != text:
                stale.append(str(path.relative_to(ROOT)))
        else:
            path.write_text(text)
    if stale:
        sys.exit("out of date (run /usr/bin/python3 scripts/generate-language-matching.py): " + ", ".join(stale))


if __name__ == "__main__":
    main()
