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

    /// The nodes of `text`; a text that does not parse renders as nothing.
    func nodes(for text: BlockText, name: String) -> [Node] {
        if let nodes = lock.withLock({ compiled[text] }) { return nodes }
        let nodes = (try? TemplateParser.parse(text.indentedSource, name: name, delimiters: text.delimiters)) ?? []
        // Indented partials of runaway recursion are all different texts; keep memory bounded.
        lock.withLock { if compiled.count < Self.capacity { compiled[text] = nodes } }
        return nodes
    }
}
