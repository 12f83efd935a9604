import Foundation

/// A language's name as its speakers write it, from CLDR through Foundation's ICU: `suomi`,
/// `português (Brasil)`, `srpski (latinica)`, `繁體中文`. No table is kept by hand.
enum LanguageName {
    /// The name of the language `tag` (a BCP 47 tag, or a folder name such as `pt_BR`) in that
    /// language; the tag itself where CLDR names neither its language nor anything else of it.
    static func own(_ tag: String) -> String {
        let locale = Locale(identifier: tag)
        guard let name = locale.localizedString(forIdentifier: tag), name.lowercased() != tag.lowercased() else { return tag }
        return name
    }
}
