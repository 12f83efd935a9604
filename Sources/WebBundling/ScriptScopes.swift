/// The scopes of a script (functions with their parameters, blocks, loop heads, catch clauses) and
/// the declaration each name refers to: what lets `ScriptMinifier` give names that differ only
/// where two of them meet, so that the same short names come back in every function, as
/// minifiers do (and gzip likes).
struct ScriptScopes {
    /// A stretch of tokens where declarations hold, from `start` to `end`, inside `parent`.
    struct Scope {
        var start: Int
        var end: Int
        var parent: Int?
        var bindings: [String: Int] = [:]
    }

    /// One declared name, in the scope that declares it, and how often the script uses it.
    struct Binding {
        var name: String
        var scope: Int
        var uses = 0
    }

    private(set) var scopes: [Scope] = []
    private(set) var bindings: [Binding] = []
    /// The binding each name token refers to; names declared nowhere (globals) have none.
    private(set) var bindingOfToken: [Int: Int] = [:]
    /// The names used but declared nowhere in the script: globals.
    private(set) var freeNames: Set<String> = []
    private var scopeOfToken: [Int] = []
    private let names: ScriptNames

    init(_ names: ScriptNames) {
        self.names = names
        buildScopes()
        declareNames()
        resolveNames()
    }

    // MARK: Scopes

    private mutating func buildScopes() {
        let tokens = names.tokens
        var intervals: [(start: Int, end: Int)] = [(0, max(0, tokens.count - 1))]
        for index in tokens.indices {
            if let interval = functionInterval(at: index) { intervals.append(interval) }
            if names.blockBraces.contains(index), let close = names.matching(index) { intervals.append((index, close)) }
            if names.isWord(index, ["for"]) && names.isPunctuator(index + 1, "("), let close = names.matching(index + 1),
               names.isWord(index + 2, ["const", "let"]) {
                intervals.append((index + 1, endOfStatement(from: close + 1)))
            }
        }
        intervals.sort { ($0.start, -$0.end) < ($1.start, -$1.end) }
        var open: [Int] = []
        for interval in intervals {
            while let last = open.last, scopes[last].end < interval.start { open.removeLast() }
            scopes.append(Scope(start: interval.start, end: interval.end, parent: open.last))
            open.append(scopes.count - 1)
        }
        // Each token's innermost scope: the last opened that has not ended.
        scopeOfToken = Array(repeating: 0, count: tokens.count)
        var stack: [Int] = []
        var next = 0
        for index in tokens.indices {
            while let last = stack.last, scopes[last].end < index { stack.removeLast() }
            while next < scopes.count && scopes[next].start <= index {
                stack.append(next)
                next += 1
            }
            scopeOfToken[index] = stack.last ?? 0
        }
    }

    /// The tokens of a function's parameters and body: `function f(…) {…}`, a method `f(…) {…}`,
    /// an arrow function `(…) => …` or `a => …`, a `catch (e) {…}`.
    private func functionInterval(at index: Int) -> (start: Int, end: Int)? {
        let isFunction = names.isWord(index, ["function"])
        let isMethod = names.roles[index] == .fixed && !ScriptNames.keywords.contains(names.text(index)) && names.isPunctuator(index + 1, "(")
        let isCatch = names.isWord(index, ["catch"]) && names.isPunctuator(index + 1, "(")
        if isFunction || isMethod || isCatch {
            let open = names.isPunctuator(index + 1, "(") ? index + 1 : index + 2
            guard names.isPunctuator(open, "("), let close = names.matching(open), names.isPunctuator(close + 1, "{"),
                  let end = names.matching(close + 1) else { return nil }
            return (open, end)
        }
        guard names.isPunctuator(index, "=>") else { return nil }
        let start = names.isPunctuator(index - 1, ")") ? names.matchingOpen(index - 1) : index - 1
        guard let start else { return nil }
        if names.isPunctuator(index + 1, "{"), let end = names.matching(index + 1) { return (start, end) }
        return (start, endOfExpression(from: index + 1))
    }

    /// The last token of the expression starting at `start`: before the `,` `;` or closing bracket
    /// that ends it at its own level.
    private func endOfExpression(from start: Int) -> Int {
        var index = start
        while index < names.tokens.count {
            if ["(", "[", "{"].contains(where: { names.isPunctuator(index, $0) }), let close = names.matching(index) {
                index = close + 1
                continue
            }
            if [",", ";", ")", "]", "}"].contains(where: { names.isPunctuator(index, $0) }) { return index - 1 }
            index += 1
        }
        return names.tokens.count - 1
    }

