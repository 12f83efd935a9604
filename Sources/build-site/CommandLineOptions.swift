/// The parsed command line of `build-site`.
struct CommandLineOptions: Equatable {
    enum Command: String, CaseIterable {
        case build, check, serve, `init`, storyboard
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
            case "--port":
                let text = try value(for: flag, inline: inline)
                guard let number = UInt16(text) else { throw UsageError(message: "--port takes a number from 0 to 65535, not '\(text)'") }
                port = number
            case "--host": host = try value(for: flag, inline: inline)
            case "--watch": watches = true
            case "--drafts": includesDrafts = true
            case "--strict": isStrict = true
            case "--quiet", "-q": isQuiet = true
            case "--help", "-h": showsHelp = true
            case "--version": showsVersion = true
            default:
                if flag.hasPrefix("-") {
                    throw UsageError(message: "unknown option '\(flag)'")
                }
                if sawCommand && command == Command.`init` && folder == "." {
                    folder = flag
                    continue
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
        USAGE: build-site [build] [options] [--watch]
               build-site check [options]
               build-site serve [options] [--port N] [--host 127.0.0.1]
               build-site storyboard [options]
               build-site init [DIR]

        Validates the walkthrough pages in the content folder and publishes the site:
        an HTML pager per walkthrough and locale, and a manifest.json for app runtimes.

        COMMANDS:
          build (default)         validate, then replace the output folder with the site
          check                   validate only; write nothing
          serve                   build, watch content and templates, serve the output on
                                  loopback with live reload (a preview server, not for production)
          storyboard              build, then write storyboard.html beside the output: every
                                  walkthrough, locale and page side by side, warnings marked
          init [DIR]              a new site with example content and the default templates

        OPTIONS:
          --content DIR           the content folder (default: content)
          --templates DIR         templates overriding the built-in ones, file by file
                                  (default: templates, when that folder exists)
          --output DIR            the output folder, replaced whole (default: output)
          --drafts                publish pages marked 'draft: true'
          --strict                treat warnings as errors
          --diagnostics FORMAT    text (default) or json, one object per line
          --quiet, -q             print nothing but diagnostics
          --watch                 with build: rebuild whenever content or templates change
          --port N, --host ADDR   with serve: where to listen (default 127.0.0.1:8080; 0 picks a free port)
          --version               print the version
          --help, -h              print this help

        EXIT STATUS: 0 built, 1 content errors (nothing written), 2 usage errors, 3 I/O errors.
        """
}
