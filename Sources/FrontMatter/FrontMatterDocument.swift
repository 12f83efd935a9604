/// A page split into its front matter and its Markdown body.
public struct FrontMatterDocument: Sendable, Equatable {
    /// The front matter: always a mapping (empty when the block is empty).
    public var fields: YAMLNode
    /// The Markdown after the closing `---`, with `\n` line endings.
    public var body: String
    /// The line of the file on which the body starts.
    public var bodyLine: Int

    /// Splits `text` at its `---` delimiter lines and parses the YAML between them.
    ///
    /// Delimiters are whole lines (trailing spaces allowed), so `heading: A---B` stays a value.
    /// A UTF-8 byte order mark and CRLF line endings are accepted.
    public init(parsing text: String) throws(YAMLError) {
        let (lines, closing, bodyStart) = Self.splitFrontMatter(text)
        guard let first = lines.first, Self.isDelimiter(first) else {
            throw YAMLError(
                "a page must start with a front matter block",
                hint: "make the first line '---', then 'heading: …', then a closing '---'",
                at: SourceLocation(line: 1, column: 1))
        }
        guard let closing else {
            throw YAMLError(
                "the front matter opened on line 1 is never closed",
                hint: "add a line '---' after the last key",
                at: SourceLocation(line: 1, column: 1))
        }
        self.fields = try YAMLParser.parse(lines: Array(lines[1..<closing]), firstLine: 2, allowDocumentMarkers: false)
        let body = String(text.unicodeScalars[bodyStart...])
        self.body = body.utf8.contains(13) ? sourceLines(body).map { String(scalars: $0) }.joined(separator: "\n") : body
        self.bodyLine = closing + 2
    }

    /// The lines of `text` up to its closing delimiter (all of them when there is none), the
    /// index of the closing delimiter's line, and where the body starts. Only the lines up to the
    /// closing delimiter are split; the body is sliced off whole.
    private static func splitFrontMatter(_ text: String) -> (lines: [[Unicode.Scalar]], closing: Int?, bodyStart: String.UnicodeScalarView.Index) {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var closing: Int?
        var bodyStart = text.unicodeScalars.endIndex
        var previousWasCarriageReturn = false
        func endLine(at index: String.UnicodeScalarView.Index) -> Bool {
            lines.append(current)
            current = []
            if lines.count == 1 && !isDelimiter(lines[0]) { return true }
            if lines.count > 1 && isDelimiter(lines[lines.count - 1]) {
                closing = lines.count - 1
                bodyStart = text.unicodeScalars.index(after: index)
                return true
            }
            return false
        }
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        if index < scalars.endIndex && scalars[index] == "\u{FEFF}" { index = scalars.index(after: index) }
        scan: while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" {
                if previousWasCarriageReturn {
                    // The "\r" already ended the line; the body starts after this "\n".
                    if closing != nil { bodyStart = scalars.index(after: index); break scan }
                } else if endLine(at: index) {
                    break scan
                }
                previousWasCarriageReturn = false
            } else if scalar == "\r" {
                if endLine(at: index) {
                    let next = scalars.index(after: index)
                    if next < scalars.endIndex && scalars[next] == "\n" { bodyStart = scalars.index(after: next) }
                    break scan
                }
                previousWasCarriageReturn = true
            } else {
                current.append(scalar)
                previousWasCarriageReturn = false
            }
            index = scalars.index(after: index)
        }
        if closing == nil && index == scalars.endIndex && (lines.isEmpty || isDelimiter(lines[0])) {
            lines.append(current)  // the last line, without a line break
            if lines.count > 1 && isDelimiter(lines[lines.count - 1]) { closing = lines.count - 1 }
        }
        return (lines, closing, bodyStart)
    }

    private static func isDelimiter(_ line: [Unicode.Scalar]) -> Bool {
        String(scalars: line).trimmingTrailingSpaces() == "---"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var end = utf8.endIndex
        while end > utf8.startIndex, case let last = utf8[utf8.index(before: end)], last == 0x20 || last == 0x09 {
            end = utf8.index(before: end)
        }
        return end == utf8.endIndex ? self : String(self[..<end])
    }
}
