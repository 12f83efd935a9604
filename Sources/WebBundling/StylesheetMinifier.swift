/// Minification of the built-in stylesheets (a site's own are published as written): only changes
/// that cannot alter what the rules do. Works on UTF-8 bytes (every byte it looks for is ASCII, so
/// no character is split) and ends lines with `\n`.
public enum StylesheetMinifier {
    /// Drops comments (outside strings), indentation, blank lines, the white space that means
    /// nothing (`meansNothing`), and a block's last `;`.
    public static func minify(_ source: String) -> String {
        let bytes = Array(source.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var quote: UInt8?
        var escapedEnd = -1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                output.append(byte)
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    output.append(bytes[index])
                } else if byte == open {
                    quote = nil
                }
            } else if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                output += [byte, bytes[index + 1]]  // an escaped character: neither a quote nor a `>` to tighten around
                index += 1
                escapedEnd = output.count
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
                output.append(byte)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < bytes.count && !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                guard end + 1 < bytes.count else { break }  // a comment left open runs to the end
                index = end + 2
                continue
            } else if byte.isSpace, Self.meansNothing(after: output.count == escapedEnd ? UInt8(ascii: "a") : output.last,
                                                      before: bytes[index...].first(where: { !$0.isSpace })) {
                // dropped
            } else {
                if byte == UInt8(ascii: "}") && output.last == UInt8(ascii: ";") { output.removeLast() }  // the last declaration's own
                output.append(byte)
            }
            index += 1
        }
        return joinedLines(output.split(separator: UInt8(ascii: "\n")).map { $0.trimmingTrailingSpace.trimmingLeadingSpace })
    }

    /// Whether white space between `previous` and `next` (outside strings and comments) means
    /// nothing: at either end, or beside `{ } ; , >`, after `:` and before `!`; but not the whole
    /// value of a custom property (`--on: ;`).
    private static func meansNothing(after previous: UInt8?, before next: UInt8?) -> Bool {
        guard let previous, let next else { return true }
        if previous == UInt8(ascii: ":") { return !";}".utf8.contains(next) }
        return previous.isSpace || "{};,>".utf8.contains(previous) || "{};,>!".utf8.contains(next)
    }

    /// The lines that are not empty, each ended by `\n`; a single `\n` when none is left.
    private static func joinedLines(_ lines: [ArraySlice<UInt8>]) -> String {
        let kept = lines.filter { !$0.isEmpty }
        guard !kept.isEmpty else { return "\n" }
        return String(decoding: kept.flatMap { Array($0) + [UInt8(ascii: "\n")] }, as: UTF8.self)
    }
}

private extension UInt8 {
    var isSpace: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r") }
}

private extension ArraySlice<UInt8> {
    var trimmingLeadingSpace: ArraySlice<UInt8> { drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }

    var trimmingTrailingSpace: ArraySlice<UInt8> {
        var line = self
        while let last = line.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") { line = line.dropLast() }
        return line
    }
}
