import SiteSupport

/// What a page file's name says: `01-welcome.fr.md` is page 1, id `welcome`, locale `fr`.
package struct PageFileName: Sendable, Hashable {
    /// The name without locale and extension (`01-welcome`); translations share it.
    package var stem: String
    package var locale: String?
    /// The numeric prefix, if any.
    package var order: Int?
    /// The default page id: the stem without its numeric prefix.
    package var defaultID: String

    package init?(_ fileName: String) {
        guard fileName.hasSuffix(".md"), fileName.utf8.count > 3 else { return nil }
        var stem = String(fileName.dropLast(3))
        if let dot = stem.lastIndex(of: "."), LocaleTags.isTag(String(stem[stem.index(after: dot)...])) {
            locale = String(stem[stem.index(after: dot)...])
            stem = String(stem[..<dot])
        }
        self.stem = stem
        let digits = stem.prefix(while: \.isASCIIDigit)
        if !digits.isEmpty, digits.count < 9, digits.count == stem.count || stem.dropFirst(digits.count).first == "-" {
            order = Int(digits)
            let rest = stem.dropFirst(digits.count + 1)
            defaultID = rest.isEmpty ? String(digits) : String(rest)
        } else {
            order = nil
            defaultID = stem
        }
    }
}
