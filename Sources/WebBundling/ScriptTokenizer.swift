/// One token of a script, as `ScriptMinifier` joins them.
struct ScriptToken: Equatable {
    enum Kind: Equatable {
        /// An identifier, keyword or number.
        case word
        case punctuator
        /// A string, template literal or regular expression literal, whole.
        case literal
        /// A string, comment, template or regular expression that never ends.
        case unterminated
    }

    var kind: Kind
    var bytes: ArraySlice<UInt8>
    /// Whether a line end (in white space or a comment) came before it.
    var followsLineEnd: Bool
    /// Whether white space or a comment came before it.
    var followsSpace: Bool

    func isPunctuator(_ text: String) -> Bool { kind == .punctuator && bytes.elementsEqual(text.utf8) }

    var isNumber: Bool { kind == .word && bytes.first.map { (0x30...0x39).contains($0) } == true }

    /// `;` `,` and brackets: nothing they meet reads as one token with them.
    var isDelimiter: Bool { kind == .punctuator && bytes.count == 1 && ";,{}()[]".utf8.contains(bytes.first!) }

    /// A punctuator that may end an expression: `)` `]` `}` and postfix `++` `--`.
    var endsExpression: Bool {
        kind == .punctuator && [")", "]", "}", "++", "--"].contains { bytes.elementsEqual($0.utf8) }
    }
}

/// The tokens of a script in order. Regular expression literals are told from division by the
/// token before, as engines do where it is unambiguous (never after `)`, `]`, `}`, a name or a
/// number, but after `return` and its kind).
struct ScriptTokenizer {
    private let bytes: [UInt8]
    private var position = 0
    private var previous: ScriptToken?
    /// For each `{` open: whether it opened a template literal's `${`.
    private var braces: [Bool] = []
    /// Set once a comment never ends.
    private var isBroken = false

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> ScriptToken? {
        let (lineEnd, space) = skipSpaceAndComments()
        if isBroken { return ScriptToken(kind: .unterminated, bytes: [], followsLineEnd: lineEnd, followsSpace: space) }
        guard position < bytes.count else { return nil }
        let start = position
        let kind = scanToken()
        let token = ScriptToken(kind: kind, bytes: bytes[start..<min(position, bytes.count)], followsLineEnd: lineEnd, followsSpace: space)
        previous = token
        return token
    }

    private mutating func scanToken() -> ScriptToken.Kind {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "'"), UInt8(ascii: "\""): return scanString(quote: byte)
        case UInt8(ascii: "`"):
            position += 1
            return scanTemplate()
        case UInt8(ascii: "}") where braces.last == true:
            braces.removeLast()
            position += 1
            return scanTemplate()
        case UInt8(ascii: "/") where isRegularExpressionAllowed: return scanRegularExpression()
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return scanNumber()
        case UInt8(ascii: ".") where peek(1).map { (0x30...0x39).contains($0) } == true: return scanNumber()
        default:
            if byte.isWordByte { return scanWord() }
            return scanPunctuator()
        }
    }

    /// Skips white space and comments: whether a line end was among them, and whether anything was.
    private mutating func skipSpaceAndComments() -> (lineEnd: Bool, space: Bool) {
        var lineEnd = false
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lineEnd = true
                position += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                position += 1
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                guard let end = find("*/", from: position + 2) else {
                    isBroken = true
                    return (lineEnd, true)
                }
                lineEnd = lineEnd || bytes[position..<end].contains(UInt8(ascii: "\n"))
                position = end + 2
            } else {
                break
            }
        }
        return (lineEnd, position != start)
    }

    private mutating func scanString(quote: UInt8) -> ScriptToken.Kind {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") { position += 2; continue }
            position += 1
            if byte == quote { return .literal }
            if byte == UInt8(ascii: "\n") { break }
        }
        return .unterminated
    }

    /// A template literal's text up to its end or its next `${`, which opens a brace of its own.
    private mutating func scanTemplate() -> ScriptToken.Kind {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") { position += 2; continue }
            position += 1
            if byte == UInt8(ascii: "`") { return .literal }
            if byte == UInt8(ascii: "$") && peek(0) == UInt8(ascii: "{") {
                position += 1
                braces.append(true)
                return .literal
            }
        }
        return .unterminated
    }

    private mutating func scanRegularExpression() -> ScriptToken.Kind {
        position += 1
        var inClass = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") { position += 2; continue }
            position += 1
            if byte == UInt8(ascii: "\n") { return .unterminated }
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            if byte == UInt8(ascii: "/") && !inClass {
                while position < bytes.count && bytes[position].isWordByte { position += 1 }  // flags
                return .literal
            }
        }
        return .unterminated
    }

    /// A number: digits, letters (`0x1F`, `1e5`, `10n`), `_`, `.`, and the sign of an exponent.
    private mutating func scanNumber() -> ScriptToken.Kind {
        let isHex = bytes[position] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        while position < bytes.count {
            let byte = bytes[position]
            let isExponentSign = !isHex && (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"))
                && (bytes[position - 1] == UInt8(ascii: "e") || bytes[position - 1] == UInt8(ascii: "E"))
            guard byte.isWordByte || byte == UInt8(ascii: ".") || isExponentSign else { break }
            position += 1
        }
        return .word
    }

    private mutating func scanWord() -> ScriptToken.Kind {
        while position < bytes.count && bytes[position].isWordByte { position += 1 }
        return .word
    }

    /// The longest punctuator at the position; a brace opened or closed is counted.
    private mutating func scanPunctuator() -> ScriptToken.Kind {
        let byte = bytes[position]
        if byte == UInt8(ascii: "{") { braces.append(false) }
        if byte == UInt8(ascii: "}") && !braces.isEmpty { braces.removeLast() }
        let length = Self.punctuators.first { operator_ in
            operator_.count > 1 && bytes[position...].starts(with: operator_)
        }?.count ?? 1
        position += length
        return .punctuator
    }

    /// Punctuators longer than one byte, longest first.
    private static let punctuators: [[UInt8]] = [
        ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=",
        "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "**", "<<", ">>",
    ].map { Array($0.utf8) }

    /// Words before which a `/` starts a regular expression.
    private static let wordsBeforeExpressions: Set<[UInt8]> = Set(
        ["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"].map { Array($0.utf8) })

    private var isRegularExpressionAllowed: Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .word: return Self.wordsBeforeExpressions.contains(Array(previous.bytes))
        case .punctuator: return !previous.endsExpression
        case .literal, .unterminated: return false
        }
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private func find(_ text: String, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}

private extension UInt8 {
    /// A byte of a name or a number: ASCII letters, digits, `_`, `$`, `#` (private names), and any
    /// byte of a character beyond ASCII.
    var isWordByte: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self == UInt8(ascii: "#") || self >= 0x80
    }
}
