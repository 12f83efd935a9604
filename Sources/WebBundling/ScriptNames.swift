/// The names of a script, read from its tokens: which words are names of variables, functions,
/// classes and parameters (as against keywords, property names and object keys), and which names
/// the script declares, at its top level or anywhere. What `ScriptBundle` and `ScriptMinifier`
/// rename, always every occurrence of a name at once, so scopes stay as they were.
///
/// It reads the plain JavaScript of `web/`: no `with`, `eval`, labels or `var` hoisting tricks.
/// Declarations it does not see stay unrenamed, which is always safe.
struct ScriptNames {
    /// What a word is where it stands.
    enum Role: Equatable {
        /// A keyword, a property after `.`, an object key or a class member's name: never renamed.
        case fixed
        /// A name: a variable, function, class or parameter, declared or used.
        case name
        /// A name written as an object's or a pattern's key too (`{ a }`): renamed as `a: b`.
        case shorthand
    }

    /// The script's tokens, in order.
    private(set) var tokens: [ScriptToken] = []
    /// The role of each word token, by its index in `tokens`.
    private(set) var roles: [Int: Role] = [:]
    /// The names declared anywhere, and those declared at the top level (outside every bracket).
    private(set) var declared: Set<String> = []
    private(set) var topLevel: Set<String> = []
    /// Whether every token scanned (a script that does not scan is left as it is).
    private(set) var isComplete = true
    /// The `{` tokens that open a block (not an object, a pattern or a class body), by index.
    private(set) var blockBraces: Set<Int> = []
    /// The index of the bracket matching each bracket, both ways.
    private(set) var matches: [Int: Int] = [:]

    /// The script itself.
    let source: String

    init(_ source: String) {
        self.source = source
        var tokenizer = ScriptTokenizer(Array(source.utf8))
        while let token = tokenizer.next() {
            if case .unterminated = token.kind {
                isComplete = false
                return
            }
            tokens.append(token)
        }
        matchBrackets()
        classify()
        findDeclarations()
    }

    private mutating func matchBrackets() {
        var open: [Int] = []
        for index in tokens.indices where tokens[index].kind == .punctuator {
            if ["{", "(", "["].contains(text(index)) { open.append(index) }
            if ["}", ")", "]"].contains(text(index)), let start = open.popLast() {
                matches[start] = index
                matches[index] = start
            }
        }
    }

    /// The text of the token at `index`.
    func text(_ index: Int) -> String { String(decoding: tokens[index].bytes, as: UTF8.self) }

    func isPunctuator(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuator && tokens[index].bytes.elementsEqual(text.utf8)
    }

