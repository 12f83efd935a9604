/// How far apart CLDR's language matching (`LanguageData`, from ICU) puts a reader's language and a
/// locale's: 0 for the same subtags; 4 or 5 for another region; 5 to 40 for a close language or
/// script (Swiss German to German, `nn` to `nb`, `sr-Latn` to `sr-Cyrl`); `noMatch` for the rest.
enum LanguageDistance {
    /// ICU's threshold: languages or scripts this far apart (or more) never match.
    static let noMatch = 50.0

    /// How far apart `wanted`, a reader's, and `offered`, a locale's, are; between the same subtags,
    /// less than 1 where one names a script or region the other leaves to CLDR.
    static func between(_ wanted: LanguageTag, _ offered: LanguageTag) -> Double {
        if wanted.subtags == offered.subtags { return Double(wanted.named ^ offered.named) / 4 }
        let apart = languages(wanted, offered)
        return apart >= noMatch ? noMatch : apart + regions(wanted, offered)
    }

    /// `reader>locale` → distance, from `locale:distance:reader,reader` groups.
    private static let closeness: [String: Double] = {
        var closeness: [String: Double] = [:]
        for group in LanguageData.closeLanguages.split(separator: " ") {
            let parts = group.split(separator: ":").map(String.init)
            for reader in parts[2].split(separator: ",") { closeness["\(reader)>\(parts[0])"] = Double(parts[1]) }
        }
        return closeness
    }()

    /// Per language (or `zh-Hant`), the regions in its group, those partly in it, and a region
    /// nearer the readers outside it (`GB`), if any.
    private static let regionGroups: [String: (whole: Set<String>, partly: Set<String>, nearer: String)] = {
        var groups: [String: (whole: Set<String>, partly: Set<String>, nearer: String)] = [:]
        for group in LanguageData.regionGroups.split(separator: " ") {
            let parts = group.split(separator: ":").map(String.init)
            let lists = parts[1].split(separator: "|", omittingEmptySubsequences: false).map { Set($0.split(separator: ",").map(String.init)) }
            for language in parts[0].split(separator: ",") { groups[String(language)] = (lists[0], lists[1], lists[2].first ?? "") }
        }
        return groups
    }()

    /// A reader's plain language stands for its likely script only (Punjabi in Arabic is not Gurmukhi's).
    private static func languages(_ wanted: LanguageTag, _ offered: LanguageTag) -> Double {
        if wanted.language == offered.language && wanted.script == offered.script { return 0 }
        let isLikelyScript = wanted.script == LikelySubtags.script(of: wanted.language, in: "")
        let readers = ["\(wanted.language)-\(wanted.script)"] + (isLikelyScript ? [wanted.language] : [])
        let locales = ["\(offered.language)-\(offered.script)", offered.language]
        return readers.lazy.flatMap { reader in locales.map { "\(reader)>\($0)" } }.compactMap { closeness[$0] }.first ?? noMatch
    }

    /// 4, or 5 across a border CLDR draws for the language (English of the US and its territories,
    /// Spanish and Portuguese of the Americas, Arabic of the Maghreb, Chinese of Hong Kong and Macau),
    /// 3 to a region nearer the readers outside the group (British English); a region in part on
    /// each side is on both.
    private static func regions(_ wanted: LanguageTag, _ offered: LanguageTag) -> Double {
        if wanted.region == offered.region { return 0 }
        guard wanted.language == offered.language, wanted.script == offered.script,
              let group = regionGroups["\(offered.language)-\(offered.script)"] ?? regionGroups[offered.language] else { return 4 }
        let side = { (region: String) in group.whole.contains(region) ? 1 : group.partly.contains(region) ? 2 : 0 }
        if side(wanted.region) == 0 && offered.region == group.nearer { return 3 }
        return side(wanted.region) == side(offered.region) && side(wanted.region) < 2 ? 4 : 5
    }
}
