/// A command of build-site, declared once: its name, what it does, its argument and its options.
/// A type per command reads its options from the parsed words and runs.
protocol Command {
    static var declaration: CommandDeclaration { get }
    /// The command as `arguments` ask for it; a mistake in them is a `UsageError`.
    init(_ arguments: ParsedArguments) throws(UsageError)
    /// Runs the command; an I/O failure throws and exits 3.
    func run() throws -> ExitStatus
}

/// What help and the parser know of a command.
struct CommandDeclaration: Sendable {
    var name: String
    /// One line (wrapped as needed) for the list of commands.
    var abstract: String
    /// The words after the command's name besides options (`[DIR]`, `FILE`); nil for none.
    var argument: Argument?
    var options: [Option]

    /// Words after the command's name that are not options.
    enum Argument: Sendable, Equatable {
        /// At most one word, shown in help as `name`.
        case one(String)
        /// Any number of words, shown in help as `synopsis`.
        case words(String)

        var synopsis: String {
            switch self {
            case .one(let name), .words(let name): name
            }
        }
    }

    /// `build-site check [--content DIR] …`: the command's usage line.
    var usage: String {
        (["build-site", name] + (argument.map { [$0.synopsis] } ?? []) + options.map { "[\($0.name)\($0.valueName.map { " " + $0 } ?? "")]" })
            .joined(separator: " ")
    }
}

/// A mistake on the command line; exits with status 2.
struct UsageError: Error, Equatable {
    var message: String
}

/// How build-site's run ends.
enum ExitStatus: Int32 {
    case built = 0, contentErrors = 1, usageError = 2, ioError = 3
    /// A second Ctrl-C or SIGTERM stopped `serve` or `build --watch` without waiting for the build in progress.
    case interrupted = 130
}
