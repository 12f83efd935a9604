/// The words of a command line read against the commands' declarations: which command, the options
/// given (each one the command declares), and its other words. Options may come before or after
/// the command's name, their values after a space or an `=`.
struct ParsedArguments {
    /// The command named, or the first of `commands` (the default) when none is.
    var command: CommandDeclaration
    /// Whether the command was named, rather than taken as the default.
    private(set) var namesCommand = false
    /// Whether `--help` or `--version` was given: the rest is then not checked.
    var asksForHelp = false, asksForVersion = false
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    /// The words that are neither the command's name nor options, in order.
    private(set) var words: [String] = []

    /// Reads `arguments` (without the program's name) for one of `commands`.
    init(_ arguments: [String], commands: [CommandDeclaration]) throws(UsageError) {
        var remaining = arguments[...]
        var given: [(option: Option, inline: String?, value: String?)] = []
        var named: CommandDeclaration?
        let known = Self.options(of: commands)
        while let word = remaining.popFirst() {
            guard word.hasPrefix("-") else {
                if named == nil {
                    guard let command = commands.first(where: { $0.name == word }) else { throw UsageError(message: "unknown command '\(word)'") }
                    named = command
                } else {
                    words.append(word)
                }
                continue
            }
            let (spelling, inline) = Self.split(word)
            guard let option = known.first(where: { $0.name == spelling || $0.shortName == spelling }) else {
                throw UsageError(message: "unknown option '\(spelling)'")
            }
            let value = option.takesValue ? try Self.value(for: option, inline: inline, remaining: &remaining) : nil
            given.append((option, inline, value))
        }
        command = named ?? commands[0]
        namesCommand = named != nil
        asksForHelp = given.contains { $0.option == .help }
        asksForVersion = given.contains { $0.option == .version }
        guard !asksForHelp, !asksForVersion else { return }
        for (option, inline, value) in given {
            try check(option, inline: inline, among: commands)
            if let value { values[option.name] = value } else { flags.insert(option.name) }
        }
        try checkWords()
    }

    /// The value given for `option`, the last where it was given twice.
    func value(_ option: Option) -> String? { values[option.name] }

    /// Whether the flag `option` was given.
    func has(_ option: Option) -> Bool { flags.contains(option.name) }

    /// Whether `option` was given, with or without a value.
    func gives(_ option: Option) -> Bool { has(option) || value(option) != nil }

    /// An option the command does not take is a mistake, not something to ignore; so is a value given to a flag.
    private func check(_ option: Option, inline: String?, among commands: [CommandDeclaration]) throws(UsageError) {
        guard command.options.contains(option) else {
            let takers = commands.filter { $0.options.contains(option) }.map(\.name)
            throw UsageError(message: "\(command.name) does not take \(option.name)"
                             + (takers.isEmpty ? "" : " (\(takers.joined(separator: ", ")) \(takers.count == 1 ? "does" : "do"))"))
        }
        if !option.takesValue, inline != nil {
            throw UsageError(message: "\(command.name) takes no value for \(option.name); write \(option.name) alone, or leave it out")
        }
    }

    private func checkWords() throws(UsageError) {
        switch command.argument {
        case .words: return
        case .one: if words.count <= 1 { return }
        case nil: if words.isEmpty { return }
        }
        throw UsageError(message: "unexpected argument '\(words[command.argument == nil ? 0 : 1])' to \(command.name)")
    }

    /// Every option some command declares, and the two every command takes.
    private static func options(of commands: [CommandDeclaration]) -> [Option] {
        [.help, .version] + commands.flatMap(\.options)
    }

    /// `--port=8080` as the option's spelling and its inline value.
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// The value after `option`: the next word, unless it is an option (`--content -h` is a
    /// missing value, not a folder named `-h`; write `--content=-h` or `./-h` for that).
    private static func value(for option: Option, inline: String?, remaining: inout ArraySlice<String>) throws(UsageError) -> String {
        if let inline { return inline }
        guard let next = remaining.popFirst(), next == "-" || !next.hasPrefix("-") else {
            throw UsageError(message: "\(option.name) needs a value")
        }
        return next
    }
}
