import Foundation
import SiteBuilder

/// The command line: the commands, each declared once; parsing, help and running them.
enum BuildSite {
    /// The commands of build-site, the default first: the one place that lists them.
    static var commands: [any Command.Type] {
        [BuildCommand.self, BundleCommand.self, CheckCommand.self, ServeCommand.self, InitCommand.self,
         EjectCommand.self, StoryboardCommand.self, FunnelCommand.self, TranslationsCommand.self]
    }

    /// Parses `arguments` against the commands' declarations, runs the command, and gives its exit status.
    static func run(_ arguments: [String]) -> ExitStatus {
        let declarations = commands.map { $0.declaration }
        let command: any Command
        do {
            let parsed = try ParsedArguments(arguments, commands: declarations)
            if parsed.asksForHelp {
                say(parsed.namesCommand ? HelpText.help(for: parsed.command) : HelpText.overview(of: declarations))
                return .built
            }
            if parsed.asksForVersion {
                say("build-site \(SiteBuild.version)")
                return .built
            }
            let type = commands.first { $0.declaration.name == parsed.command.name }!
            command = try type.init(parsed)
        } catch {
            writeToStandardError("build-site: error: \(error.message)\nRun 'build-site --help' for usage.\n")
            return .usageError
        }
        do {
            return try command.run()
        } catch {
            writeToStandardError("build-site: error: \(error)\n")
            return .ioError
        }
    }
}
