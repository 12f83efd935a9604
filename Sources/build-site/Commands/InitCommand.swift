import Foundation
import SiteBuilder
import SiteRendering

/// `build-site init [DIR]`: a new site that builds at once.
struct InitCommand: Command {
    static let declaration = CommandDeclaration(
        name: "init", abstract: "a new site with example content, in DIR (default: here); no templates: it uses the built-in ones, which improve with every release",
        argument: .one("[DIR]"), options: [SiteOptions.quiet])

    var folder: String
    var isQuiet: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        folder = arguments.words.first ?? "."
        isQuiet = arguments.has(SiteOptions.quiet)
    }

    func run() throws -> ExitStatus {
        let url = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        try SiteScaffold.create(in: url.standardizedFileURL)
        if !isQuiet {
            say("Created a new site in \(folder): content/, README.md and templates/README.md (the pager uses the built-in templates). Build it with 'build-site' there.")
        }
        return .built
    }
}
