/// Line indentation of template source, as the Mustache specification applies it to
/// standalone partials, parents and blocks.
enum Indentation {
    /// Prefixes every line that holds more than white space with `prefix`.
    static func indent(_ text: String, by prefix: String) -> String {
        guard !prefix.isEmpty else { return text }
        var result = ""
        for line in lines(of: text) {
            if line.contains(where: { !$0.isWhitespace }) { result += prefix }
            result += line
        }
        return result
    }

    /// Removes the white space that every non-blank line starts with; blank lines become empty.
    /// Returns the text and what was removed from its first line.
    static func dedent(_ text: String) -> (text: String, firstLineIndent: String) {
        let all = lines(of: text)
        let margins = all.filter { $0.contains(where: { !$0.isWhitespace }) }
            .map { String($0.prefix(while: { $0 == " " || $0 == "\t" })) }
        var margin = margins.first ?? ""
        for other in margins.dropFirst() {
            while !other.hasPrefix(margin) { margin.removeLast() }
        }
        var result = ""
        for line in all {
            if !line.contains(where: { !$0.isWhitespace }) {
                result += line.hasSuffix("\n") ? "\n" : ""
            } else {
                result += line.dropFirst(margin.count)
            }
        }
        let first = all.first ?? ""
        let firstIndent = first.contains(where: { !$0.isWhitespace }) ? margin : first.replacingNewline()
        return (result, firstIndent)
    }

    /// The lines of `text`, each with its line break.
    private static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        for index in text.indices where text[index] == "\n" || text[index] == "\r\n" {
            let end = text.index(after: index)
            lines.append(text[start..<end])
            start = end
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }
}

private extension Substring {
    func replacingNewline() -> String { String(filter { $0 != "\n" && $0 != "\r\n" }) }
}
