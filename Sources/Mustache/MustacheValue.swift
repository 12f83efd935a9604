/// The data a template renders: the JSON kinds of value.
public enum MustacheValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByIntegerLiteral {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([MustacheValue])
    case object([String: MustacheValue])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(nilLiteral: ()) { self = .null }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// An optional string: `.null` when absent.
    public init(_ text: String?) { self = text.map(MustacheValue.string) ?? .null }

    /// False for null, false, empty lists and empty strings: what hides a section.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .list(let items): return !items.isEmpty
        case .string(let text): return !text.isEmpty
        case .number, .object: return true
        }
    }

    /// The text an interpolation tag inserts.
    var text: String {
        switch self {
        case .null, .list, .object: return ""
        case .bool(let value): return value ? "true" : "false"
        case .string(let text): return text
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
            return String(number)
        }
    }

    subscript(key: String) -> MustacheValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }
}
