/// Minification of the built-in scripts (a site's own scripts are published as written): comments
/// and the white space that means nothing go, by a JavaScript tokenizer that knows strings,
/// template literals, regular expression literals and line ends where a semicolon may be
/// inserted, and the names the script declares become short ones, scope by scope
/// (`ScriptScopes`), the most used first. Works on UTF-8 bytes; every byte it looks for is ASCII.
public enum ScriptMinifier {
    /// `source` minified; `source` as it is when it does not scan (an unterminated string,
    /// comment, template or regular expression), which the tests of the built-in scripts rule out.
    public static func minify(_ source: String) -> String {
        let names = withoutUnusedFunctions(ScriptNames(source))
        guard names.isComplete else { return source }
        let scopes = ScriptScopes(names)
        let short = scopes.shortNames()
        let tokens = names.tokens
        let dropped = droppedTokens(tokens, names)
        var output: [UInt8] = []
        var previous: ScriptToken?
        // The first token dropped since `previous`: the white space before it is what stood between the two.
        var gap: ScriptToken?
        for (index, token) in tokens.enumerated() {
            if dropped.contains(index) {
                gap = gap ?? token
                continue
            }
            if let previous { output += separator(between: previous, and: token, spacedAs: gap ?? token) }
            previous = token
            gap = nil
            if let binding = scopes.bindingOfToken[index], let name = short[binding] {
                output += (names.roles[index] == .shorthand ? names.text(index) + ":" + name : name).utf8
            } else if let literal = shortLiteral(at: index, tokens) {
                output += literal.utf8
            } else {
                output += token.bytes
            }
        }
        if !output.isEmpty { output.append(UInt8(ascii: "\n")) }
        return String(decoding: output, as: UTF8.self)
    }

    /// The script without the function declarations nothing calls (a module's export that this
    /// bundle does not use), nor the constants nothing reads whose value does nothing when made (a
    /// literal, a regular expression, an array or object of those, an arrow function), again and
    /// again until every one left is used.
    private static func withoutUnusedFunctions(_ names: ScriptNames) -> ScriptNames {
        guard names.isComplete else { return names }
        let scopes = ScriptScopes(names)
        var unused: [Range<Int>] = []
        for index in names.tokens.indices where index + 1 < names.tokens.count && names.isWord(index, ["function", "const"]) {
            let isStatement = index == 0 || [";", "{", "}"].contains { names.isPunctuator(index - 1, $0) }
            guard isStatement, let binding = scopes.bindingOfToken[index + 1], scopes.bindings[binding].uses == 1,
                  let end = names.isWord(index, ["function"]) ? endOfFunction(at: index, names) : endOfUnusedConstant(at: index, names)
            else { continue }
            unused.append(names.tokens[index].bytes.startIndex..<names.tokens[end].bytes.endIndex)
        }
        guard !unused.isEmpty else { return names }
        var bytes = Array(names.source.utf8)
        for range in unused.reversed() { bytes.replaceSubrange(range, with: []) }
        return withoutUnusedFunctions(ScriptNames(String(decoding: bytes, as: UTF8.self)))
    }

    /// The closing brace of the function declaration at `index`.
    private static func endOfFunction(at index: Int, _ names: ScriptNames) -> Int? {
        guard let open = (index + 2..<names.tokens.count).first(where: { names.isPunctuator($0, "(") }),
              let close = names.matching(open) else { return nil }
        return names.matching(close + 1)
    }

    /// The semicolon of `const NAME = VALUE;` at `index` when making VALUE does nothing; else nil.
    private static func endOfUnusedConstant(at index: Int, _ names: ScriptNames) -> Int? {
        let value = index + 3
        guard value < names.tokens.count, names.tokens[index + 1].kind == .word, names.isPunctuator(index + 2, "=") else { return nil }
        var position = value
        var isArrowFunction = names.tokens[value].kind == .word && names.isPunctuator(value + 1, "=>")
        if names.isPunctuator(value, "("), let close = names.matching(value), names.isPunctuator(close + 1, "=>") { isArrowFunction = true }
        while position < names.tokens.count, !names.isPunctuator(position, ";") {
            let token = names.tokens[position]
            // A call, a new object or a template (whose ${…} may call) would do something, unless in an arrow function.
            if !isArrowFunction && (names.isPunctuator(position, "(") || names.isWord(position, ["new"]) || token.bytes.first == UInt8(ascii: "`")) {
                return nil
            }
            position = ["(", "[", "{"].contains(where: { names.isPunctuator(position, $0) }) ? (names.matching(position) ?? position) + 1 : position + 1
        }
        return position < names.tokens.count ? position : nil
    }

