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
        let lines = sourceLines(text)
        func isDelimiter(_ line: [Unicode.Scalar]) -> Bool {
            String(scalars: line).trimmingTrailingSpaces() == "---"
        }
        guard let first = lines.first, isDelimiter(first) else {
            throw YAMLError(
                "a page must start with a front matter block",
                hint: "make the first line '---', then 'heading: …', then a closing '---'",
                at: SourceLocation(line: 1, column: 1))
        }
        guard let closing = lines.indices.dropFirst().first(where: { isDelimiter(lines[$0]) }) else {
            throw YAMLError(
                "the front matter opened on line 1 is never closed",
                hint: "add a line '---' after the last key",
                at: SourceLocation(line: 1, column: 1))
        }
        self.fields = try YAMLParser.parse(lines: Array(lines[1..<closing]), firstLine: 2, allowDocumentMarkers: false)
        self.body = Self.body(of: text, after: closing + 1, lines: lines)
        self.bodyLine = closing + 2
    }

    /// The text from line `first` on. Without carriage returns it is a slice of the original;
    /// otherwise the lines are joined with `\n`.
    private static func body(of text: String, after first: Int, lines: [[Unicode.Scalar]]) -> String {
        guard first < lines.count else { return "" }
        guard !text.utf8.contains(13) else {
            return lines[first...].map { String(scalars: $0) }.joined(separator: "\n")
        }
        var newlines = 0
        let utf8 = text.utf8
        var index = utf8.startIndex
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { index = utf8.index(index, offsetBy: 3) }
        while newlines < first, index < utf8.endIndex {
            if utf8[index] == 10 { newlines += 1 }
            index = utf8.index(after: index)
        }
        return String(text[index...])
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var scalars = Array(unicodeScalars)
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars: scalars)
    }
}
