/// Conservative minification of the stylesheet and scripts: only changes that cannot alter
/// what the code does, so a site's own templates are safe to pass through it. Both work on UTF-8
/// bytes (every byte they look for is ASCII, so no character is split) and end lines with `\n`.
enum AssetMinifier {
    /// Drops comments that fill a line or end it, indentation, blank lines, and the line ends
    /// after `;`, `{` and `,` (where no semicolon is ever inserted). A script with template
    /// literals or line continuations, where leading white space can be part of a string, is
    /// left as it is.
    static func script(_ source: String) -> String {
        let lines = Array(source.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(\.trimmingTrailingSpace)
        guard !source.utf8.contains(UInt8(ascii: "`")), !lines.contains(where: { $0.last == UInt8(ascii: "\\") }) else { return source }
        return joinedLines(lines.map { $0.trimmingLeadingSpace.withoutEndComment.trimmingTrailingSpace }.filter { !$0.starts(with: "//".utf8) },
                           joiningAfter: ";{,")
    }

    /// Drops comments (outside strings), indentation, blank lines, the white space beside `{`,
    /// `}`, `;`, `,` and `>`, after `:` and before `!`, and a block's last `;` (outside strings),
    /// none of which ever means anything.
    static func stylesheet(_ source: String) -> String {
        let bytes = Array(source.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var quote: UInt8?
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
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
                output.append(byte)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < bytes.count && !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                guard end + 1 < bytes.count else { break }  // a comment left open runs to the end
                index = end + 2
                continue
            } else if byte.isSpace, output.last.map({ $0.isSpace || ":{};,>".utf8.contains($0) }) ?? true || bytes[index...].first(where: { !$0.isSpace }).map(Self.isTight) == true {
                // white space that means nothing: dropped
            } else {
                if byte == UInt8(ascii: "}") && output.last == UInt8(ascii: ";") { output.removeLast() }  // the last declaration's own
                output.append(byte)
            }
            index += 1
        }
        return joinedLines(output.split(separator: UInt8(ascii: "\n")).map { $0.trimmingTrailingSpace.trimmingLeadingSpace })
    }

    /// The characters of CSS that need no white space before them.
    private static func isTight(_ byte: UInt8) -> Bool { "{};,>!".utf8.contains(byte) }

    /// The lines that are not empty, each ended by `\n`; a single `\n` when none is left.
    /// Lines ending with one of `joining` go on with the next, where a line end means nothing.
    private static func joinedLines(_ lines: [ArraySlice<UInt8>], joiningAfter joining: String = "") -> String {
        guard lines.contains(where: { !$0.isEmpty }) else { return "\n" }
        var text: [UInt8] = []
        for line in lines where !line.isEmpty {
            text += line
            if !joining.utf8.contains(line.last!) { text.append(UInt8(ascii: "\n")) }
        }
        if text.last != UInt8(ascii: "\n") { text.append(UInt8(ascii: "\n")) }
        return String(decoding: text, as: UTF8.self)
    }
}

private extension UInt8 {
    var isSpace: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r") }
}

private extension ArraySlice<UInt8> {
    /// The line without a `//` comment that ends it: one after white space, outside quotes, with
    /// no `/` before it (so never inside a regular expression or after a division).
    var withoutEndComment: ArraySlice<UInt8> {
        var quote: UInt8?
        var index = startIndex
        while index < endIndex {
            let byte = self[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                quote = byte
            } else if byte == UInt8(ascii: "/") {
                let isEndComment = index > startIndex && index + 1 < endIndex && self[index + 1] == UInt8(ascii: "/") && self[index - 1].isSpace
                return isEndComment ? self[..<index] : self
            }
            index += 1
        }
        return self
    }

    var trimmingLeadingSpace: ArraySlice<UInt8> { drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }

    var trimmingTrailingSpace: ArraySlice<UInt8> {
        var line = self
        while let last = line.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") { line = line.dropLast() }
        return line
    }
}
