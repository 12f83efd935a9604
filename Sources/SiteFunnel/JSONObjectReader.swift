import Foundation

/// Reads one JSON text (RFC 8259) that must be an object, keeping its top-level members that are
/// text, numbers or null: what the funnel needs of an event line. Foundation's JSON readers spend
/// about 13 µs on a 230-byte event on Linux; an export of 100,000 events must be read in well
/// under a second, so the funnel reads its lines with this. Nested objects and arrays are checked
/// and skipped; the caller has checked that the bytes are UTF-8. It follows the RFC where Foundation
/// does not: a trailing comma (`[1,]`) is refused.
package struct JSONObjectReader {
    package enum Value: Equatable {
        case text(String), number(Double), null, other

        package var text: String? {
            if case .text(let text) = self { text } else { nil }
        }

        package var number: Double? {
            if case .number(let number) = self { number } else { nil }
        }
    }

    /// Deeper nesting is refused rather than read by recursion without end.
    package static let maximumDepth = 64

    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The members of the object `data` holds, or nil when it is not one JSON object.
    package static func members(of data: Data) -> [String: Value]? {
        data.withUnsafeBytes(members(of:))
    }

    /// The members of the object `bytes` hold, or nil when they are not one JSON object.
    package static func members(of bytes: UnsafeRawBufferPointer) -> [String: Value]? {
        var reader = JSONObjectReader(bytes: bytes)
        reader.skipWhitespace()
        guard reader.next == UInt8(ascii: "{"), let members = reader.readObject(depth: 0) else { return nil }
        reader.skipWhitespace()
        return reader.position == bytes.count ? members : nil
    }

    private var next: UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard next == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipWhitespace() {
        while let byte = next, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    /// An object, from its `{`; the members of a nested one are read and dropped.
    private mutating func readObject(depth: Int) -> [String: Value]? {
        guard depth < Self.maximumDepth, take(UInt8(ascii: "{")) else { return nil }
        var members = [String: Value](minimumCapacity: depth == 0 ? 16 : 0)
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return members }
        repeat {
            skipWhitespace()
            guard let key = readString() else { return nil }
            skipWhitespace()
            guard take(UInt8(ascii: ":")), let value = readValue(depth: depth) else { return nil }
            members[key] = value
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}")) ? members : nil
    }

    private mutating func readArray(depth: Int) -> Value? {
        guard depth < Self.maximumDepth, take(UInt8(ascii: "[")) else { return nil }
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return .other }
        repeat {
            guard readValue(depth: depth) != nil else { return nil }
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? .other : nil
    }

    private mutating func readValue(depth: Int) -> Value? {
        skipWhitespace()
        switch next {
        case UInt8(ascii: "\""): return readString().map(Value.text)
        case UInt8(ascii: "{"): return readObject(depth: depth + 1).map { _ in .other }
        case UInt8(ascii: "["): return readArray(depth: depth + 1)
        case UInt8(ascii: "t"): return readLiteral("true") ? .other : nil
        case UInt8(ascii: "f"): return readLiteral("false") ? .other : nil
        case UInt8(ascii: "n"): return readLiteral("null") ? .null : nil
        default: return readNumber()
        }
    }

    private mutating func readLiteral(_ word: String) -> Bool {
        let end = position + word.utf8.count
        guard end <= bytes.count, word.utf8.elementsEqual(bytes[position..<end]) else { return false }
        position = end
        return true
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func readNumber() -> Value? {
        let start = position
        _ = take(UInt8(ascii: "-"))
        if !take(UInt8(ascii: "0")) {
            guard let first = next, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first) else { return nil }
            skipDigits()
        }
        if take(UInt8(ascii: ".")) {
            guard skipDigits() > 0 else { return nil }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
            guard skipDigits() > 0 else { return nil }
        }
        return Double(String(decoding: bytes[start..<position], as: UTF8.self)).map(Value.number)
    }

    @discardableResult
    private mutating func skipDigits() -> Int {
        let start = position
        while let byte = next, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        return position - start
    }

    /// A string, from its opening quote: runs of plain text between escapes.
    private mutating func readString() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        var text = ""
        while true {
            let start = position
            while let byte = next, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                guard byte >= 0x20 else { return nil }
                position += 1
            }
            if position > start { text += String(decoding: bytes[start..<position], as: UTF8.self) }
            if take(UInt8(ascii: "\"")) { return text }
            guard take(UInt8(ascii: "\\")), let escaped = readEscape() else { return nil }
            text += escaped
        }
    }

    /// After a backslash: what the escape stands for.
    private mutating func readEscape() -> String? {
        guard let escaped = next else { return nil }
        position += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return String(UnicodeScalar(escaped))
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return readUnicodeEscape()
        default: return nil
        }
    }

    /// After `\u`: one code unit, or a surrogate pair's two; a lone surrogate is not text.
    private mutating func readUnicodeEscape() -> String? {
        guard let unit = readHexQuad() else { return nil }
        if let scalar = UnicodeScalar(unit) { return String(Character(scalar)) }
        guard (0xD800..<0xDC00).contains(unit), take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = readHexQuad(),
              (0xDC00..<0xE000).contains(low), let scalar = UnicodeScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else { return nil }
        return String(Character(scalar))
    }

    private mutating func readHexQuad() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = next, let digit = Character(UnicodeScalar(byte)).hexDigitValue else { return nil }
            value = value << 4 + UInt32(digit)
            position += 1
        }
        return value
    }
}