    /// The last token of the statement starting at `start`: a block, or what runs to its `;`.
    private func endOfStatement(from start: Int) -> Int {
        if names.isPunctuator(start, "{"), let close = names.matching(start) { return close }
        var index = start
        while index < names.tokens.count && !names.isPunctuator(index, ";") {
            index = names.matching(index).map { $0 > index ? $0 + 1 : index + 1 } ?? index + 1
        }
        return min(index, names.tokens.count - 1)
    }

    // MARK: Names

    private mutating func bind(_ index: Int, in scope: Int) {
        let name = names.text(index)
        let binding = scopes[scope].bindings[name] ?? {
            bindings.append(Binding(name: name, scope: scope))
            scopes[scope].bindings[name] = bindings.count - 1
            return bindings.count - 1
        }()
        bindingOfToken[index] = binding
    }

    /// Every declaration, bound in the scope it holds in.
    private mutating func declareNames() {
        for index in names.tokens.indices where names.tokens[index].kind == .word || names.isPunctuator(index, "=>") {
            let scope = scopeOfToken[index]
            switch names.text(index) {
            case "const", "let", "var":
                if names.tokens[index + 1].kind == .word { bind(index + 1, in: scope) }
                if let close = names.matching(index + 1) {
                    for name in names.patternNames(from: index + 1, to: close) { bind(name, in: scope) }
                }
            case "function", "class":
                if names.text(index) == "function", let interval = functionInterval(at: index) { bindParameters(from: interval.start) }
                guard names.roles[index + 1] == .name else { continue }
                // A declaration's name holds where it stands; a function expression's, in itself.
                let previous = index - 1
                let isStatement = previous < 0 || [";", "{", "}"].contains { names.isPunctuator(previous, $0) }
                if isStatement { bind(index + 1, in: scope) } else if names.text(index) == "function" { bind(index + 1, in: scopeOfToken[index + 2]) }
            case "=>":
                if names.tokens[index - 1].kind == .word { bind(index - 1, in: scopeOfToken[index - 1]) }
                if names.isPunctuator(index - 1, ")"), let open = names.matchingOpen(index - 1) { bindParameters(from: open) }
            default:
                if names.isPunctuator(index + 1, "("), functionInterval(at: index) != nil { bindParameters(from: index + 1) }
            }
        }
    }

    private mutating func bindParameters(from open: Int) {
        guard let close = names.matching(open) else { return }
        for name in names.patternNames(from: open, to: close) { bind(name, in: scopeOfToken[open]) }
    }

    /// Each use of a name, to the nearest scope declaring it.
    private mutating func resolveNames() {
        for (index, role) in names.roles where role != .fixed {
            let name = names.text(index)
            if bindingOfToken[index] == nil {
                var scope: Int? = scopeOfToken[index]
                while let current = scope, scopes[current].bindings[name] == nil { scope = scopes[current].parent }
                if let scope { bindingOfToken[index] = scopes[scope].bindings[name] } else { freeNames.insert(name) }
            }
            if let binding = bindingOfToken[index] { bindings[binding].uses += 1 }
        }
    }

    // MARK: Short names

    /// A short name for each binding: the most used first in each scope, never a keyword, a global
    /// or a name of an outer scope that is used inside this one.
    func shortNames() -> [Int: String] {
        // Where each binding is seen: every scope from each of its uses up to its own.
        var seenIn: [[Int]] = Array(repeating: [], count: scopes.count)
        for (index, binding) in bindingOfToken {
            var scope: Int? = scopeOfToken[index]
            while let current = scope {
                seenIn[current].append(binding)
                if current == bindings[binding].scope { break }
                scope = scopes[current].parent
            }
        }
        var short: [Int: String] = [:]
        let avoided = freeNames.union(ScriptNames.keywords)
        for scope in scopes.indices {  // parents come before their children
            let outer = Set(seenIn[scope].filter { bindings[$0].scope != scope }.compactMap { short[$0] })
            var fresh = ShortNames(avoiding: avoided.union(outer))
            let own = scopes[scope].bindings.values.sorted { (bindings[$0].uses, bindings[$1].name) > (bindings[$1].uses, bindings[$0].name) }
            for binding in own { short[binding] = fresh.next() }
        }
        return short
    }
}
