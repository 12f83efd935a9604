/// Conservative minification of the stylesheet and scripts: only changes that cannot alter
/// what the code does, so a site's own templates are safe to pass through it.
enum AssetMinifier {
    /// Drops comment lines, indentation and blank lines. A script with template literals or
    /// line continuations, where leading white space can be part of a string, is left as it is.
    static func script(_ source: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard !source.contains("`"), !lines.contains(where: { $0.trimmingTrailing.hasSuffix("\\") }) else { return source }
        var kept: [Substring] = []
        for line in lines {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" }).trimmingTrailing
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            kept.append(trimmed)
        }
        return kept.joined(separator: "\n") + "\n"
    }

    /// Drops comments (outside strings), indentation and blank lines.
    static func stylesheet(_ source: String) -> String {
        var output = ""
        var quote: Character?
        var index = source.startIndex
        while index < source.endIndex {
            let character = source[index]
            if let open = quote {
                output.append(character)
                if character == "\\", source.index(after: index) < source.endIndex {
                    index = source.index(after: index)
                    output.append(source[index])
                } else if character == open {
                    quote = nil
                }
            } else if character == "\"" || character == "'" {
                quote = character
                output.append(character)
            } else if source[index...].hasPrefix("/*") {
                guard let end = source.range(of: "*/", range: source.index(index, offsetBy: 2)..<source.endIndex) else { break }
                index = end.upperBound
                continue
            } else {
                output.append(character)
            }
            index = source.index(after: index)
        }
        return output.split(separator: "\n")
            .map { $0.drop(while: { $0 == " " || $0 == "\t" }).trimmingTrailing }
            .filter { !$0.isEmpty }
            .joined(separator: "\n") + "\n"
    }
}

private extension Substring {
    var trimmingTrailing: Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return text
    }
}
