import Foundation

extension WalkthroughManifest {
    /// The locale that best serves `preferences`, the user's languages in order of preference
    /// (`Locale.preferredLanguages`; Android's `LocaleList`; `navigator.languages`). Tags read as
    /// BCP 47, case-insensitive, `_` as `-` (Apple's `pt_BR` works); a tag that is not
    /// `language[-script][-region][-variant…]` is skipped. Legacy codes count as their successors
    /// (`iw` as `he`, `in` as `id`; `nb` and `no` as one), and Chinese gets the script its region
    /// writes (`zh-TW` is `zh-Hant-TW`, `zh` is `zh-Hans`); a tag without a script matches any, two
    /// scripts never match. For each preference in order: the exact tag, then shorter prefixes, then a
    /// locale of the same language and script (the first by tag); the first preference with a match
    /// wins; else the default locale.
    ///
    ///     manifest.resolvedLocale(for: Locale.preferredLanguages)   // ["zh-Hant-TW", "en-GB"] → "zh-TW"
    public func resolvedLocale(for preferences: [String]) -> String {
        let candidates = locales.keys.compactMap { tag in LanguageTag(tag).map { (tag: tag, parts: $0) } }
            .sorted { $0.parts.key < $1.parts.key }
        for preference in preferences {
            guard let wanted = LanguageTag(preference) else { continue }
            let byPrefix = wanted.prefixes.lazy.compactMap { prefix in candidates.first { $0.parts.matches(prefix) } }.first
            if let found = byPrefix ?? candidates.first(where: { $0.parts.language == wanted.language && $0.parts.hasScript(compatibleWith: wanted) }) {
                return found.tag
            }
        }
        return defaultLocale
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
