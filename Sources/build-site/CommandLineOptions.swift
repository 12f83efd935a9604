import SiteBuilder

/// The parsed command line of `build-site`.
struct CommandLineOptions: Equatable {
    enum Command: String, CaseIterable {
        case build, bundle, check, serve, `init`, eject, storyboard, funnel, translations

        /// The options this command takes, besides `--help` and `--version`.
        var options: Set<Option> {
            let site: Set<Option> = [.content, .templates, .drafts, .strict, .diagnostics, .quiet]
            switch self {
            case .build: return site.union([.output, .watch])
            case .bundle: return site.union([.output])
            case .check: return site
            case .serve: return site.union([.output, .port, .host])
            case .storyboard: return site.union([.output, .events])
            case .`init`: return [.quiet]
            case .eject: return [.templates, .quiet]
            case .funnel: return [.format]
            case .translations: return [.content, .format, .locale, .only, .output, .quiet]
            }
        }

        /// The one argument after the command's name (`init DIR`, `eject FILE`), if it takes one.
        var argumentName: String? {
            switch self {
            case .`init`: return "DIR"
            case .eject, .funnel: return "FILE"
            default: return nil
            }
        }
    }

    /// Every option, by its spelling on the command line.
    enum Option: String, CaseIterable {
        case content = "--content", templates = "--templates", output = "--output", diagnostics = "--diagnostics"
        case port = "--port", host = "--host", format = "--format", events = "--events", locale = "--locale", only = "--only"
        case watch = "--watch", drafts = "--drafts", strict = "--strict", quiet = "--quiet"
        case help = "--help", version = "--version"

        init?(spelling: String) {
            switch spelling {
            case "-q": self = .quiet
            case "-h": self = .help
            default: self.init(rawValue: spelling)
            }
        }

        /// True for the options that take a value (`--port 8080`, `--port=8080`).
        var takesValue: Bool {
            [.content, .templates, .output, .diagnostics, .port, .host, .format, .events, .locale, .only].contains(self)
        }
    }

    enum DiagnosticsFormat: String {
        case text, json
    }

    var command = Command.build
    var content = "content"
    var templates: String?
    var output = "output"
    var includesDrafts = false
    var isStrict = false
    var diagnosticsFormat = DiagnosticsFormat.text
    var isQuiet = false
    var showsHelp = false
    var showsVersion = false
    var watches = false
    var port: UInt16 = 8080
    var host = "127.0.0.1"
    /// The folder `init` creates the site in.
    var folder = "."
    /// The built-in template `eject` copies.
    var ejectedFile: String?
    /// The event export `funnel` and `storyboard --events` read.
    var eventsFile: String?
    /// How `funnel` and `translations` print: text (default) or json.
    var funnelFormat = DiagnosticsFormat.text
    /// What `translations` does: nil for the report, else export, import or mark.
    var translationAction: TranslationAction?
    /// `translations export --locale`.
    var translationLocale: String?
    /// `translations export --only`: the states whose pages go out (nil: every page).
    var translationStates: Set<TranslationReport.State>?
    /// `translations export --output`: the file to write (nil: standard output).
    var translationFile: String?

    /// `translations export`, `translations import FILE`, `translations mark LOCALE [PAGE…]`.
    enum TranslationAction: Equatable {
        case export
        case `import`(file: String)
        case mark(locale: String, pages: [String])
    }

    /// A mistake on the command line; exits with status 2.
    struct UsageError: Error, Equatable {
        var message: String
    }

    init() {}

