/// Which of a walkthrough's locales serves a reader: CLDR's language matching as ICU's
/// `LocaleMatcher` applies it, the rule the web and the JVM apply too
/// (Tests/Fixtures/manifests/locale-negotiation.json holds ICU's answers).
struct LanguageMatcher {
    /// What each further preference of the reader's costs: a region apart.
    static let demotion = 5.0
    /// The locales ICU prefers among equally good matches, after the default.
    private static let paradigms = Set(LanguageData.paradigms.split(separator: " ").map(String.init))

    private let locales: [(written: String, tag: LanguageTag)]
    private let defaultLocale: String

    /// A matcher over `locales` as the site wrote them, in the order ICU prefers among equals: the
    /// default, then the paradigm locales (en, en-GB, es, es-419, pt-BR, pt-PT), then the rest,
    /// each part by its subtags, then as written. On purpose unlike ICU, a plain `pt` beside `pt-BR`
    /// is Portugal's, `pt-PT`.
    init(locales: some Collection<String>, defaultLocale: String) {
        let rank = { (written: String, tag: LanguageTag) in written == defaultLocale ? 0 : Self.paradigms.contains(tag.subtags) ? 1 : 2 }
        let brazil = locales.contains { ["pt-br", "pt_br"].contains($0.lowercased()) }
        self.locales = locales.compactMap { written in LanguageTag(brazil && written.lowercased() == "pt" ? "pt-PT" : written).map { (written, $0) } }
            .sorted { (rank($0.written, $0.tag), $0.tag.subtags, $0.written) < (rank($1.written, $1.tag), $1.tag.subtags, $1.written) }
        self.defaultLocale = defaultLocale
    }

    /// The locale that best serves `preferences`, as the site wrote it: one with the same language,
    /// script and region at once; else the closest (`LanguageDistance`), each preference after the
    /// first costing `demotion` more; else the default locale.
    func bestLocale(for preferences: [String]) -> String {
        var best: String?
        var threshold = LanguageDistance.noMatch
        for wanted in preferences.compactMap(LanguageTag.init) {
            var found: (written: String, tag: LanguageTag)?
            for locale in locales {
                let apart = LanguageDistance.between(wanted, locale.tag)
                if apart == 0 { return locale.written }
                if apart < threshold || (apart == threshold && found.map { Self.isLikelier(locale.tag, than: $0.tag) } == true) {
                    (found, threshold) = (locale, apart)
                }
            }
            best = found?.written ?? best
            threshold -= Self.demotion
            if threshold <= 0 { break }
        }
        return best ?? defaultLocale
    }

    /// Whether `one` is the likelier form of `other`'s language: its likely script where the scripts
    /// differ, else its likely region where the regions do (ICU's tie-break: `fr` before `fr-CA` for `fr-CH`).
    private static func isLikelier(_ one: LanguageTag, than other: LanguageTag) -> Bool {
        guard one.language == other.language else { return false }
        if one.script != other.script { return one.script == LikelySubtags.script(of: one.language, in: "") }
        return one.region != other.region && one.region == LikelySubtags.region(of: one.language, in: one.script)
    }
}
