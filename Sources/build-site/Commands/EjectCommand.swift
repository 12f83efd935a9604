import Foundation
import SiteBuilder
import SiteRendering

/// `build-site eject FILE`: a built-in template copied into the site's templates to change.
struct EjectCommand: Command {
    static let declaration = CommandDeclaration(
        name: "eject", abstract: "copy the built-in template FILE into templates/ to change it (\(templateList))",
        argument: .one("FILE"), options: [SiteOptions.templates, SiteOptions.quiet])

    /// The built-in templates `eject` can copy, for messages.
    private static var templateList: String { EjectedTemplate.names.joined(separator: ", ") }

    var name: String
    var templates: String?
    var isQuiet: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let name = arguments.words.first, EjectedTemplate.names.contains(name) else {
            throw UsageError(message: arguments.words.first.map { "eject: '\($0)' is not a built-in template; name one of \(Self.templateList)" }
                             ?? "eject needs the name of a built-in template, one of \(Self.templateList)")
        }
        self.name = name
        templates = arguments.value(SiteOptions.templates)
        isQuiet = arguments.has(SiteOptions.quiet)
    }

    func run() throws -> ExitStatus {
        let folder = URL(fileURLWithPath: templates ?? "templates", relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let file = try SiteScaffold.eject(name, into: folder.standardizedFileURL)
        if !isQuiet {
            say("Copied the built-in \(name) to \(templates ?? "templates")/\(file.lastPathComponent); it now overrides the built-in one. "
                  + "Keep its first line: build-site warns when the built-in \(name) changes.")
        }
        return .built
    }
}
