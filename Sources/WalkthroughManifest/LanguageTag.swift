/// A BCP 47 language tag, `language[-script][-region][-variant…]`, as locale negotiation compares
/// them: lowercase, legacy codes replaced (`iw` → `he`; `no` → `nb`), Chinese with the script its
/// region writes, extensions and private use (`-u-…`, `-x-…`) left out.
struct LanguageTag: Equatable {
    var language: String
    /// Empty when the tag names none (and is not Chinese).
    var script: String
    var region: String
    var variants: [String]

    /// Codes that other codes replaced, which phones still report (Android's `iw` for Hebrew).
    private static let legacyCodes = ["iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "no": "nb"]
    /// The regions that write Chinese in its Traditional script; elsewhere it is Simplified.
    private static let traditionalChineseRegions: Set<String> = ["tw", "hk", "mo"]

    /// The tag `text` reads as; nil when it is not one.
    init?(_ text: String) {
        var subtags = text.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if let singleton = subtags.dropFirst().firstIndex(where: { $0.count == 1 }) {
            guard singleton < subtags.count - 1 else { return nil }
            subtags.removeSubrange(singleton...)
        }
        guard let first = subtags.first, Self.isLetters(first, 2...3) || Self.isLetters(first, 5...8) else { return nil }
        var rest = subtags.dropFirst()
        let script = rest.first.flatMap { Self.isLetters($0, 4...4) ? rest.removeFirst() : nil } ?? ""
        let region = rest.first.flatMap { Self.isLetters($0, 2...2) || Self.isDigits($0, 3) ? rest.removeFirst() : nil } ?? ""
        guard rest.allSatisfy(Self.isVariant) else { return nil }
        language = Self.legacyCodes[first] ?? first
        self.region = region
        self.script = script.isEmpty && language == "zh" ? (Self.traditionalChineseRegions.contains(region) ? "hant" : "hans") : script
        variants = Array(rest)
    }

    /// The canonical tag, to order locales by.
    var key: String { ([language, script, region] + variants).filter { !$0.isEmpty }.joined(separator: "-") }

    /// The tag, then without its last variant, and so on, then without its region (never without its script).
    var prefixes: [LanguageTag] {
        var prefixes = (0...variants.count).reversed().map { count in
            var prefix = self
            prefix.variants = Array(variants.prefix(count))
            return prefix
        }
        if !region.isEmpty { prefixes.append(LanguageTag(language: language, script: script, region: "", variants: [])) }
        return prefixes
    }

    /// Whether the two tags name the same locale: a tag without a script matches any.
    func matches(_ other: LanguageTag) -> Bool {
        language == other.language && region == other.region && variants == other.variants && hasScript(compatibleWith: other)
    }

    func hasScript(compatibleWith other: LanguageTag) -> Bool {
        script.isEmpty || other.script.isEmpty || script == other.script
    }

    private init(language: String, script: String, region: String, variants: [String]) {
        (self.language, self.script, self.region, self.variants) = (language, script, region, variants)
    }

    private static func isLetters(_ text: String, _ lengths: ClosedRange<Int>) -> Bool {
        lengths.contains(text.utf8.count) && text.utf8.allSatisfy { (0x61...0x7A).contains($0) }
    }

    private static func isDigits(_ text: String, _ length: Int) -> Bool {
        text.utf8.count == length && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// `5…8` letters or digits, or a digit and three letters or digits.
    private static func isVariant(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let isAlphanumeric = bytes.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
        return isAlphanumeric && ((5...8).contains(bytes.count) || (bytes.count == 4 && (0x30...0x39).contains(bytes[0])))
    }
}
