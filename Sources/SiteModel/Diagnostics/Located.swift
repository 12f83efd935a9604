import FrontMatter

/// A value read from a file, with the location it was written at.
package struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
