/// A node of the YAML subset, with the location where its value starts.
public struct YAMLNode: Sendable, Equatable {
    /// What the node holds.
    public enum Value: Sendable, Equatable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([YAMLEntry])
    }

    /// How a scalar was written; it decides nothing about the value's type,
    /// which comes from the key that holds it.
    public enum ScalarStyle: Sendable, Equatable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The text of a scalar, or `nil` for sequences and mappings.
    public var scalar: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    /// True for a key written without a value, or with `~` / `null` unquoted.
    public var isNull: Bool {
        if case .scalar(let text, .plain) = value { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    /// The entries of a mapping, or `nil` for scalars and sequences.
    public var entries: [YAMLEntry]? {
        if case .mapping(let entries) = value { return entries }
        return nil
    }

    /// The items of a sequence, or `nil` for scalars and mappings.
    public var items: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    /// A short name of the node's kind for error messages.
    public var kindDescription: String {
        switch value {
        case .scalar: return "a value"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// One `key: value` pair of a mapping.
public struct YAMLEntry: Sendable, Equatable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: YAMLNode

    public init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
