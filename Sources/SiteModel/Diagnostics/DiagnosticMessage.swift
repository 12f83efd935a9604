import FrontMatter

extension Diagnostic {
    /// What a diagnostic says: the kind of problem, what is wrong and how to fix it. Each family of
    /// rules makes its messages beside its checks (`ClipDiagnostics.swift` beside
    /// `WalkthroughValidator+Clips.swift`); a check only says which one applies and where.
    package struct Message: Sendable {
        package var code: Code
        package var text: String
        package var hint: String?

        package init(code: Code, text: String, hint: String? = nil) {
            (self.code, self.text, self.hint) = (code, text, hint)
        }
    }

    package init(_ message: Message, severity: Severity = .error, file: String, at location: SourceLocation = SourceLocation(line: 1, column: 1)) {
        self.init(severity, code: message.code, message.text, hint: message.hint, file: file, at: location)
    }
}
