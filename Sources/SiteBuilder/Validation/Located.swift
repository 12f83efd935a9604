import FrontMatter

/// A value read from a file, with the location it was written at.
struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    var value: Value
    var location: SourceLocation

    init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
