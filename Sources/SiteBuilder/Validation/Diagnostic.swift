import FrontMatter

/// A problem found in the content, with where it is and how to fix it.
public struct Diagnostic: Error, Sendable, Hashable, Comparable, Codable {
    public enum Severity: String, Sendable, Hashable, Codable {
        case error, warning
    }

    public var severity: Severity
    /// The path of the file as the user named it (`content/01-welcome.md`).
    public var file: String
    public var location: SourceLocation
    /// What is wrong.
    public var message: String
    /// How to fix it, when there is a clear way.
    public var hint: String?
    /// A stable identifier of the rule, for tools (`unknown-key`).
    public var code: String

    public init(_ severity: Severity = .error, code: String, _ message: String, hint: String? = nil,
                file: String, at location: SourceLocation = SourceLocation(line: 1, column: 1)) {
        self.severity = severity
        self.code = code
        self.message = message
        self.hint = hint
        self.file = file
        self.location = location
    }

    /// `path:line:column: error: message; hint`, the form editors make clickable.
    public var formatted: String {
        "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)" + (hint.map { "; \($0)" } ?? "")
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.location.line, lhs.location.column, lhs.message)
            < (rhs.file, rhs.location.line, rhs.location.column, rhs.message)
    }
}

extension Diagnostic {
    /// The diagnostic for a YAML syntax error in `file`.
    init(_ error: YAMLError, file: String) {
        self.init(code: "yaml-syntax", error.message, hint: error.hint, file: file, at: error.location)
    }
}
