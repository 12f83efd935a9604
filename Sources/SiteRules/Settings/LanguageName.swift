import Foundation

/// A language's name as its speakers write it, from CLDR through Foundation's ICU: `suomi`,
/// `português (Brasil)`, `srpski (latinica)`, `繁體中文`. No table is kept by hand.
package enum LanguageName {
    /// The languages ICU has its own data for; for the others it names a language in English.
    private static let languagesWithData = Set(Locale.availableIdentifiers.map { String($0.prefix { $0 != "_" && $0 != "-" }) })

    /// The name of the language `tag` (a canonical BCP 47 tag) in that language; `nil` where CLDR
    /// has none (Latin, Klingon, a code it does not know).
    package static func own(_ tag: String) -> String? {
        guard languagesWithData.contains(String(tag.prefix { $0 != "-" }).lowercased()),
              let name = Locale(identifier: tag).localizedString(forIdentifier: tag), name.lowercased() != tag.lowercased() else { return nil }
        return name
    }
}
