/// Conservative minification of the stylesheet and scripts: only changes that cannot alter
/// what the code does, so a site's own templates are safe to pass through it. Both work on UTF-8
/// bytes (every byte they look for is ASCII, so no character is split) and end lines with `\n`.
enum AssetMinifier {
    /// Drops comments that fill a line or end it, indentation, blank lines, and the line ends
    /// after `;`, `{` and `,` (where no semicolon is ever inserted) of lines without a comment.
    /// Lines within a `/* */` comment stay as they are. A script with template literals or line
    /// continuations, where leading white space can be part of a string, is left as it is.
    static func script(_ source: String) -> String {
        let lines = Array(source.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(\.trimmingTrailingSpace)
        guard !source.utf8.contains(UInt8(ascii: "`")), !lines.contains(where: { $0.last == UInt8(ascii: "\\") }) else { return source }
        var inBlockComment = false
        var kept: [ArraySlice<UInt8>] = []
        for line in lines.map(\.trimmingLeadingSpace) {
            if !inBlockComment && !line.starts(with: "//".utf8) { kept.append(line.withoutEndComment.trimmingTrailingSpace) }
            if inBlockComment { kept.append(line) }
            inBlockComment = line.opensBlockComment(after: inBlockComment)
        }
        return joinedLines(kept) { line in ";{,".utf8.contains(line.last!) && !line.mayHoldComment }
    }

    /// Drops comments (outside strings), indentation, blank lines, the white space that means
    /// nothing (`meansNothing`), and a block's last `;`.
    static func stylesheet(_ source: String) -> String {
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
    /// A line that `joinsNext` goes on with the next, where its line end means nothing.
    private static func joinedLines(_ lines: [ArraySlice<UInt8>], joinsNext: (ArraySlice<UInt8>) -> Bool = { _ in false }) -> String {
        guard lines.contains(where: { !$0.isEmpty }) else { return "\n" }
        var text: [UInt8] = []
        for line in lines where !line.isEmpty {
            text += line
            if !joinsNext(line) { text.append(UInt8(ascii: "\n")) }
        }
        if text.last != UInt8(ascii: "\n") { text.append(UInt8(ascii: "\n")) }
        return String(decoding: text, as: UTF8.self)
    }
}

private extension UInt8 {
    var isSpace: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r") }
}

private extension ArraySlice<UInt8> {
    /// Whether the line may hold a comment (or a part of one) that was kept.
    var mayHoldComment: Bool { firstRange(of: "//".utf8) != nil || firstRange(of: "/*".utf8) != nil || firstRange(of: "*/".utf8) != nil }

    /// Whether a `/* */` comment is open at the end of the line, given whether one was at its
    /// start. Quotes are not looked at: a `/*` in a string only keeps more lines as they are.
    func opensBlockComment(after wasOpen: Bool) -> Bool {
        var isOpen = wasOpen
        var index = startIndex
        while index + 1 < endIndex {
            let pair = (self[index], self[index + 1])
            if !isOpen && pair == (UInt8(ascii: "/"), UInt8(ascii: "*")) || isOpen && pair == (UInt8(ascii: "*"), UInt8(ascii: "/")) {
                isOpen.toggle()
                index += 1
            }
            index += 1
        }
        return isOpen
    }

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
