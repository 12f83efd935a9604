import Foundation

extension WalkthroughManifest {
    /// The locale that best serves `preferences`, the reader's languages in order of preference
    /// (`Locale.preferredLanguages`; Android's `LocaleList`; `navigator.languages`), as ICU's
    /// `LocaleMatcher` picks it from CLDR's data. Tags read as BCP 47, case-insensitive, `_` as `-`
    /// (Apple's `pt_BR` works), legacy codes as their successors (`iw` as `he`), with CLDR's likely
    /// script and region (`zh-TW` is `zh-Hant-TW`, `zh` is `zh-Hans-CN`); a tag that is not
    /// `language[-script][-region][-variant…]` is skipped. A locale with the same language, script
    /// and region wins at once; else the closest: another region, a close language (Swiss German
    /// reads German, `nn` reads `nb`, `yue-HK` reads `zh-Hant`) or script (`sr-Latn` and `sr-Cyrl`),
    /// each preference after the first a little further; another language or script is no match;
    /// else the default locale.
    ///
    ///     manifest.resolvedLocale(for: Locale.preferredLanguages)   // ["zh-Hant-TW", "en-GB"] → "zh-TW"
    public func resolvedLocale(for preferences: [String]) -> String {
        LanguageMatcher(locales: locales.keys, defaultLocale: defaultLocale).bestLocale(for: preferences)
    }

    /// The one-tag form of `resolvedLocale(for:)`: `pt-BR` → `pt` → the default locale.
    public func resolvedLocale(for identifier: String) -> String {
        resolvedLocale(for: [identifier])
    }

    /// The pages, labels, title and direction of the locale that best serves `preferences`.
    public func localized(for preferences: [String]) -> LocalizedWalkthrough {
        // `init(data:)` guarantees the default locale exists.
        locales[resolvedLocale(for: preferences)] ?? locales[defaultLocale]!
    }

    /// The pages, labels, title and direction for `identifier`, with BCP 47 fallback
    /// (`pt-BR` → `pt` → the default locale).
    public func localized(for identifier: String) -> LocalizedWalkthrough {
        localized(for: [identifier])
    }
}
