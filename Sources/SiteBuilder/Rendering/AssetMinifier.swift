/// Conservative minification of the stylesheet and scripts: only changes that cannot alter
/// what the code does, so a site's own templates are safe to pass through it. Both work on UTF-8
/// bytes (every byte they look for is ASCII, so no character is split) and end lines with `\n`.
enum AssetMinifier {
    /// Drops comment lines, indentation and blank lines. A script with template literals or
    /// line continuations, where leading white space can be part of a string, is left as it is.
    static func script(_ source: String) -> String {
        let lines = Array(source.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(\.trimmingTrailingSpace)
        guard !source.utf8.contains(UInt8(ascii: "`")), !lines.contains(where: { $0.last == UInt8(ascii: "\\") }) else { return source }
        return joinedLines(lines.map(\.trimmingLeadingSpace).filter { !$0.starts(with: "//".utf8) })
    }

    /// Drops comments (outside strings), indentation and blank lines.
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
            } else {
                output.append(byte)
            }
            index += 1
        }
        return joinedLines(output.split(separator: UInt8(ascii: "\n")).map { $0.trimmingTrailingSpace.trimmingLeadingSpace })
    }

    /// The lines that are not empty, each ended by `\n`; a single `\n` when none is left.
    private static func joinedLines(_ lines: [ArraySlice<UInt8>]) -> String {
        guard lines.contains(where: { !$0.isEmpty }) else { return "\n" }
        var text: [UInt8] = []
        for line in lines where !line.isEmpty {
            text += line
            text.append(UInt8(ascii: "\n"))
        }
        return String(decoding: text, as: UTF8.self)
    }
}

private extension ArraySlice<UInt8> {
    var trimmingLeadingSpace: ArraySlice<UInt8> { drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }

    var trimmingTrailingSpace: ArraySlice<UInt8> {
        var line = self
        while let last = line.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") { line = line.dropLast() }
        return line
    }
}
