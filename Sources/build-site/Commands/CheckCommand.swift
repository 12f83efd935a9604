import SiteBuilder

/// `build-site check`: validate the site and write nothing.
struct CheckCommand: Command {
    static let declaration = CommandDeclaration(name: "check", abstract: "validate only; write nothing", options: SiteOptions.all)

    var site: SiteOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        site = try SiteOptions(arguments)
    }

    func run() throws -> ExitStatus {
        let session = SiteSession(site)
        let checked = try SiteBuild.check(session.buildOptions)
        session.printer.print(checked.diagnostics)
        guard let built = checked.site else { return .contentErrors }
        if !site.isQuiet { say("Checked \(summary(SiteSummary(built))) in \(elapsed(since: session.start)); no errors.") }
        return .built
    }
}
