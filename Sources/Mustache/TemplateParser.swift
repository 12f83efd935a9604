/// The tag delimiters in effect, `{{` and `}}` unless a Set Delimiter tag changed them.
struct Delimiters: Sendable, Hashable {
    var open: [Unicode.Scalar]
    var close: [Unicode.Scalar]

    static let standard = Delimiters(open: ["{", "{"], close: ["}", "}"])
}

/// A compiled piece of a template.
indirect enum Node: Sendable {
    case text(String)
    case variable(path: [String], isEscaped: Bool)
    case section(path: [String], isInverted: Bool, children: [Node])
    /// `indentation` is set when the tag stands alone on its line.
    case partial(name: String, indentation: String?)
    /// A block keeps its source text: overrides and defaults are re-indented as text.
    case block(BlockText, name: String, indentation: String?)
    case parent(name: String, overrides: [String: BlockText], indentation: String?)
}

/// The source of a partial's or block's content, the delimiters to read it with, and the
/// indentation its standalone tag asks for (added to every line before parsing).
struct BlockText: Sendable, Hashable {
    var source: String
    var delimiters: Delimiters
    var indentation = ""

    /// The source as parsed: indented as the specification asks.
    var indentedSource: String { Indentation.indent(source, by: indentation) }
}

/// Parses Mustache source into nodes, applying the specification's standalone-line rules.
struct TemplateParser {
    private enum Kind: Equatable {
        case variable, unescaped, section, inverted, close, comment, partial, delimiters, parent, block

        var canStandAlone: Bool { ![.variable, .unescaped].contains(self) }
        var opensSection: Bool { [.section, .inverted, .parent, .block].contains(self) }
    }

    private struct Tag {
        var kind: Kind
        var name: String
        var start: Int
        var end: Int
        /// The delimiters in effect after the tag.
        var delimiters: Delimiters
        var consumedStart: Int
        var consumedEnd: Int
        var isStandalone = false
        /// For section openers: the index of the closing tag.
        var closeIndex: Int?
    }

    let templateName: String
    private let source: [Unicode.Scalar]
    private var tags: [Tag] = []

    init(source: String, name: String) {
        self.source = Array(source.unicodeScalars)
        self.templateName = name
    }

    static func parse(_ source: String, name: String, delimiters: Delimiters = .standard) throws(MustacheError) -> [Node] {
        var parser = TemplateParser(source: source, name: name)
        try parser.tokenize(delimiters: delimiters)
        try parser.matchSections()
        parser.applyStandaloneRules()
        var cursor = 0
        var position = 0
        return parser.nodes(until: parser.tags.count, cursor: &cursor, position: &position)
    }

    // MARK: Locations

    private func error(_ message: String, at index: Int) -> MustacheError {
        let (line, column) = lineAndColumn(of: index)
        return MustacheError(message, template: templateName, line: line, column: column)
    }