    /// Tokens that go: a `;` before `}`, which a semicolon would be inserted for anyway (the scripts
    /// have no empty statements, `if (a);`, where it would matter), a trailing comma (but the one
    /// after a hole, `[a,,]`, which counts), and the parentheses of an arrow function's one plain
    /// parameter (`(a) =>`).
    private static func droppedTokens(_ tokens: [ScriptToken], _ names: ScriptNames) -> Set<Int> {
        var dropped: Set<Int> = []
        for index in tokens.indices {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if tokens[index].isPunctuator(";") && next?.isPunctuator("}") == true { dropped.insert(index) }
            if tokens[index].isPunctuator(","), let next, ["}", "]", ")"].contains(where: { next.isPunctuator($0) }),
               index > 0, !tokens[index - 1].isPunctuator(","), !tokens[index - 1].isPunctuator("[") { dropped.insert(index) }
            if tokens[index].isPunctuator("("), index + 3 < tokens.count, names.roles[index + 1] == .name,
               tokens[index + 2].isPunctuator(")"), tokens[index + 3].isPunctuator("=>") {
                dropped.formUnion([index, index + 2])
            }
        }
        return dropped
    }

    /// `!0` for `true` and `!1` for `false` where they stand alone as values (not a property, a key,
    /// or what a `.`, `(` or `[` follows).
    private static func shortLiteral(at index: Int, _ tokens: [ScriptToken]) -> String? {
        let token = tokens[index]
        guard token.kind == .word, token.bytes.elementsEqual("true".utf8) || token.bytes.elementsEqual("false".utf8) else { return nil }
        if index > 0 && (tokens[index - 1].isPunctuator(".") || tokens[index - 1].isPunctuator("?.")) { return nil }
        if index + 1 < tokens.count && [":", ".", "?.", "(", "["].contains(where: { tokens[index + 1].isPunctuator($0) }) { return nil }
        return token.bytes.first == UInt8(ascii: "t") ? "!0" : "!1"
    }

    /// What must stay between two tokens: a line end where a semicolon may be inserted at it, a
    /// space where the two would read as one token, else nothing. `spacing` is the token whose
    /// preceding white space counts: `next`, or the first of the tokens dropped between the two.
    private static func separator(between previous: ScriptToken, and next: ScriptToken, spacedAs spacing: ScriptToken) -> [UInt8] {
        var next = next
        (next.followsLineEnd, next.followsSpace) = (spacing.followsLineEnd, spacing.followsSpace)
        if next.followsLineEnd && !canJoinLines(previous, next) { return [UInt8(ascii: "\n")] }
        if previous.kind == .word && next.kind == .word { return [UInt8(ascii: " ")] }
        if previous.isNumber && !previous.bytes.contains(UInt8(ascii: ".")) && next.bytes.first == UInt8(ascii: ".") { return [UInt8(ascii: " ")] }
        if next.followsSpace && previous.kind == .punctuator && next.kind == .punctuator
            && !previous.isDelimiter && !next.isDelimiter { return [UInt8(ascii: " ")] }
        return []
    }

    /// Whether a line end between the two means nothing: the line goes on after a punctuator that
    /// cannot end a statement, or the next line starts with one that continues it (no semicolon is
    /// ever inserted before those). After `return` and its kind, and before `++` or `--`, it matters.
    private static func canJoinLines(_ previous: ScriptToken, _ next: ScriptToken) -> Bool {
        if previous.kind == .word && restrictedWords.contains(Array(previous.bytes)) { return false }
        if next.kind == .punctuator && ["++", "--"].contains(where: { next.bytes.elementsEqual($0.utf8) }) { return false }
        if previous.kind == .punctuator && !previous.endsExpression { return true }
        return next.kind == .punctuator && !["{", "!", "~", "++", "--"].contains(where: { next.bytes.elementsEqual($0.utf8) })
    }

    /// Words after which a line end ends the statement.
    private static let restrictedWords: Set<[UInt8]> = Set(["return", "break", "continue", "throw", "yield"].map { Array($0.utf8) })
}

/// Names `a` … `z`, `A` … `Z`, then two characters and more, skipping those to avoid.
struct ShortNames {
    private static let first = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$")
    private static let rest = first + Array("0123456789")
    private let avoiding: Set<String>
    private var counter = 0

    init(avoiding: Set<String>) {
        self.avoiding = avoiding
    }

    mutating func next() -> String {
        while true {
            var value = counter
            counter += 1
            var name = String(Self.first[value % Self.first.count])
            value /= Self.first.count
            while value > 0 {
                value -= 1
                name.append(Self.rest[value % Self.rest.count])
                value /= Self.rest.count
            }
            if !avoiding.contains(name) { return name }
        }
    }
}
