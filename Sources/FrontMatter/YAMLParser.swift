/// A parser for the YAML subset that front matter and `walkthrough.yml` use.
///
/// Supported: block mappings and sequences, flow sequences on one line, plain, single- and
/// double-quoted scalars (which may span lines), literal `|` and folded `>` block scalars,
/// comments. Rejected with an error, never misread: anchors, aliases, tags, flow mappings,
/// directives, multiple documents, tabs in indentation and duplicate keys.
/// Scalars stay text; the key that holds a value decides its type.
public struct YAMLParser {
    private var lines: [[Unicode.Scalar]]
    private let firstLine: Int
    private var index = 0

    /// The deepest nesting of mappings and sequences accepted, so hostile input cannot
    /// exhaust the stack.
    public static let maximumDepth = 32

    /// Parses a whole YAML file (`walkthrough.yml`): an optional leading `---` is accepted.
    public static func parse(_ text: String) throws(YAMLError) -> YAMLNode {
        try parse(lines: sourceLines(text), firstLine: 1, allowDocumentMarkers: true)
    }

    static func parse(lines: [[Unicode.Scalar]], firstLine: Int, allowDocumentMarkers: Bool) throws(YAMLError) -> YAMLNode {
        var parser = YAMLParser(lines: lines, firstLine: firstLine)
        try parser.checkDocumentMarkers(allowLeadingStart: allowDocumentMarkers)
        parser.skipBlankLines()
        guard parser.index < parser.lines.count else {
            return YAMLNode(.mapping([]), at: SourceLocation(line: firstLine, column: 1))
        }
        let indent = parser.indentation(of: parser.index)
        if indent > 0 {
            throw YAMLError("the first key must not be indented", hint: "start it at column 1", at: parser.location(parser.index, indent))
        }
        let root = try parser.parseBlock(indent: 0, depth: 0)
        parser.skipBlankLines()
        if parser.index < parser.lines.count {
            let column = parser.indentation(of: parser.index)
            throw YAMLError("unexpected indentation", hint: "align this line with the key it belongs to", at: parser.location(parser.index, column))
        }
        guard root.entries != nil else {
            throw YAMLError("expected 'key: value' lines", hint: "the front matter is a mapping of keys to values", at: root.location)
        }
        return root
    }

    private init(lines: [[Unicode.Scalar]], firstLine: Int) {
        self.lines = lines
        self.firstLine = firstLine
    }

