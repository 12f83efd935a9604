import Foundation

/// A JSON document as plain values, read by a small parser of its own: the build cache and state
/// are read with it, far faster than with `JSONDecoder`.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Nesting deeper than this is refused rather than recursed into.
    static let maximumDepth = 64

    /// Reads `data` as one JSON value (RFC 8259, UTF-8), with nothing but white space around it;
    /// `nil` when it is anything else.
    public init?(parsing data: Data) {
        guard let value = data.withUnsafeBytes({ bytes -> JSONValue? in
            var reader = Reader(bytes: bytes)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipWhiteSpace()
            return reader.isAtEnd ? value : nil
        }) else { return nil }
        self = value
    }

    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    public var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The number, when it is a whole number that fits an `Int`.
    public var int: Int? {
        guard case .number(let number) = self, let whole = Int(exactly: number) else { return nil }
        return whole
    }

    public var array: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    public var object: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// The elements, each read by `read`; `nil` when this is not an array or an element does not read.
    public func array<Element>(of read: (JSONValue) -> Element?) -> [Element]? {
        guard case .array(let elements) = self else { return nil }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard let value = read(element) else { return nil }
            result.append(value)
        }
        return result
    }

    /// The members' values, each read by `read`; `nil` when this is not an object or a value does not read.
    public func object<Value>(of read: (JSONValue) -> Value?) -> [String: Value]? {
        guard case .object(let members) = self else { return nil }
        var result: [String: Value] = [:]
        for (key, member) in members {
            guard let value = read(member) else { return nil }
            result[key] = value
        }
        return result
    }

    /// A cursor over the bytes of a document.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipWhiteSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
        }

        mutating func value(depth: Int) -> JSONValue? {
            skipWhiteSpace()
            guard let byte = current, depth < JSONValue.maximumDepth else { return nil }
            switch byte {
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
            let word = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            guard bytes.count - offset >= word.count, bytes[offset..<offset + word.count].elementsEqual(word) else { return nil }
            offset += word.count
            return value
        }

        private mutating func object(depth: Int) -> JSONValue? {
            offset += 1  // {
            var members: [String: JSONValue] = [:]
            skipWhiteSpace()
            if current == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            while true {
                skipWhiteSpace()
                guard current == UInt8(ascii: "\""), let key = string() else { return nil }
                skipWhiteSpace()
                guard current == UInt8(ascii: ":") else { return nil }
                offset += 1
                guard let value = value(depth: depth + 1) else { return nil }
                members[key] = value
                skipWhiteSpace()
                switch current {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "}"): offset += 1; return .object(members)
                default: return nil
                }
            }
        }

        private mutating func array(depth: Int) -> JSONValue? {
            offset += 1  // [
            var elements: [JSONValue] = []
            skipWhiteSpace()
            if current == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            while true {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipWhiteSpace()
                switch current {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "]"): offset += 1; return .array(elements)
                default: return nil
                }
            }
        }

        /// A string from its opening quote; runs without escapes are taken whole.
        private mutating func string() -> String? {
            offset += 1  // "
            var unescaped: [UInt8] = []
            while true {
                // The run up to the next quote, backslash or control character, and whether it is all ASCII.
                let start = offset
                var bits: UInt8 = 0
                while offset < bytes.count {
                    let byte = bytes[offset]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    bits |= byte
                    offset += 1
                }
                guard offset < bytes.count else { return nil }  // unterminated
                let run = UnsafeRawBufferPointer(rebasing: bytes[start..<offset])
                switch bytes[offset] {
                case UInt8(ascii: "\""):
                    offset += 1
                    guard unescaped.isEmpty else {
                        unescaped.append(contentsOf: run)
                        return String(validating: unescaped, as: UTF8.self)
                    }
                    return bits < 0x80 ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    unescaped.append(contentsOf: run)
                    offset += 1
                    guard let escaped = escape() else { return nil }
                    unescaped.append(contentsOf: String(escaped).utf8)
                default:
                    return nil  // control characters must be escaped
                }
            }
        }

        /// The character of the escape after a backslash: `\n`, `\u00e9`, or a surrogate pair.
        private mutating func escape() -> Unicode.Scalar? {
            guard let byte = current else { return nil }
            offset += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                guard let unit = hexUnit() else { return nil }
                guard (0xD800..<0xDC00).contains(unit) else { return Unicode.Scalar(unit) }  // a lone low surrogate is nil
                guard bytes.count - offset >= 2, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else { return nil }
                offset += 2
                guard let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
            default: return nil
            }
        }

        private mutating func hexUnit() -> UInt16? {
            guard bytes.count - offset >= 4 else { return nil }
            var unit: UInt16 = 0
            for byte in bytes[offset..<offset + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                unit = unit << 4 | UInt16(digit)
            }
            offset += 4
            return unit
        }

        /// A number as the grammar has it: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
        private mutating func number() -> JSONValue? {
            let start = offset
            func digits() -> Int {
                let first = offset
                while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
                return offset - first
            }
            if current == UInt8(ascii: "-") { offset += 1 }
            let integerStart = offset
            let integerDigits = digits()
            guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
            if current == UInt8(ascii: ".") {
                offset += 1
                guard digits() > 0 else { return nil }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                offset += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
                guard digits() > 0 else { return nil }
            }
            return Double(String(decoding: bytes[start..<offset], as: UTF8.self)).map(JSONValue.number)
        }
    }
}
