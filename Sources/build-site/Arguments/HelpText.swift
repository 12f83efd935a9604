/// `build-site --help` and `build-site COMMAND --help`, made from the commands' declarations; the
/// reference in docs/command-line.md is the first, word for word (a test compares them).
enum HelpText {
    private static let width = 100
    private static let column = 26

    /// Every command and every option, with the commands that take it.
    static func overview(of commands: [CommandDeclaration]) -> String {
        let commandLines = commands.enumerated().map { index, command in
            entry([command.name, index == 0 ? "(default)" : nil, command.argument?.synopsis].compactMap { $0 }.joined(separator: " "), command.abstract)
        }
        return """
            USAGE: build-site [COMMAND] [OPTIONS]

            Validates the walkthrough pages in the content folder and publishes the site:
            an HTML pager per walkthrough and locale, and a manifest.json for app runtimes.

            COMMANDS:
            \(commandLines.joined(separator: "\n"))

            OPTIONS:
            \(optionLines(of: commands).joined(separator: "\n"))

            \(exitStatus)
            """
    }

    /// One command's usage, what it does and its options.
    static func help(for command: CommandDeclaration) -> String {
        """
        USAGE: \(wrapped(command.usage, indent: 7).dropFirst(7))

        \(wrapped(command.abstract.prefix(1).uppercased() + command.abstract.dropFirst() + ".", indent: 0))

        OPTIONS:
        \((command.options + [.help]).map { entry($0.synopsis, $0.help) }.joined(separator: "\n"))

        \(exitStatus)
        """
    }

    private static let exitStatus = "EXIT STATUS: 0 built, 1 content errors (nothing written), 2 usage errors, 3 I/O errors."

    /// Each option once per meaning, with the commands it has that meaning in (in brackets); then
    /// --version and --help, which every command takes.
    private static func optionLines(of commands: [CommandDeclaration]) -> [String] {
        var meanings: [(option: Option, takers: [String])] = []
        for command in commands {
            for option in command.options {
                if let index = meanings.firstIndex(where: { $0.option.name == option.name && $0.option.help == option.help }) {
                    meanings[index].takers.append(command.name)
                } else {
                    meanings.append((option, [command.name]))
                }
            }
        }
        let lines = meanings.sorted { $0.option.name < $1.option.name }.map { meaning in
            entry(meaning.option.synopsis, meaning.option.help + " [" + meaning.takers.joined(separator: ", ") + "]")
        }
        return lines + [entry(Option.version.synopsis, Option.version.help), entry(Option.help.synopsis, Option.help.help)]
    }

    /// `  name    text`, the text wrapped in its column, on the next line where the name is long.
    private static func entry(_ name: String, _ text: String) -> String {
        let head = "  " + name
        let body = wrapped(text, indent: column)
        guard head.count < column - 1 else { return head + "\n" + body }
        return head + String(repeating: " ", count: column - head.count) + body.dropFirst(column)
    }

    /// `text` in lines of at most `width` columns, each indented by `indent` spaces.
    private static func wrapped(_ text: String, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent + line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return (lines + [line]).map { String(repeating: " ", count: indent) + $0 }.joined(separator: "\n")
    }
}
