/// An option of a command, declared once: how it is spelled, the value it takes, what it does.
/// Parsing, `--help` and the reference in docs/command-line.md all read this declaration.
struct Option: Hashable, Sendable {
    /// `--content`.
    var name: String
    /// `-q`, where the option has a short spelling too.
    var shortName: String?
    /// What its value is called in help (`DIR`); nil for a flag, which takes none.
    var valueName: String?
    /// What it does, and its default, for help.
    var help: String

    init(_ name: String, short shortName: String? = nil, value valueName: String? = nil, help: String) {
        (self.name, self.shortName, self.valueName, self.help) = (name, shortName, valueName, help)
    }

    var takesValue: Bool { valueName != nil }

    /// `--content DIR`, `--quiet, -q`: the option as help shows it.
    var synopsis: String {
        [name + (valueName.map { " " + $0 } ?? ""), shortName].compactMap { $0 }.joined(separator: ", ")
    }

    static func == (lhs: Option, rhs: Option) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Option {
    /// Taken by every command, wherever it is written: print help, or the version, and exit 0.
    static let help = Option("--help", short: "-h", help: "print this help")
    static let version = Option("--version", help: "print the version")
}