    /// Reads `arguments` (without the program's name). Options may come before or after the
    /// command; each must be one the command takes, and is read only then.
    init(parsing arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        var given: [(option: Option, inline: String?, value: String?)] = []
        var commandName: String?
        var argument: String?
        var translationWords: [String] = []
        while let word = remaining.popFirst() {
            guard word.hasPrefix("-") else {
                if commandName == "translations" {
                    translationWords.append(word)
                } else if commandName == nil, Command(rawValue: word) != nil {
                    commandName = word
                } else if commandName == nil {
                    throw UsageError(message: "unknown command '\(word)'")
                } else if argument == nil, command(named: commandName).argumentName != nil {
                    argument = word
                } else {
                    throw UsageError(message: "unexpected argument '\(word)' to \(commandName!)")
                }
                continue
            }
            let (spelling, inline) = Self.split(word)
            guard let option = Option(spelling: spelling) else { throw UsageError(message: "unknown option '\(spelling)'") }
            let value = option.takesValue ? try Self.value(for: option, inline: inline, remaining: &remaining) : nil
            given.append((option, inline, value))
        }
        command = command(named: commandName)
        showsHelp = given.contains { $0.option == .help }
        showsVersion = given.contains { $0.option == .version }
        guard !showsHelp, !showsVersion else { return }
        try checkOptions(given.map(\.option))
        for (option, inline, value) in given {
            if !option.takesValue, inline != nil {
                throw UsageError(message: "\(command.rawValue) takes no value for \(option.rawValue); write \(option.rawValue) alone, or leave it out")
            }
            try apply(option, value: value)
        }
        try read(argument)
        if command == .bundle, !given.contains(where: { $0.option == .output }) { output = "walkthrough" }
        if command == .translations { try readTranslationAction(translationWords) }
    }

    /// The words after `translations`: none (the report), `export`, `import FILE`, `mark LOCALE [PAGE…]`.
    private mutating func readTranslationAction(_ words: [String]) throws(UsageError) {
        switch words.first {
        case nil: break
        case "export":
            guard words.count == 1 else { throw UsageError(message: "unexpected argument '\(words[1])' to translations export") }
            guard translationLocale != nil else { throw UsageError(message: "translations export needs --locale, like --locale fr") }
            translationAction = .export
        case "import":
            guard words.count == 2 else { throw UsageError(message: "translations import needs one XLIFF file, like fr.xlf") }
            translationAction = .import(file: words[1])
        case "mark":
            guard words.count >= 2 else { throw UsageError(message: "translations mark needs a locale, then the page ids to mark (none: every page)") }
            translationAction = .mark(locale: words[1], pages: Array(words.dropFirst(2)))
        case let other?:
            throw UsageError(message: "translations does not know '\(other)'; write translations, translations export, import or mark")
        }
        let isExport = translationAction == .export
        if !isExport, translationLocale != nil || translationStates != nil || translationFile != nil {
            throw UsageError(message: "--locale, --only and --output go with translations export")
        }
    }

    /// The command's one argument: the folder of `init`, the template `eject` copies.
    private mutating func read(_ argument: String?) throws(UsageError) {
        if command == .funnel {
            guard let argument else { throw UsageError(message: "funnel needs the file of exported events, like events.ndjson") }
            eventsFile = argument
            return
        }
        guard command == .eject else {
            if let argument { folder = argument }
            return
        }
        guard let argument, EjectedTemplate.names.contains(argument) else {
            throw UsageError(message: argument.map { "eject: '\($0)' is not a built-in template; name one of \(Self.templateList)" }
                             ?? "eject needs the name of a built-in template, one of \(Self.templateList)")
        }
        ejectedFile = argument
    }

    private func command(named name: String?) -> Command {
        name.flatMap(Command.init(rawValue:)) ?? .build
    }

