import Foundation
import SiteBuilder
import SiteModel
import SiteRendering

/// `build-site storyboard`: build, then write storyboard.html beside the output.
struct StoryboardCommand: Command {
    static let events = Option("--events", value: "FILE", help: "draw the funnel of an export of lifecycle events under each page")
    static let declaration = CommandDeclaration(
        name: "storyboard", abstract: "build, then write storyboard.html beside the output: every walkthrough, locale and page side by side, warnings marked",
        options: SiteOptions.all + [BuildCommand.output, events])

    var site: SiteOptions
    var eventsFile: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        site = try SiteOptions(arguments, output: BuildCommand.output)
        eventsFile = arguments.value(Self.events)
    }

    func run() throws -> ExitStatus {
        let funnel = try eventsFile.map(FunnelCommand.readFunnel)
        let session = SiteSession(site)
        let status = try session.build()
        guard status == .built, let report = session.lastReport, let built = report.site else { return status }
        let options = session.buildOptions
        let page = Storyboard.html(for: built, diagnostics: report.diagnostics, contentDisplayPath: options.contentDisplayPath,
                                   sitePrefix: options.outputDirectory.lastPathComponent + "/", builtIns: SiteBuild.builtIns,
                                   fileSize: session.outputFileSize, funnel: funnel)
        let file = options.outputDirectory.deletingLastPathComponent().appendingPathComponent("storyboard.html")
        do {
            try Data(page.utf8).write(to: file)
        } catch {
            throw BuildError.unwritable(file.path, reason: error.localizedDescription)
        }
        if !site.isQuiet { say("Storyboard: \(file.path) (its layout checks run when served: build-site serve, then /_storyboard/)") }
        return .built
    }
}