    private func lineAndColumn(of index: Int) -> (Int, Int) {
        var line = 1, column = 1
        for scalar in source[..<min(index, source.count)] {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    // MARK: Tokens

    private func find(_ needle: [Unicode.Scalar], from start: Int) -> Int? {
        guard !needle.isEmpty, source.count >= needle.count else { return nil }
        var index = start
        while index <= source.count - needle.count {
            if source[index] == needle[0] && Array(source[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }

    private mutating func tokenize(delimiters initial: Delimiters) throws(MustacheError) {
        var delimiters = initial
        var position = 0
        while let start = find(delimiters.open, from: position) {
            var contentStart = start + delimiters.open.count
            var kind = Kind.variable
            var closing = delimiters.close
            if contentStart < source.count {
                switch source[contentStart] {
                case "{": kind = .unescaped; closing = ["}"] + delimiters.close; contentStart += 1
                case "&": kind = .unescaped; contentStart += 1
                case "#": kind = .section; contentStart += 1
                case "^": kind = .inverted; contentStart += 1
                case "/": kind = .close; contentStart += 1
                case "!": kind = .comment; contentStart += 1
                case ">": kind = .partial; contentStart += 1
                case "=": kind = .delimiters; closing = ["="] + delimiters.close; contentStart += 1
                case "<": kind = .parent; contentStart += 1
                case "$": kind = .block; contentStart += 1
                default: break
                }
            }
            guard let contentEnd = find(closing, from: contentStart) else {
                throw error("unclosed tag: '\(String(String.UnicodeScalarView(delimiters.open)))' without '\(String(String.UnicodeScalarView(closing)))'", at: start)
            }
            let end = contentEnd + closing.count
            let name = trimmedText(contentStart..<contentEnd)
            switch kind {
            case .comment:
                break
            case .delimiters:
                let parts = name.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                    throw error("invalid Set Delimiter tag: write {{=<% %>=}} with two delimiters separated by a space", at: start)
                }
                delimiters = Delimiters(open: Array(parts[0].unicodeScalars), close: Array(parts[1].unicodeScalars))
            default:
                if name.isEmpty { throw error("empty tag: name a value, section or partial", at: start) }
                if name.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
                    throw error("tag name '\(name)' contains white space", at: start)
                }
            }
            tags.append(Tag(kind: kind, name: name, start: start, end: end, delimiters: delimiters, consumedStart: start, consumedEnd: end))
            position = end
        }
    }

    private mutating func matchSections() throws(MustacheError) {
        var open: [Int] = []
        for index in tags.indices {
            let tag = tags[index]
            if tag.kind.opensSection {
                open.append(index)
            } else if tag.kind == .close {
                guard let top = open.popLast() else {
                    throw error("closing tag '\(tag.name)' without an open section", at: tag.start)
                }
                guard tags[top].name == tag.name else {
                    let (line, column) = lineAndColumn(of: tags[top].start)
                    throw error("closing tag '\(tag.name)' does not match the open section '\(tags[top].name)' (opened at \(templateName):\(line):\(column))", at: tag.start)
                }
                tags[top].closeIndex = index
            }
        }
        if let unclosed = open.last {
            let (line, column) = lineAndColumn(of: tags[unclosed].start)
            throw error("unclosed section '\(tags[unclosed].name)' opened at \(templateName):\(line):\(column)", at: tags[unclosed].start)
        }
    }

    // MARK: Standalone lines

    private func lineStart(before index: Int) -> Int {
        var start = index
        while start > 0 && source[start - 1] != "\n" { start -= 1 }
        return start
    }

    /// The index of the line break ending the line at `index`, or the end of the source.
    private func lineEnd(after index: Int) -> Int {
        var end = index
        while end < source.count && source[end] != "\n" { end += 1 }
        return end
    }

    private func isBlankBefore(_ index: Int) -> Bool {
        source[lineStart(before: index)..<index].allSatisfy { $0 == " " || $0 == "\t" }
    }

    private func isBlankAfter(_ index: Int) -> Bool {
        source[index..<lineEnd(after: index)].allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    /// Through the line break after `index` (or to the end).
    private func endOfLine(after index: Int) -> Int {
        let end = lineEnd(after: index)
        return end < source.count ? end + 1 : end
    }

    private mutating func applyStandaloneRules() {
        for index in tags.indices where tags[index].kind.canStandAlone {
            let tag = tags[index]
            if isBlankBefore(tag.start) && isBlankAfter(tag.end) {
                tags[index].isStandalone = true
                tags[index].consumedStart = lineStart(before: tag.start)
                tags[index].consumedEnd = endOfLine(after: tag.end)
            }
        }
        // Inheritance tags may share a line with their partner and still stand alone.
        for index in tags.indices {
            guard let close = tags[index].closeIndex else { continue }
            let open = tags[index]
            let isPairAlone = open.end == tags[close].start && isBlankBefore(open.start) && isBlankAfter(tags[close].end)
            if open.kind == .block && isPairAlone {
                tags[index].isStandalone = true
                tags[index].consumedStart = lineStart(before: open.start)
                tags[close].consumedStart = tags[close].start
                // The line break stays, so that an empty block leaves an empty line.
                tags[close].consumedEnd = lineEnd(after: tags[close].end)
            }
            guard open.kind == .parent else { continue }
            if isPairAlone {
                tags[index].isStandalone = true
                tags[index].consumedStart = lineStart(before: open.start)
                tags[close].consumedEnd = endOfLine(after: tags[close].end)
            }
            let blocks = directChildren(of: index).filter { tags[$0].kind == .block }
            if let first = blocks.first, tags[first].start == open.end, isBlankBefore(open.start), isBlankAfter(tags[first].end) {
                tags[index].isStandalone = true
                tags[index].consumedStart = lineStart(before: open.start)
                tags[first].isStandalone = true
                tags[first].consumedStart = tags[first].start
                tags[first].consumedEnd = endOfLine(after: tags[first].end)
            }
            if let last = blocks.last, let lastClose = tags[last].closeIndex,
               tags[lastClose].end == tags[close].start, isBlankBefore(tags[lastClose].start), isBlankAfter(tags[close].end) {
                tags[lastClose].consumedStart = lineStart(before: tags[lastClose].start)
                tags[close].consumedStart = tags[close].start
                tags[close].consumedEnd = endOfLine(after: tags[close].end)
            }
        }
    }

    private func directChildren(of index: Int) -> [Int] {
        guard let close = tags[index].closeIndex else { return [] }
        var children: [Int] = []
        var child = index + 1
        while child < close {
            children.append(child)
            child = (tags[child].closeIndex ?? child) + 1
        }
        return children
    }

    // MARK: Nodes

    /// The source in `range` as a string (encoded by hand: the generic conversions are slow).
    private func text(_ range: Range<Int>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        for scalar in source[range] {
            if scalar.isASCII { bytes.append(UInt8(scalar.value)) } else { bytes.append(contentsOf: UTF8.encode(scalar)!) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text(range)` without the white space around it, as `Character.isWhitespace` tells it.
    private func trimmedText(_ range: Range<Int>) -> String {
        guard source[range].allSatisfy(\.isASCII) else {
            let content = text(range)
            return String(content.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
        // ASCII: a character is one scalar (or "\r\n"), white space exactly when its scalars are.
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper && source[lower].properties.isWhitespace { lower += 1 }
        while upper > lower && source[upper - 1].properties.isWhitespace { upper -= 1 }
        return text(lower..<upper)
    }

    /// The nodes from `cursor` up to the tag at `limit` (a closing tag, or the end).
    private func nodes(until limit: Int, cursor: inout Int, position: inout Int) -> [Node] {
        var nodes: [Node] = []
        func appendText(upTo end: Int) {
            if end > position { nodes.append(.text(text(position..<end))) }
            position = max(position, end)
        }
        while cursor < limit {
            let tag = tags[cursor]
            appendText(upTo: tag.consumedStart)
            position = max(position, tag.consumedEnd)
            let indentation = tag.isStandalone ? text(lineStart(before: tag.start)..<tag.start) : nil
            let path = tag.name == "." ? ["."] : tag.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            switch tag.kind {
            case .variable, .unescaped:
                nodes.append(.variable(path: path, isEscaped: tag.kind == .variable))
                cursor += 1
            case .comment, .delimiters, .close:
                cursor += 1
            case .partial:
                nodes.append(.partial(name: tag.name, indentation: indentation))
                cursor += 1
            case .section, .inverted:
                let close = tag.closeIndex!
                cursor += 1
                let children = self.nodes(until: close, cursor: &cursor, position: &position)
                position = max(position, tags[close].consumedEnd)
                nodes.append(.section(path: path, isInverted: tag.kind == .inverted, children: children))
                cursor = close + 1
            case .block:
                let (content, blockIndentation) = blockText(at: cursor)
                nodes.append(.block(content, name: tag.name, indentation: blockIndentation))
                position = tags[tag.closeIndex!].consumedEnd
                cursor = tag.closeIndex! + 1
            case .parent:
                var overrides: [String: BlockText] = [:]
                for child in directChildren(of: cursor) where tags[child].kind == .block && overrides[tags[child].name] == nil {
                    overrides[tags[child].name] = blockText(at: child).0
                }
                nodes.append(.parent(name: tag.name, overrides: overrides, indentation: indentation))
                position = tags[tag.closeIndex!].consumedEnd
                cursor = tag.closeIndex! + 1
            }
        }
        appendText(upTo: limit < tags.count ? tags[limit].consumedStart : source.count)
        return nodes
    }

    /// A block's content; for a standalone block, dedented, with the indentation to restore.
    private func blockText(at index: Int) -> (BlockText, String?) {
        let open = tags[index]
        let close = tags[open.closeIndex!]
        let start = open.consumedEnd
        let end = max(start, close.consumedStart)
        let raw = text(start..<end)
        guard open.isStandalone else {
            return (BlockText(source: raw, delimiters: open.delimiters), nil)
        }
        let (dedented, intrinsic) = Indentation.dedent(raw)
        let before = text(lineStart(before: open.start)..<open.start)
        return (BlockText(source: dedented, delimiters: open.delimiters), intrinsic.isEmpty ? before : intrinsic)
    }
}