    func isWord(_ index: Int, _ words: Set<String>) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .word && words.contains(text(index))
    }

    // MARK: Roles

    /// What an open bracket holds.
    private enum Frame { case block, object, classBody, parentheses, brackets, template }

    private mutating func classify() {
        var frames: [Frame] = []
        // Per open bracket (and the top level first): the `?` of conditionals whose `:` is to come.
        var conditionals = [0]
        var classPending = false
        var ternaryColons: Set<Int> = []
        for index in tokens.indices {
            let token = tokens[index]
            // A template literal's `}…${` closes one expression and opens the next.
            if token.kind == .literal && token.bytes.first == UInt8(ascii: "}") {
                _ = frames.popLast()
                _ = conditionals.popLast()
            }
            if token.kind == .literal && token.bytes.last == UInt8(ascii: "{") {
                frames.append(.template)
                conditionals.append(0)
            }
            if token.kind == .punctuator {
                switch text(index) {
                case "?": conditionals[conditionals.count - 1] += 1
                case ":" where conditionals.last! > 0:
                    conditionals[conditionals.count - 1] -= 1
                    ternaryColons.insert(index)
                case "{", "(", "[":
                    let frame: Frame = text(index) == "(" ? .parentheses : text(index) == "[" ? .brackets
                        : classPending ? .classBody : braceFrame(at: index, inside: frames.last, afterTernary: ternaryColons.contains(index - 1))
                    if text(index) == "{" { classPending = false }
                    if frame == .block { blockBraces.insert(index) }
                    frames.append(frame)
                    conditionals.append(0)
                case "}", ")", "]":
                    _ = frames.popLast()
                    if conditionals.count > 1 { _ = conditionals.popLast() }
                default: break
                }
            }
            guard token.kind == .word else { continue }
            if isWord(index, ["class"]) { classPending = true }
            roles[index] = role(at: index, in: frames.last)
        }
    }

    /// What a `{` at `index` opens: a block after what ends a statement or a function's head, else an
    /// object (a pattern after `const`, `let` and `var`; a value after a conditional's `:`).
    private func braceFrame(at index: Int, inside enclosing: Frame?, afterTernary: Bool) -> Frame {
        let previous = index - 1
        guard previous >= 0 else { return .block }
        if isWord(previous, ["else", "try", "finally", "do"]) { return .block }
        let beforeExpressions: Set<String> = ["return", "typeof", "in", "of", "case", "yield", "await", "const", "let", "var"]
        if tokens[previous].kind == .word && !isWord(previous, beforeExpressions) { return .block }
        if isPunctuator(previous, ":") { return enclosing == .object || afterTernary ? .object : .block }
        for ending in [";", "{", "}", ")", "=>"] where isPunctuator(previous, ending) { return .block }
        return .object
    }

    private func role(at index: Int, in frame: Frame?) -> Role {
        if Self.keywords.contains(text(index)) || isPunctuator(index - 1, ".") || isPunctuator(index - 1, "?.") { return .fixed }
        // After `get`, `set`, `static` or `async`, a member's name sits where the modifier would.
        var before = index - 1
        if isWord(before, ["get", "set", "static", "async"]) && !isPunctuator(index + 1, ",") && !isPunctuator(index + 1, ":") { before -= 1 }
        switch frame {
        case .object where isPunctuator(before, "{") || isPunctuator(before, ","):
            if isPunctuator(index + 1, ":") || isPunctuator(index + 1, "(") { return .fixed }
            if isPunctuator(index + 1, ",") || isPunctuator(index + 1, "}") || isPunctuator(index + 1, "=") { return .shorthand }
            return .name
        case .classBody where ["{", "}", ";"].contains { isPunctuator(before, $0) } || before == -1:
            return .fixed
        default:
            return .name
        }
    }

    /// Globals of browsers and JavaScript a script may also declare a name of: never renamed, and a
    /// module's own top-level name among them is renamed in a bundle, so no module's use of the
    /// global meets another's declaration. (Not `event`: the scripts never read `window.event`, and
    /// their handlers' `event` parameters may shorten.)
    static let globals: Set<String> = [
        "document", "window", "location", "history", "navigator", "parent", "top", "self", "name", "status", "origin",
        "length", "screen", "frames", "opener", "closed", "performance", "console", "localStorage", "sessionStorage",
        "globalThis", "fonts", "dataLayer", "open", "close", "print", "focus", "blur", "scroll", "alert", "fetch",
        "URL", "URLSearchParams", "CustomEvent", "Event", "Error", "TypeError", "SyntaxError", "RangeError", "Object",
        "Array", "String", "Number", "Boolean", "Symbol", "Set", "Map", "WeakMap", "WeakSet", "Promise", "JSON", "Math",
        "Date", "RegExp", "Reflect", "Proxy", "Intl", "BigInt", "ResizeObserver", "IntersectionObserver", "MutationObserver",
        "PerformanceObserver", "TextDecoder", "TextEncoder", "Uint8Array", "ArrayBuffer", "DOMMatrix", "Blob",
        "getComputedStyle", "matchMedia", "requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout",
        "setInterval", "clearInterval", "queueMicrotask", "devicePixelRatio", "innerWidth", "innerHeight", "crypto",
        "parseInt", "parseFloat", "isNaN", "isFinite", "encodeURIComponent", "decodeURIComponent", "encodeURI", "decodeURI",
        "require", "module", "exports", "process",
    ]

    static let keywords: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "export",
        "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null", "return",
        "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield", "let",
        "static", "await", "async", "of", "get", "set", "undefined", "NaN", "Infinity", "arguments", "eval",
    ]

    // MARK: Declarations

    private mutating func findDeclarations() {
        var depth = 0
        for index in tokens.indices {
            if tokens[index].kind == .punctuator {
                if ["{", "(", "["].contains(text(index)) { depth += 1 }
                if ["}", ")", "]"].contains(text(index)) { depth -= 1 }
                if isPunctuator(index, "=>") { declareArrowParameters(before: index) }
                continue
            }
            guard tokens[index].kind == .word else { continue }
            switch text(index) {
            case "const", "let", "var": declareTarget(at: index + 1, topLevel: depth == 0)
            case "function", "class":
                if roles[index + 1] == .name { declare(index + 1, topLevel: depth == 0) }
                if let open = (index + 1...min(index + 2, tokens.count - 1)).first(where: { isPunctuator($0, "(") }), text(index) == "function" {
                    declareParameters(from: open)
                }
            case "catch" where isPunctuator(index + 1, "("): declareParameters(from: index + 1)
            default:
                // A method: a key (not a keyword: `if (…) {`) followed by its parameters and its body.
                if roles[index] == .fixed && !Self.keywords.contains(text(index)) && isPunctuator(index + 1, "("),
                   let close = matching(index + 1), isPunctuator(close + 1, "{") {
                    declareParameters(from: index + 1)
                }
            }
        }
    }

    private mutating func declare(_ index: Int, topLevel isTopLevel: Bool) {
        guard roles[index] == .name || roles[index] == .shorthand else { return }
        declared.insert(text(index))
        if isTopLevel { topLevel.insert(text(index)) }
    }

    /// The names a declaration binds at `index`: a name, or each name of a `{…}` or `[…]` pattern.
    private mutating func declareTarget(at index: Int, topLevel: Bool) {
        guard index < tokens.count else { return }
        if tokens[index].kind == .word { return declare(index, topLevel: topLevel) }
        guard isPunctuator(index, "{") || isPunctuator(index, "["), let close = matching(index) else { return }
        declarePattern(from: index, to: close, topLevel: topLevel)
    }

    /// The names bound in the pattern between `open` and `close`: names followed by `,`, a closing
    /// bracket or `=` (a default, whose value is not looked into), not keys, not after a default's `=`.
    private mutating func declarePattern(from open: Int, to close: Int, topLevel: Bool) {
        for index in patternNames(from: open, to: close) { declare(index, topLevel: topLevel) }
    }

    /// Where a default value that starts at `index` ends: at the `,` or bracket closing its level.
    private func endOfDefault(from index: Int, before close: Int) -> Int {
        var depth = 0
        var current = index + 1
        while current < close {
            if ["{", "(", "["].contains(where: { isPunctuator(current, $0) }) { depth += 1 }
            if ["}", ")", "]"].contains(where: { isPunctuator(current, $0) }) {
                if depth == 0 { return current }
                depth -= 1
            }
            if depth == 0 && isPunctuator(current, ",") { return current }
            current += 1
        }
        return close
    }

    private mutating func declareParameters(from open: Int) {
        guard let close = matching(open) else { return }
        declarePattern(from: open, to: close, topLevel: false)
    }

    /// An arrow function's parameters: `(a, { b }) =>` or `a =>`.
    private mutating func declareArrowParameters(before arrow: Int) {
        if tokens[arrow - 1].kind == .word { return declare(arrow - 1, topLevel: false) }
        guard isPunctuator(arrow - 1, ")"), let open = matchingOpen(arrow - 1) else { return }
        declarePattern(from: open, to: arrow - 1, topLevel: false)
    }

    /// The index of the bracket closing the one at `open`.
    func matching(_ open: Int) -> Int? { matches[open] }

    /// The index of the bracket opening the one closing at `close`.
    func matchingOpen(_ close: Int) -> Int? { matches[close] }

    /// The indices of the names a pattern between `open` and `close` binds: names followed by `,`, a
    /// closing bracket or `=` (a default, whose value is not looked into), not keys.
    func patternNames(from open: Int, to close: Int) -> [Int] {
        var found: [Int] = []
        var index = open + 1
        while index < close {
            if isPunctuator(index, "=") {
                index = endOfDefault(from: index, before: close)
                continue
            }
            if tokens[index].kind == .word, roles[index] != nil, roles[index] != .fixed,
               [",", "}", "]", ")", "="].contains(where: { isPunctuator(index + 1, $0) }) {
                found.append(index)
            }
            index += 1
        }
        return found
    }
}
