import Foundation
import SiteBuilder
import SiteFunnel
import SiteModel

/// `build-site funnel FILE`: how far people got, from an export of lifecycle events.
struct FunnelCommand: Command {
    static let format = Option("--format", value: "FORMAT", help: "how the report is printed: text (default) or json")
    static let declaration = CommandDeclaration(
        name: "funnel",
        abstract: "how far people got: per walkthrough, version and locale, the showings, who reached each page and where they completed or dismissed it, from an NDJSON export of the pager's events",
        argument: .one("FILE"), options: [format])

    var eventsFile: String
    var format: SiteOptions.Format

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let file = arguments.words.first else { throw UsageError(message: "funnel needs the file of exported events, like events.ndjson") }
        eventsFile = file
        format = try SiteOptions.Format(arguments.value(Self.format), of: Self.format)
    }

    func run() throws -> ExitStatus {
        let funnel = try Self.readFunnel(eventsFile)
        print(format == .json ? funnel.json : funnel.text, terminator: "")
        return .built
    }

    /// The funnel of the event export at `path`; each line that is no event is reported on stderr, by number, and skipped.
    static func readFunnel(_ path: String) throws -> Funnel {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw BuildError.unreadable(path, reason: error.localizedDescription)
        }
        let funnel = Funnel(ndjson: data)
        for line in funnel.malformedLines {
            writeToStandardError("\(path):\(line.line): skipped: \(line.reason)\n")
        }
        return funnel
    }
}
