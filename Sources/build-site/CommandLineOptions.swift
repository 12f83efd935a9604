/// The parsed command line of `build-site`.
struct CommandLineOptions: Equatable {
    enum Command: String, CaseIterable {
        case build, check
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

    /// A mistake on the command line; exits with status 2.
    struct UsageError: Error, Equatable {
        var message: String
    }

    init() {}

    init(parsing arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(for flag: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return next
        }
        var sawCommand = false
        while let argument = remaining.popFirst() {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let flag = argument.hasPrefix("--") ? parts[0] : argument
            let inline = argument.hasPrefix("--") && parts.count == 2 ? parts[1] : nil
            switch flag {
            case "--content": content = try value(for: flag, inline: inline)
            case "--templates": templates = try value(for: flag, inline: inline)
            case "--output": output = try value(for: flag, inline: inline)
            case "--diagnostics":
                let format = try value(for: flag, inline: inline)
                guard let parsed = DiagnosticsFormat(rawValue: format) else {
                    throw UsageError(message: "--diagnostics takes 'text' or 'json', not '\(format)'")
                }
                diagnosticsFormat = parsed
            case "--drafts": includesDrafts = true
            case "--strict": isStrict = true
            case "--quiet", "-q": isQuiet = true
            case "--help", "-h": showsHelp = true
            case "--version": showsVersion = true
            default:
                if flag.hasPrefix("-") {
                    throw UsageError(message: "unknown option '\(flag)'")
                }
                guard !sawCommand, let parsed = Command(rawValue: flag) else {
                    throw UsageError(message: sawCommand ? "unexpected argument '\(flag)'" : "unknown command '\(flag)'")
                }
                command = parsed
                sawCommand = true
            }
        }
    }

    static let usage = """
        USAGE: build-site [build] [options]
               build-site check [options]

        Validates the walkthrough pages in the content folder and publishes the site:
        an HTML pager per walkthrough and locale, and a manifest.json for app runtimes.

        COMMANDS:
          build (default)         validate, then replace the output folder with the site
          check                   validate only; write nothing

        OPTIONS:
          --content DIR           the content folder (default: content)
          --templates DIR         templates overriding the built-in ones, file by file
                                  (default: templates, when that folder exists)
          --output DIR            the output folder, replaced whole (default: output)
          --drafts                publish pages marked 'draft: true'
          --strict                treat warnings as errors
          --diagnostics FORMAT    text (default) or json, one object per line
          --quiet, -q             print nothing but diagnostics
          --version               print the version
          --help, -h              print this help

        EXIT STATUS: 0 built, 1 content errors (nothing written), 2 usage errors, 3 I/O errors.
        """
}
