import FrontMatter
import SiteRules
import WalkthroughManifest

/// A translation file with some of its fields replaced and its `translated_from:` set; the rest
/// of its front matter and, unless replaced, its body stay as written, byte for byte.
enum TranslationFileEditor {
    /// `text` (nil: a new file) with `texts` written and `translated_from:` set to `digests`.
    static func edited(_ text: String?, setting texts: [TranslatableField: String], translatedFrom digests: [String: String]) -> String {
        var entries: [(key: String, lines: [String])] = []
        var body = "\n"
        let document = text.flatMap { try? FrontMatterDocument(parsing: $0) }
        if let text, let document {
            entries = spans(of: document, in: text)
            body = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(document.bodyLine - 1).joined(separator: "\n")
        }
        let action = document?.fields.entries?.first { $0.key == "action" }?.value.entries ?? []
        var replacements: [(key: String, lines: [String])] = []
        for field in [TranslatableField.heading, .subheading, .alt] {
            if let value = texts[field] { replacements.append((field.rawValue, ["\(field.rawValue): \(quoted(value))"])) }
        }
        if let label = texts[.actionLabel] {
            let others = action.filter { $0.key != "label" }.compactMap { entry in entry.value.scalar.map { "  \(entry.key): \(quoted($0))" } }
            replacements.append(("action", ["action:", "  label: \(quoted(label))"] + others))
        }
        let recorded = digests.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)" }
        replacements.append(("translated_from", ["translated_from:"] + recorded))
        for replacement in replacements {
            if let index = entries.firstIndex(where: { $0.key == replacement.key }) {
                entries[index].lines = replacement.lines
            } else {
                entries.append(replacement)
            }
        }
        if let newBody = texts[.body] { body = newBody + "\n" }
        return (["---"] + entries.flatMap(\.lines) + ["---"]).joined(separator: "\n") + "\n" + body
    }

    /// The front matter's top-level entries, each with its lines as written (comments and blank
    /// lines go with the entry above them).
    private static func spans(of document: FrontMatterDocument, in text: String) -> [(key: String, lines: [String])] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let closing = document.bodyLine - 2  // the closing `---`, 0-based
        let entries = document.fields.entries ?? []
        var spans: [(key: String, lines: [String])] = []
        let leading = entries.first.map { Array(lines[1..<($0.keyLocation.line - 1)]) } ?? Array(lines[1..<closing])
        if !leading.isEmpty { spans.append(("", leading)) }
        for (number, entry) in entries.enumerated() {
            let start = entry.keyLocation.line - 1
            let end = number + 1 < entries.count ? entries[number + 1].keyLocation.line - 1 : closing
            spans.append((entry.key, Array(lines[start..<end])))
        }
        return spans
    }

    /// A YAML double-quoted scalar: a JSON string, which YAML reads as one.
    static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
