/// Renders nodes against a context stack.
struct Renderer {
    let sources: [String: String]
    let cache: PartialCache
    var stack: [MustacheValue]
    /// Block overrides in effect, by block name.
    var arguments: [String: BlockText] = [:]
    private var depth = 0
    private var expansions = 0
    private var produced = 0

    /// Partials may recurse (the data ends it); these bound templates whose data never does:
    /// past them, partials, parents and blocks expand to nothing.
    static let maximumDepth = 32
    static let maximumExpansions = 10_000
    /// Output past this many characters is dropped, so no template can exhaust memory.
    static let maximumOutput = 20_000_000

    init(sources: [String: String], cache: PartialCache, stack: [MustacheValue]) {
        self.sources = sources
        self.cache = cache
        self.stack = stack
    }

    mutating func render(_ nodes: [Node]) -> String {
        var output = ""
        for node in nodes {
            guard produced < Self.maximumOutput else { break }
            switch node {
            case .text(let text):
                output += text
                produced += text.utf8.count
            case .variable(let path, let isEscaped):
                let text = lookup(path).text
                output += isEscaped ? Self.escape(text) : text
                produced += text.utf8.count
            case .section(let path, let isInverted, let children):
                let value = lookup(path)
                if isInverted {
                    if !value.isTruthy { output += render(children) }
                } else if case .list(let items) = value {
                    for item in items { output += rendering(children, in: item) }
                } else if value.isTruthy {
                    output += rendering(children, in: value)
                }
            case .partial(let name, let indentation):
                guard canExpand, let source = sources[name] else { continue }
                output += expand(BlockText(source: source, delimiters: .standard, indentation: indentation ?? ""), name: name)
            case .block(let defaultText, let name, let indentation):
                var text = arguments[name] ?? defaultText
                text.indentation = indentation ?? ""
                output += expand(text, name: name)
            case .parent(let name, let overrides, let indentation):
                guard canExpand, let source = sources[name] else { continue }
                let saved = arguments
                // Overrides from further out win over those given here.
                arguments.merge(overrides) { outer, _ in outer }
                output += expand(BlockText(source: source, delimiters: .standard, indentation: indentation ?? ""), name: name)
                arguments = saved
            }
        }
        return output
    }

    private var canExpand: Bool { depth < Self.maximumDepth && expansions < Self.maximumExpansions }

    private mutating func expand(_ text: BlockText, name: String) -> String {
        guard canExpand else { return "" }
        expansions += 1
        depth += 1
        defer { depth -= 1 }
        return render(cache.nodes(for: text, name: name))
    }

    private mutating func rendering(_ nodes: [Node], in value: MustacheValue) -> String {
        stack.append(value)
        defer { stack.removeLast() }
        return render(nodes)
    }

    /// Resolves a dotted name: its first part through the stack, the rest within what it found.
    private func lookup(_ path: [String]) -> MustacheValue {
        if path == ["."] { return stack.last ?? .null }
        guard let first = path.first else { return .null }
        guard var value = stack.reversed().lazy.compactMap({ $0[first] }).first else { return .null }
        for key in path.dropFirst() {
            guard let next = value[key] else { return .null }
            value = next
        }
        return value
    }

    /// Escapes text for HTML element content and quoted attribute values.
    static func escape(_ text: String) -> String {
        var contiguous = text
        let escaped = contiguous.withUTF8 { utf8 -> String? in
            guard let first = utf8.firstIndex(where: { Self.entities[Int($0)] != nil }) else { return nil }
            var result: [UInt8] = Array(utf8[..<first])
            result.reserveCapacity(utf8.count + 32)
            for byte in utf8[first...] {
                if let entity = Self.entities[Int(byte)] { result.append(contentsOf: entity) } else { result.append(byte) }
            }
            return String(decoding: result, as: UTF8.self)
        }
        return escaped ?? text
    }

    /// The entity for each byte that must be escaped, by byte value; ASCII only, so UTF-8 sequences pass through.
    private static let entities: [[UInt8]?] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "&"): Array("&amp;".utf8)
        case UInt8(ascii: "<"): Array("&lt;".utf8)
        case UInt8(ascii: ">"): Array("&gt;".utf8)
        case UInt8(ascii: "\""): Array("&quot;".utf8)
        case UInt8(ascii: "'"): Array("&#39;".utf8)
        default: nil
        }
    }
}
