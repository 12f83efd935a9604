/// A syntax error in a template, at a line and column of a named template file.
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// The template's name, as given when compiling (`walkthrough.mustache`).
    public var template: String
    public var line: Int
    public var column: Int

    public init(_ message: String, template: String, line: Int, column: Int) {
        self.message = message
        self.template = template
        self.line = line
        self.column = column
    }

    /// `template:line:column: error: message`.
    public var description: String { "\(template):\(line):\(column): error: \(message)" }
}