    // MARK: Lines

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(line: firstLine + line, column: column + 1)
    }

    private func indentation(of line: Int) -> Int {
        lines[line].prefix(while: { $0 == " " }).count
    }

    /// True for lines holding nothing but spaces and an optional comment.
    private func isBlank(_ line: Int) -> Bool {
        let content = lines[line].drop(while: { $0 == " " || $0 == "\t" })
        return content.isEmpty || content.first == "#"
    }

    private mutating func skipBlankLines() {
        while index < lines.count && isBlank(index) { index += 1 }
    }

    private mutating func checkDocumentMarkers(allowLeadingStart: Bool) throws(YAMLError) {
        var sawContent = false
        for number in lines.indices {
            let text = String(scalars: lines[number]).trimmingTrailingSpaces()
            if text.hasPrefix("%") && !sawContent {
                throw YAMLError("YAML directives are not supported", hint: "remove the '%' line", at: location(number, 0))
            }
            if text == "---" || text.hasPrefix("--- ") {
                if allowLeadingStart && !sawContent && text == "---" {
                    lines[number] = []
                    continue
                }
                throw YAMLError("multiple YAML documents are not supported", hint: "keep one document and remove this '---'", at: location(number, 0))
            }
            if text == "..." {
                throw YAMLError("document end markers '...' are not supported", hint: "remove this line", at: location(number, 0))
            }
            let leading = lines[number].prefix(while: { $0 == " " || $0 == "\t" })
            if leading.contains("\t") && !isBlank(number) {
                throw YAMLError("tab in indentation", hint: "YAML indents with spaces; replace the tab with spaces", at: location(number, leading.firstIndex(of: "\t")!))
            }
            if !isBlank(number) { sawContent = true }
        }
    }

    // MARK: Block structure

    /// Parses the mapping or sequence starting at the current line, whose indentation is `indent`.
    private mutating func parseBlock(indent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        if depth > Self.maximumDepth {
            throw YAMLError("nesting deeper than \(Self.maximumDepth) levels", hint: "flatten the structure", at: location(index, indent))
        }
        if isSequenceItem(index, at: indent) {
            return try parseSequence(indent: indent, depth: depth)
        }
        if try keySplit(line: index, from: indent) != nil {
            return try parseMapping(indent: indent, depth: depth)
        }
        throw YAMLError("expected 'key: value'", hint: "write a key followed by ':' and its value", at: location(index, indent))
    }

    private func isSequenceItem(_ line: Int, at column: Int) -> Bool {
        let text = lines[line]
        guard column < text.count, text[column] == "-" else { return false }
        return column + 1 == text.count || text[column + 1] == " "
    }

    private mutating func parseMapping(indent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        let start = location(index, indent)
        var entries: [YAMLEntry] = []
        var seen: [String: SourceLocation] = [:]
        while true {
            skipBlankLines()
            guard index < lines.count else { break }
            let lineIndent = indentation(of: index)
            if lineIndent < indent { break }
            if lineIndent > indent {
                throw YAMLError("unexpected indentation", hint: "align this key with the keys above it", at: location(index, lineIndent))
            }
            if isSequenceItem(index, at: indent) {
                throw YAMLError("a list item where a key was expected", hint: "indent the list under its key", at: location(index, indent))
            }
            guard let split = try keySplit(line: index, from: indent) else {
                throw YAMLError("expected 'key: value'", hint: "write a key followed by ':' and its value", at: location(index, indent))
            }
            let keyLocation = location(index, indent)
            if let first = seen[split.key] {
                throw YAMLError("duplicate key '\(split.key)' (first given on line \(first.line))", hint: "remove one of them", at: keyLocation)
            }
            seen[split.key] = keyLocation
            let value = try parseValue(line: index, column: split.valueColumn, ownerIndent: indent, depth: depth, allowsSequenceAtOwnerIndent: true)
            entries.append(YAMLEntry(key: split.key, keyLocation: keyLocation, value: value))
        }
        return YAMLNode(.mapping(entries), at: start)
    }

    private mutating func parseSequence(indent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        let start = location(index, indent)
        var items: [YAMLNode] = []
        while true {
            skipBlankLines()
            guard index < lines.count else { break }
            let lineIndent = indentation(of: index)
            if lineIndent < indent { break }
            if lineIndent > indent {
                throw YAMLError("unexpected indentation", hint: "align this item with the items above it", at: location(index, lineIndent))
            }
            guard isSequenceItem(index, at: indent) else { break }
            let contentColumn = indent + 1 + lines[index].dropFirst(indent + 1).prefix(while: { $0 == " " }).count
            if contentColumn < lines[index].count, try keySplit(line: index, from: contentColumn) != nil {
                // `- key: value` starts a mapping whose keys line up with `key`.
                for column in indent..<contentColumn { lines[index][column] = " " }
                items.append(try parseMapping(indent: contentColumn, depth: depth + 1))
            } else {
                items.append(try parseValue(line: index, column: indent + 1, ownerIndent: indent, depth: depth, allowsSequenceAtOwnerIndent: false))
            }
        }
        return YAMLNode(.sequence(items), at: start)
    }

    /// Parses the value that starts at `column` of `line` (after `key:` or `-`), and any
    /// lines that belong to it; leaves `index` on the line after the value.
    private mutating func parseValue(line: Int, column: Int, ownerIndent: Int, depth: Int, allowsSequenceAtOwnerIndent: Bool) throws(YAMLError) -> YAMLNode {
        let text = lines[line]
        var start = column
        while start < text.count && (text[start] == " " || text[start] == "\t") { start += 1 }
        let here = location(line, start)
        guard start < text.count, text[start] != "#" else {
            // The value is on the following lines, or absent.
            index = line + 1
            skipBlankLines()
            if index < lines.count {
                let childIndent = indentation(of: index)
                if childIndent > ownerIndent || (allowsSequenceAtOwnerIndent && childIndent == ownerIndent && isSequenceItem(index, at: childIndent)) {
                    return try parseBlock(indent: childIndent, depth: depth + 1)
                }
            }
            return YAMLNode(.scalar("", .plain), at: location(line, column))
        }
        switch text[start] {
        case "&":
            throw YAMLError("anchors ('&') are not supported", hint: "write the value out in full", at: here)
        case "*":
            throw YAMLError("aliases ('*') are not supported", hint: "write the value out in full, or quote it if it starts with '*'", at: here)
        case "!":
            throw YAMLError("tags ('!') are not supported", hint: "remove the tag, or quote the value if it starts with '!'", at: here)
        case "{":
            throw YAMLError("flow mappings ('{ … }') are not supported", hint: "write the mapping as indented 'key: value' lines", at: here)
        case "%", "@", "`":
            throw YAMLError("'\(text[start])' cannot start a plain value", hint: "put the value in quotes", at: here)
        case "[":
            index = line + 1
            return try parseFlowSequence(line: line, column: start)
        case "|", ">":
            return try parseBlockScalar(line: line, column: start, ownerIndent: ownerIndent)
        case "\"", "'":
            return try parseQuoted(line: line, column: start)
        default:
            return try parsePlain(line: line, column: start, ownerIndent: ownerIndent)
        }
    }

    // MARK: Keys

    private struct KeySplit {
        var key: String
        var valueColumn: Int
    }

    /// Finds `key:` at `column` of `line`; `nil` when the line holds no key there.
    private func keySplit(line: Int, from column: Int) throws(YAMLError) -> KeySplit? {
        let text = lines[line]
        guard column < text.count else { return nil }
        let first = text[column]
        if first == "\"" || first == "'" {
            guard let (key, end) = try? scanQuotedOnLine(text, from: column) else { return nil }
            var colon = end
            while colon < text.count && text[colon] == " " { colon += 1 }
            guard colon < text.count, text[colon] == ":", colon + 1 == text.count || text[colon + 1] == " " else { return nil }
            return KeySplit(key: key, valueColumn: colon + 1)
        }
        if first == "?" && (column + 1 == text.count || text[column + 1] == " ") {
            throw YAMLError("complex keys ('?') are not supported", hint: "use a plain key", at: location(line, column))
        }
        if "[{&*!|>#%@`-".unicodeScalars.contains(first) && !(first == "-" && column + 1 < text.count && text[column + 1] != " ") {
            return nil
        }
        var position = column
        while position < text.count {
            if text[position] == ":" && (position + 1 == text.count || text[position + 1] == " " || text[position + 1] == "\t") {
                let key = String(scalars: text[column..<position]).trimmingTrailingSpaces()
                return key.isEmpty ? nil : KeySplit(key: key, valueColumn: position + 1)
            }
            if text[position] == "#" && position > column && text[position - 1] == " " { return nil }
            position += 1
        }
        return nil
    }

    // MARK: Scalars

    private mutating func parsePlain(line: Int, column: Int, ownerIndent: Int) throws(YAMLError) -> YAMLNode {
        var pieces = [try plainText(line: line, from: column)]
        var emptyLines = 0
        index = line + 1
        // Continuation lines: more indented than the owner, folded with spaces.
        while index < lines.count {
            let content = lines[index].drop(while: { $0 == " " })
            if content.isEmpty { emptyLines += 1; index += 1; continue }
            let indent = indentation(of: index)
            guard indent > ownerIndent, content.first != "#" else { break }
            let startsKey = try keySplit(line: index, from: indent) != nil
            if isSequenceItem(index, at: indent) || startsKey {
                throw YAMLError("unexpected indentation", hint: "align this line with the key it belongs to, or quote the value above", at: location(index, indent))
            }
            pieces.append(emptyLines > 0 ? String(repeating: "\n", count: emptyLines) : " ")
            pieces.append(try plainText(line: index, from: indent))
            emptyLines = 0
            index += 1
        }
        if emptyLines > 0 {
            // Leave trailing blank lines to whatever follows.
            index -= emptyLines
        }
        return YAMLNode(.scalar(pieces.joined(), .plain), at: location(line, column))
    }

    /// The plain text of one line from `column`, without a trailing comment.
    private func plainText(line: Int, from column: Int) throws(YAMLError) -> String {
        let text = lines[line]
        var end = column
        while end < text.count {
            if text[end] == "#" && end > column && (text[end - 1] == " " || text[end - 1] == "\t") { break }
            if text[end] == ":" && (end + 1 == text.count || text[end + 1] == " ") {
                throw YAMLError("':' followed by a space inside a plain value", hint: "put the whole value in quotes", at: location(line, end))
            }
            end += 1
        }
        return String(scalars: text[column..<end]).trimmingTrailingSpaces()
    }

    /// Reads a quoted scalar that closes on the same line; returns it and the column after it.
    private func scanQuotedOnLine(_ text: [Unicode.Scalar], from column: Int) throws(YAMLError) -> (String, Int) {
        var scanner = QuotedScanner(quote: text[column])
        var position = column + 1
        while position < text.count {
            if try scanner.consume(text, at: &position, location: { location(0, $0) }) { return (scanner.value, position) }
        }
        throw YAMLError("unterminated quoted key", at: location(0, column))
    }

    private mutating func parseQuoted(line: Int, column: Int) throws(YAMLError) -> YAMLNode {
        let quote = lines[line][column]
        var scanner = QuotedScanner(quote: quote)
        var current = line
        var position = column + 1
        while true {
            let text = lines[current]
            let lineNumber = current
            while position < text.count {
                if try scanner.consume(text, at: &position, location: { location(lineNumber, $0) }) {
                    let rest = text[position...].drop(while: { $0 == " " || $0 == "\t" })
                    if let extra = rest.first, extra != "#" {
                        throw YAMLError("unexpected text after the closing quote", hint: "put the whole value inside the quotes", at: location(current, text.count - rest.count))
                    }
                    index = current + 1
                    return YAMLNode(.scalar(scanner.value, quote == "\"" ? .doubleQuoted : .singleQuoted), at: location(line, column))
                }
            }
            // The string goes on: fold the line break like YAML does.
            current += 1
            guard current < lines.count else {
                throw YAMLError("the quoted value is never closed", hint: "add the closing \(quote)", at: location(line, column))
            }
            scanner.lineBreak(escaped: quote == "\"" && scanner.endsWithEscapedBreak)
            position = lines[current].prefix(while: { $0 == " " || $0 == "\t" }).count
            if position == lines[current].count { scanner.emptyLine() }
        }
    }

    private mutating func parseFlowSequence(line: Int, column: Int) throws(YAMLError) -> YAMLNode {
        let text = lines[line]
        var items: [YAMLNode] = []
        var position = column + 1
        func skipSpaces() { while position < text.count && text[position] == " " { position += 1 } }
        while true {
            skipSpaces()
            guard position < text.count else {
                throw YAMLError("the list opened with '[' is not closed on this line", hint: "close it with ']' on the same line, or write one '- item' per line", at: location(line, column))
            }
            if text[position] == "]" { position += 1; break }
            let itemLocation = location(line, position)
            switch text[position] {
            case "\"", "'":
                var scanner = QuotedScanner(quote: text[position])
                position += 1
                var closed = false
                while position < text.count && !closed {
                    closed = try scanner.consume(text, at: &position, location: { location(line, $0) })
                }
                guard closed else { throw YAMLError("the quoted value is never closed", at: itemLocation) }
                items.append(YAMLNode(.scalar(scanner.value, .doubleQuoted), at: itemLocation))
            case "[", "{", "&", "*", "!":
                throw YAMLError("nested collections, anchors, aliases and tags are not supported in '[ … ]' lists", hint: "quote the value", at: itemLocation)
            default:
                let start = position
                while position < text.count && text[position] != "," && text[position] != "]" { position += 1 }
                let item = String(scalars: text[start..<position]).trimmingTrailingSpaces()
                if item.isEmpty { throw YAMLError("empty item in a '[ … ]' list", hint: "remove the extra ','", at: itemLocation) }
                items.append(YAMLNode(.scalar(item, .plain), at: itemLocation))
            }
            skipSpaces()
            if position < text.count && text[position] == "," { position += 1 }
            else if position < text.count && text[position] != "]" {
                throw YAMLError("expected ',' or ']'", at: location(line, position))
            }
        }
        let rest = text[position...].drop(while: { $0 == " " })
        if let extra = rest.first, extra != "#" {
            throw YAMLError("unexpected text after ']'", at: location(line, text.count - rest.count))
        }
        return YAMLNode(.sequence(items), at: location(line, column))
    }

    private mutating func parseBlockScalar(line: Int, column: Int, ownerIndent: Int) throws(YAMLError) -> YAMLNode {
        let text = lines[line]
        let isFolded = text[column] == ">"
        enum Chomping { case clip, strip, keep }
        var chomping = Chomping.clip
        var explicitIndent: Int?
        var position = column + 1
        while position < text.count && text[position] != " " {
            switch text[position] {
            case "-" where chomping == .clip: chomping = .strip
            case "+" where chomping == .clip: chomping = .keep
            case "1"..."9" where explicitIndent == nil: explicitIndent = Int(text[position].value - 48)
            default:
                throw YAMLError("invalid block scalar header", hint: "use '|' or '>' optionally followed by '-', '+' or an indentation digit", at: location(line, position))
            }
            position += 1
        }
        let rest = text[position...].drop(while: { $0 == " " })
        if let extra = rest.first, extra != "#" {
            throw YAMLError("text after '\(text[column])' on the same line", hint: "start the text on the next line, indented", at: location(line, text.count - rest.count))
        }
        index = line + 1
        var contentIndent = explicitIndent.map { ownerIndent + $0 }
        var contentLines: [String] = []
        while index < lines.count {
            let current = lines[index]
            let indent = indentation(of: index)
            let isEmpty = indent == current.count
            if contentIndent == nil && !isEmpty {
                guard indent > ownerIndent else { break }
                contentIndent = indent
            }
            if isEmpty {
                contentLines.append("")
            } else if let contentIndent, indent >= contentIndent {
                contentLines.append(String(scalars: current[contentIndent...]))
            } else {
                break
            }
            index += 1
        }
        // Trailing empty lines belong to chomping, not to the content.
        var trailing = 0
        while let last = contentLines.last, last.isEmpty { contentLines.removeLast(); trailing += 1 }
        index -= trailing
        var value = isFolded ? Self.fold(contentLines) : contentLines.joined(separator: "\n")
        if !contentLines.isEmpty {
            switch chomping {
            case .strip: break
            case .clip: value += "\n"
            case .keep: value += String(repeating: "\n", count: trailing + 1)
            }
        } else if chomping == .keep {
            value = String(repeating: "\n", count: trailing)
        }
        index += trailing
        return YAMLNode(.scalar(value, isFolded ? .folded : .literal), at: location(line, column))
    }

    /// Folds the lines of a `>` scalar: line breaks between text lines become spaces,
    /// empty lines become line breaks, more-indented lines keep their breaks.
    static func fold(_ lines: [String]) -> String {
        enum Previous { case none, normal, moreIndented }
        var result = ""
        var previous = Previous.none
        var pendingBreaks = 0
        for line in lines {
            if line.isEmpty { pendingBreaks += 1; continue }
            let isMoreIndented = line.first == " " || line.first == "\t"
            switch previous {
            case .none: result += String(repeating: "\n", count: pendingBreaks)
            case .normal where !isMoreIndented:
                result += pendingBreaks == 0 ? " " : String(repeating: "\n", count: pendingBreaks)
            default: result += String(repeating: "\n", count: pendingBreaks + 1)
            }
            result += line
            previous = isMoreIndented ? .moreIndented : .normal
            pendingBreaks = 0
        }
        return result
    }
}

