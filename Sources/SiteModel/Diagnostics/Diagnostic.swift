import FrontMatter

/// A problem found in the content, with where it is and how to fix it.
public struct Diagnostic: Error, Sendable, Hashable, Comparable, Codable {
    /// An error stops the build; a warning does not, unless `--strict`.
    public enum Severity: String, Sendable, Hashable, Codable {
        case error, warning
    }

    /// Error or warning.
    public var severity: Severity
    /// The path of the file as the user named it (`content/01-welcome.md`).
    public var file: String
    /// The line and column, from 1.
    public var location: SourceLocation
    /// What is wrong.
    public var message: String
    /// How to fix it, when there is a clear way.
    public var hint: String?
    /// What kind of problem it is, for tools.
    public var code: Code

    package init(_ severity: Severity = .error, code: Code, _ message: String, hint: String? = nil,
                file: String, at location: SourceLocation = SourceLocation(line: 1, column: 1)) {
        self.severity = severity
        self.code = code
        self.message = message
        self.hint = hint
        self.file = file
        self.location = location
    }

    /// The diagnostic as an error: `--strict` counts every warning as one.
    package var asError: Diagnostic {
        var error = self
        error.severity = .error
        return error
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
    /// A kind of problem, by a stable name: `--diagnostics json` prints it as `code`, so editors and
    /// CI can filter on it. Each family of rules declares its codes beside its checks and messages;
    /// docs/diagnostics.md has an entry for each, with an example a test builds.
    public struct Code: RawRepresentable, Sendable, Hashable, Codable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        package init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
