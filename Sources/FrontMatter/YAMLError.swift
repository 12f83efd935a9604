/// A syntax error in YAML or front matter, with the location and a way to fix it.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var hint: String?
    public var location: SourceLocation

    public init(_ message: String, hint: String? = nil, at location: SourceLocation) {
        self.message = message
        self.hint = hint
        self.location = location
    }

    public var description: String {
        "\(location): \(message)" + (hint.map { "; \($0)" } ?? "")
    }
}