/// Reads the inside of a single- or double-quoted scalar one scalar at a time.
private struct QuotedScanner {
    let quote: Unicode.Scalar
    var value = ""
    var endsWithEscapedBreak = false
    private var pendingSpace = false
    private var emptyLines = 0

    init(quote: Unicode.Scalar) { self.quote = quote }

    /// Consumes one character (or escape) at `position`; returns true at the closing quote.
    mutating func consume(_ text: [Unicode.Scalar], at position: inout Int, location: (Int) -> SourceLocation) throws(YAMLError) -> Bool {
        flushFolding()
        let scalar = text[position]
        endsWithEscapedBreak = false
        if scalar == quote {
            if quote == "'" && position + 1 < text.count && text[position + 1] == "'" {
                value.unicodeScalars.append("'")
                position += 2
                return false
            }
            position += 1
            return true
        }
        if quote == "\"" && scalar == "\\" {
            guard position + 1 < text.count else {
                endsWithEscapedBreak = true
                position += 1
                return false
            }
            try unescape(text, at: &position, location: location)
            return false
        }
        if (scalar == " " || scalar == "\t") && text[position...].allSatisfy({ $0 == " " || $0 == "\t" }) {
            // Trailing white space before a line break is not part of the value.
            position = text.count
            return false
        }
        value.unicodeScalars.append(scalar)
        position += 1
        return false
    }

