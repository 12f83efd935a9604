import Foundation

/// A compiled Mustache template: parse once, render many times.
///
/// Follows the Mustache specification: interpolation (escaped, `{{{raw}}}`, `{{& raw}}`),
/// dotted names, the implicit iterator, sections, inverted sections, comments, partials with
/// standalone-line and indentation rules, Set Delimiter, and inheritance (`{{<parent}}`,
/// `{{$block}}`). Lambdas are not supported: data here is plain values.
public struct Template: Sendable {
    /// The name errors are reported with (`walkthrough.mustache`).
    public let name: String
    let nodes: [Node]
    /// Compiled partials and blocks, shared by every render of this template and its copies.
    private let cache = PartialCache()

    /// Compiles `source`; throws with the line and column of the first syntax error.
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        self.name = name
        self.nodes = try TemplateParser.parse(source, name: name)
    }

    /// Renders with `data`; partials and parents are looked up in `partials` by name,
    /// and a missing one renders as nothing, as the specification asks.
    public func render(_ data: MustacheValue, partials: [String: String] = [:]) -> String {
        var renderer = Renderer(sources: partials, cache: cache, stack: [data])
        return renderer.render(nodes)
    }

    /// Compiles every partial, parent and block text a render with `partials` can reach, whatever
    /// the data, as a render would on first use: later renders find them compiled. Bounded as
    /// rendering is, so recursive partials end.
    public func prepare(partials: [String: String]) {
        struct Expansion: Hashable {
            var text: BlockText
            var arguments: [String: BlockText]
        }
        var seen: Set<Expansion> = []
        func visit(_ nodes: [Node], arguments: [String: BlockText], depth: Int) {
            for node in nodes {
                switch node {
                case .text, .variable:
                    break
                case .section(_, _, let children):
                    visit(children, arguments: arguments, depth: depth)
                case .partial(let name, let indentation):
                    guard let source = partials[name] else { continue }
                    expand(BlockText(source: source, delimiters: .standard, indentation: indentation ?? ""), name: name, arguments: arguments, depth: depth)
                case .block(let defaultText, let name, let indentation):
                    var text = arguments[name] ?? defaultText
                    text.indentation = indentation ?? ""
                    expand(text, name: name, arguments: arguments, depth: depth)
                case .parent(let name, let overrides, let indentation):
                    guard let source = partials[name] else { continue }
                    // Overrides from further out win over those given here, as in `Renderer`.
                    expand(BlockText(source: source, delimiters: .standard, indentation: indentation ?? ""), name: name,
                           arguments: arguments.merging(overrides) { outer, _ in outer }, depth: depth)
                }
            }
        }
        func expand(_ text: BlockText, name: String, arguments: [String: BlockText], depth: Int) {
            guard depth < Renderer.maximumDepth, seen.count < Renderer.maximumExpansions,
                  seen.insert(Expansion(text: text, arguments: arguments)).inserted else { return }
            visit(cache.nodes(for: text, name: name), arguments: arguments, depth: depth + 1)
        }
        visit(nodes, arguments: [:], depth: 0)
    }

    /// How many partial, parent and block texts are compiled so far.
    var compiledTextCount: Int { cache.count }

    /// Every partial or parent this template names, for checking that they exist.
    public var referencedPartials: Set<String> {
        func names(in nodes: [Node]) -> Set<String> {
            nodes.reduce(into: Set<String>()) { found, node in
                switch node {
                case .partial(let name, _): found.insert(name)
                case .parent(let name, let overrides, _):
                    found.insert(name)
                    for text in overrides.values { found.formUnion(names(in: text)) }
                case .section(_, _, let children): found.formUnion(names(in: children))
                case .block(let text, _, _): found.formUnion(names(in: text))
                case .text, .variable: break
                }
            }
        }
        func names(in text: BlockText) -> Set<String> {
            names(in: (try? TemplateParser.parse(text.source, name: name, delimiters: text.delimiters)) ?? [])
        }
        return names(in: nodes)
    }
}

/// Compiled partials and block texts, shared by every render of a template; thread-safe.
/// Keys hold the full source text, so renders with other partials never see stale nodes.
final class PartialCache: @unchecked Sendable {
    private var compiled: [BlockText: [Node]] = [:]
    private let lock = NSLock()
    private static let capacity = 4096

    /// How many texts are compiled.
    var count: Int { lock.withLock { compiled.count } }

    /// The nodes of `text`; a text that does not parse renders as nothing.
    func nodes(for text: BlockText, name: String) -> [Node] {
        if let nodes = lock.withLock({ compiled[text] }) { return nodes }
        let nodes = (try? TemplateParser.parse(text.indentedSource, name: name, delimiters: text.delimiters)) ?? []
        // Indented partials of runaway recursion are all different texts; keep memory bounded.
        lock.withLock { if compiled.count < Self.capacity { compiled[text] = nodes } }
        return nodes
    }
}
