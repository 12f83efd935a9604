/// A BCP 47 language tag as language matching reads it: language, script and region, with CLDR's
/// likely subtags filled in and legacy codes replaced (`iw` is `he-Hebr-IL`, `zh-TW` is
/// `zh-Hant-TW`); `_` as `-`, case aside; variants, extensions and private use (`-u-…`, `-x-…`)
/// left out.
struct LanguageTag {
    var language: String
    /// Empty for a language CLDR does not know.
    var script: String
    var region: String
    /// Which of the script (2) and the region (1) the text named.
    var named: Int

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
        self.init(language: first, script: script.capitalized, region: region.uppercased())
    }

    /// `language`, `script` and `region` (any of the last two empty) with the likely subtags CLDR gives them.
    init(language: String, script: String, region: String) {
        let alias = LikelySubtags.aliases[language]
        named = (script.isEmpty ? 0 : 2) + (region.isEmpty ? 0 : 1)
        self.language = alias?.language ?? language
        let script = script.isEmpty ? alias?.script ?? "" : script
        self.script = script.isEmpty ? LikelySubtags.script(of: self.language, in: region) : script
        self.region = region.isEmpty ? LikelySubtags.region(of: self.language, in: self.script) : region
    }

    /// `language-Script-REGION`.
    var subtags: String { "\(language)-\(script)-\(region)" }

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
