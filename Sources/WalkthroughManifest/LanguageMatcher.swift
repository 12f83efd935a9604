/// Which of a walkthrough's locales serves a reader: CLDR's language matching as ICU's
/// `LocaleMatcher` applies it, the rule the web and the JVM apply too
/// (Tests/Fixtures/manifests/locale-negotiation.json holds ICU's answers).
/// `WalkthroughManifest.resolvedLocale(for:)` asks it; so can a list of an app's own.
public struct LanguageMatcher {
    /// What each further preference of the reader's costs: a region apart.
    static let demotion = 5.0
    /// The locales ICU prefers among equally good matches, after the default.
    private static let paradigms = Set(LanguageData.paradigms.split(separator: " ").map(String.init))

    private let locales: [(locale: String, tag: LanguageTag)]
    private let defaultLocale: String

    /// A matcher over `locales` as the site wrote them, in the order ICU prefers among equals: the
    /// default, then the paradigm locales (en, en-GB, es, es-419, pt-BR, pt-PT), then the rest,
    /// each part by its subtags, then as written. On purpose unlike ICU, a plain `pt` beside `pt-BR`
    /// is Portugal's, `pt-PT`.
    public init(locales: some Collection<String>, defaultLocale: String) {
        let rank = { (locale: String, tag: LanguageTag) in locale == defaultLocale ? 0 : Self.paradigms.contains(tag.subtags) ? 1 : 2 }
        let brazil = locales.contains { ["pt-br", "pt_br"].contains($0.lowercased()) }
        self.locales = locales.compactMap { locale in LanguageTag(brazil && locale.lowercased() == "pt" ? "pt-PT" : locale).map { (locale, $0) } }
            .sorted { (rank($0.locale, $0.tag), $0.tag.subtags, $0.locale) < (rank($1.locale, $1.tag), $1.tag.subtags, $1.locale) }
        self.defaultLocale = defaultLocale
    }

    /// The locale that best serves `preferences`, as the site wrote it: `closestLocale(for:)`, else
    /// the default locale.
    public func bestLocale(for preferences: [String]) -> String {
        closestLocale(for: preferences) ?? defaultLocale
    }

    /// The locale that serves `preferences` best, as the site wrote it: one with the same language,
    /// script and region at once; else the closest (`LanguageDistance`), each preference after the
    /// first costing `demotion` more; nil when none is close enough.
    public func closestLocale(for preferences: [String]) -> String? {
        var best: String?
        var threshold = LanguageDistance.noMatch
        for wanted in preferences.compactMap(LanguageTag.init) {
            var found: (locale: String, tag: LanguageTag)?
            for candidate in locales {
                let apart = LanguageDistance.between(wanted, candidate.tag)
                if apart == 0 { return candidate.locale }
                if apart < threshold || (apart == threshold && found.map { Self.isLikelier(candidate.tag, than: $0.tag) } == true) {
                    (found, threshold) = (candidate, apart)
                }
            }
            best = found?.locale ?? best
            threshold -= Self.demotion
            if threshold <= 0 { break }
        }
        return best
    }

    /// Whether `one` is the likelier form of `other`'s language: its likely script where the scripts
    /// differ, else its likely region where the regions do (ICU's tie-break: `fr` before `fr-CA` for `fr-CH`).
    private static func isLikelier(_ one: LanguageTag, than other: LanguageTag) -> Bool {
        guard one.language == other.language else { return false }
        if one.script != other.script { return one.script == LikelySubtags.script(of: one.language, in: "") }
        return one.region != other.region && one.region == LikelySubtags.region(of: one.language, in: one.script)
    }
}