    mutating func lineBreak(escaped: Bool) {
        if !escaped { pendingSpace = true }
    }

    mutating func emptyLine() {
        emptyLines += 1
    }

    private mutating func flushFolding() {
        if emptyLines > 0 {
            value += String(repeating: "\n", count: emptyLines)
        } else if pendingSpace {
            value += " "
        }
        emptyLines = 0
        pendingSpace = false
    }

    private mutating func unescape(_ text: [Unicode.Scalar], at position: inout Int, location: (Int) -> SourceLocation) throws(YAMLError) {
        let code = text[position + 1]
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}",
            "f": "\u{0C}", "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\",
            "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
        ]
        if let replacement = simple[code] {
            value.unicodeScalars.append(replacement)
            position += 2
            return
        }
        let digits: Int
        switch code {
        case "x": digits = 2
        case "u": digits = 4
        case "U": digits = 8
        default:
            throw YAMLError("unknown escape '\\\(code)'", hint: "write '\\\\' for a backslash, or use single quotes", at: location(position))
        }
        let end = position + 2 + digits
        guard end <= text.count,
              let number = UInt32(String(scalars: text[(position + 2)..<end]), radix: 16),
              let scalar = Unicode.Scalar(number) else {
            throw YAMLError("invalid '\\\(code)' escape", hint: "give \(digits) hexadecimal digits of a valid code point", at: location(position))
        }
        value.unicodeScalars.append(scalar)
        position = end
    }
}