    /// `--port=8080` as the option's spelling and its inline value.
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    private static func value(for option: Option, inline: String?, remaining: inout ArraySlice<String>) throws(UsageError) -> String {
        if let inline { return inline }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
            throw UsageError(message: "\(option.rawValue) needs a value")
        }
        return next
    }

    private mutating func apply(_ option: Option, value: String?) throws(UsageError) {
        let value = value ?? ""
        switch option {
        case .content: content = value
        case .templates: templates = value
        case .output where command == .translations: translationFile = value
        case .output: output = value
        case .locale: translationLocale = value
        case .only:
            let states = value.split(separator: ",").map { TranslationReport.State(rawValue: String($0)) }
            guard !states.isEmpty, !states.contains(nil) else {
                throw UsageError(message: "--only takes states among current, outdated, missing and unknown, like outdated,missing; not '\(value)'")
            }
            translationStates = Set(states.compactMap { $0 })
        case .host: host = value
        case .diagnostics:
            guard let parsed = DiagnosticsFormat(rawValue: value) else {
                throw UsageError(message: "--diagnostics takes 'text' or 'json', not '\(value)'")
            }
            diagnosticsFormat = parsed
        case .port:
            guard let number = UInt16(value) else { throw UsageError(message: "--port takes a number from 0 to 65535, not '\(value)'") }
            port = number
        case .events: eventsFile = value
        case .format:
            guard let parsed = DiagnosticsFormat(rawValue: value) else {
                throw UsageError(message: "--format takes 'text' or 'json', not '\(value)'")
            }
            funnelFormat = parsed
        case .watch: watches = true
        case .drafts: includesDrafts = true
        case .strict: isStrict = true
        case .quiet: isQuiet = true
        case .help: showsHelp = true
        case .version: showsVersion = true
        }
    }

    /// An option the command does not take is a mistake, not something to ignore.
    private func checkOptions(_ given: [Option]) throws(UsageError) {
        guard let stray = given.first(where: { !command.options.contains($0) }) else { return }
        let takers = Command.allCases.filter { $0.options.contains(stray) }.map(\.rawValue)
        throw UsageError(message: "\(command.rawValue) does not take \(stray.rawValue)"
                         + (takers.isEmpty ? "" : " (\(takers.joined(separator: ", ")) \(takers.count == 1 ? "does" : "do"))"))
    }

    /// The built-in templates `eject` can copy, for messages.
    static var templateList: String { EjectedTemplate.names.joined(separator: ", ") }

    static let usage = """
        USAGE: build-site [build] [options] [--watch]
               build-site bundle [options]
               build-site check [options]
               build-site serve [options] [--port N] [--host 127.0.0.1]
               build-site storyboard [options] [--events FILE]
               build-site init [DIR]
               build-site eject FILE [--templates DIR]
               build-site funnel FILE [--format json]
               build-site translations [--format json]
               build-site translations export --locale fr [--only outdated,missing] [--output fr.xlf]
               build-site translations import fr.xlf
               build-site translations mark fr [PAGE…]

        Validates the walkthrough pages in the content folder and publishes the site:
        an HTML pager per walkthrough and locale, and a manifest.json for app runtimes.

        COMMANDS:
          build (default)         validate, then replace the output folder with the site
          bundle                  validate, then replace the output folder (default: walkthrough)
                                  with what an app bundles: the manifests and their pictures and
                                  clips (HTML too where walkthrough.yml sets bundle_html: true)
          check                   validate only; write nothing
          serve                   build, watch content and templates, serve the output on
                                  loopback with live reload (a preview server, not for production)
          storyboard              build, then write storyboard.html beside the output: every
                                  walkthrough, locale and page side by side, warnings marked
          init [DIR]              a new site with example content (no templates: it uses the
                                  built-in ones, which improve with every build-site release)
          eject FILE              copy one built-in template into templates/ to change it
                                  (\(templateList))
          funnel FILE             how far people got: per walkthrough, version and locale, the
                                  showings, who reached each page and where they completed or
                                  dismissed it, from an NDJSON export of the pager's events
          translations            per walkthrough and locale, each page's translation: current,
                                  outdated (which fields changed), missing or unknown; export
                                  writes XLIFF 1.2 for translators, import reads it back (checked
                                  whole first), mark records hand-made translations as current

        OPTIONS:
          --content DIR           the content folder (default: content)
          --templates DIR         templates overriding the built-in ones, file by file
                                  (default: templates, when that folder exists)
          --output DIR            the output folder, replaced whole (default: output)
          --drafts                publish pages marked 'draft: true'
          --strict                treat warnings as errors
          --diagnostics FORMAT    text (default) or json, one object per line
          --format FORMAT         with funnel and translations: text (default) or json
          --locale TAG, --only STATES   with translations export: the locale, and the pages by state
          --events FILE           with storyboard: draw the funnel of an event export under each page
          --quiet, -q             print nothing but diagnostics
          --watch                 with build: rebuild whenever content or templates change
          --port N, --host ADDR   with serve: where to listen (default 127.0.0.1:8080; 0 picks a free port)
          --version               print the version
          --help, -h              print this help

        EXIT STATUS: 0 built, 1 content errors (nothing written), 2 usage errors, 3 I/O errors.
        """
}
