import SiteSupport
/// A field of a page that its translations translate (docs/translations.md). A translation's
/// `translated_from:` records, for each, a short digest of the page's text it was translated
/// from; a field whose digest no longer matches has changed in the page since.
package enum TranslatableField: String, CaseIterable, Sendable, Comparable {
    case heading, subheading, alt, body
    case actionLabel = "action_label"

    /// The field's text in a page file with `fields` and `body`; nil when the file does not write it.
    package func text(in fields: PageFields, body: String) -> String? {
        switch self {
        case .heading: fields.heading?.value
        case .subheading: fields.subheading
        case .alt: fields.alt
        case .body: body.trimmingWhitespace.isEmpty ? nil : body.trimmingWhitespace
        case .actionLabel: fields.action?.label?.value
        }
    }

    /// The texts a page file writes, by field.
    package static func texts(in fields: PageFields, body: String) -> [TranslatableField: String] {
        Dictionary(uniqueKeysWithValues: allCases.compactMap { field in field.text(in: fields, body: body).map { (field, $0) } })
    }

    /// The first 8 hexadecimal digits of the text's SHA-256: enough to tell an edit, short to read.
    package static func digest(of text: String) -> String {
        String(SHA256.hex(text).prefix(8))
    }

    /// The digests of `texts`, as `translated_from:` records them.
    package static func digests(of texts: [TranslatableField: String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: texts.map { ($0.key.rawValue, digest(of: $0.value)) })
    }

    /// The fields a translation without its own shows from its page: the picture's (or clip's)
    /// description. A translation without its own heading, subheading or body has none, and one
    /// of a page with an action must give its label.
    package static let fallingBack: Set<TranslatableField> = [.alt]

    /// The fields of the page's `texts` that a translation writing `translated` shows from the page.
    package static func fallbacks(_ texts: [TranslatableField: String], translated: [TranslatableField: String]) -> [TranslatableField] {
        allCases.filter { fallingBack.contains($0) && texts[$0] != nil && translated[$0] == nil }
    }

    /// The fields of the page's `texts` that differ from what `recorded` says they were: changed,
    /// added to the page or removed from it since. A field that falls back, which the translation
    /// does not write, is not one, whatever was recorded: the page's own shows.
    package static func changed(_ texts: [TranslatableField: String], since recorded: [String: String],
                        translated: [TranslatableField: String]) -> [TranslatableField] {
        let fallbacks = Set(fallbacks(texts, translated: translated))
        return allCases.filter { field in
            !fallbacks.contains(field) && texts[field].map(digest(of:)) != recorded[field.rawValue]
        }
    }

    /// What `translations mark` records of the page's `texts`: the fields the translation writes,
    /// and those it shows nothing for (a heading, subheading or body of the page it leaves out).
    package static func recorded(_ texts: [TranslatableField: String], translated: [TranslatableField: String]) -> [TranslatableField: String] {
        texts.filter { translated[$0.key] != nil || !fallingBack.contains($0.key) }
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension Collection<TranslatableField> {
    /// `heading and body`, `heading, alt and body`.
    package var spokenList: String {
        let names = map(\.rawValue)
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
