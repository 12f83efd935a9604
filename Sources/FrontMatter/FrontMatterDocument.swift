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
        self.body = lines[(closing + 1)...].map { String(scalars: $0) }.joined(separator: "\n")
        self.bodyLine = closing + 2
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var scalars = Array(unicodeScalars)
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars: scalars)
    }
}
