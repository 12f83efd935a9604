import Foundation
import SiteBuilder
import SiteModel

/// `build-site translations`: each page's translation state; `export`, `import FILE` and
/// `mark LOCALE [PAGE…]` exchange translations with translators (docs/translations.md).
struct TranslationsCommand: Command {
    static let locale = Option("--locale", value: "TAG", help: "with export: the locale to export")
    static let only = Option("--only", value: "STATES", help: "with export: only the pages in these states (current, outdated, missing, unknown), like outdated,missing")
    static let output = Option("--output", value: "FILE", help: "with export: the XLIFF file to write (default: standard output)")
    static let declaration = CommandDeclaration(
        name: "translations",
        abstract: "per walkthrough and locale, each page's translation: current, outdated (which fields changed), missing or unknown; export writes XLIFF 1.2 for translators, import reads it back (checked whole first), mark records hand-made translations as current",
        argument: .words("[export | import FILE | mark LOCALE [PAGE…]]"),
        options: [SiteOptions.content, FunnelCommand.format, locale, only, output, SiteOptions.quiet])

    /// What the command does: print the report, or exchange translations.
    enum Action: Equatable {
        case report
        case export(locale: String, only: Set<TranslationReport.State>?, file: String?)
        case `import`(file: String)
        case mark(locale: String, pages: [String])
    }

    var site: SiteOptions
    var format: SiteOptions.Format
    var action: Action

    init(_ arguments: ParsedArguments) throws(UsageError) {
        site = try SiteOptions(arguments)
        format = try SiteOptions.Format(arguments.value(FunnelCommand.format), of: FunnelCommand.format)
        action = try Self.action(of: arguments)
    }

    /// The words after `translations`: none (the report), `export`, `import FILE`, `mark LOCALE [PAGE…]`.
    private static func action(of arguments: ParsedArguments) throws(UsageError) -> Action {
        let words = arguments.words
        guard words.first == "export" else {
            if [locale, only, output].contains(where: arguments.gives) {
                throw UsageError(message: "--locale, --only and --output go with translations export")
            }
            switch words.first {
            case nil: return .report
            case "import" where words.count == 2: return .import(file: words[1])
            case "import": throw UsageError(message: "translations import needs one XLIFF file, like fr.xlf")
            case "mark" where words.count >= 2: return .mark(locale: words[1], pages: Array(words.dropFirst(2)))
            case "mark": throw UsageError(message: "translations mark needs a locale, then the page ids to mark (none: every page)")
            case let other?: throw UsageError(message: "translations does not know '\(other)'; write translations, translations export, import or mark")
            }
        }
        guard words.count == 1 else { throw UsageError(message: "unexpected argument '\(words[1])' to translations export") }
        guard let tag = arguments.value(locale) else { throw UsageError(message: "translations export needs --locale, like --locale fr") }
        return .export(locale: tag, only: try arguments.value(only).map(states), file: arguments.value(output))
    }

    private static func states(_ value: String) throws(UsageError) -> Set<TranslationReport.State> {
        let states = value.split(separator: ",").map { TranslationReport.State(rawValue: String($0)) }
        guard !states.isEmpty, !states.contains(nil) else {
            throw UsageError(message: "--only takes states among current, outdated, missing and unknown, like outdated,missing; not '\(value)'")
        }
        return Set(states.compactMap { $0 })
    }

    func run() throws -> ExitStatus {
        let work = try TranslationWork(options: site.buildOptions())
        switch action {
        case .report:
            print(format == .json ? work.report.json : work.report.text, terminator: "")
            return .built
        case .export(let locale, let states, let file):
            return try export(work, locale: locale, only: states, to: file)
        case .import(let file):
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw BuildError.unreadable(file, reason: error.localizedDescription)
            }
            return report(try work.importXLIFF(data, from: file), verb: "Imported into", skipping: "its target is empty")
        case .mark(let locale, let pages):
            return report(try work.mark(locale: locale, pages: pages), verb: "Marked current", skipping: "no translation to mark")
        }
    }

    /// `translations export`: the XLIFF of `locale`'s pages to `file`, or to standard output.
    private func export(_ work: TranslationWork, locale: String, only states: Set<TranslationReport.State>?, to file: String?) throws -> ExitStatus {
        let xml: String
        do {
            xml = try work.export(locale: locale, only: states)
        } catch {
            writeToStandardError("\(error)\n")
            return .contentErrors
        }
        guard let file else {
            print(xml, terminator: "")
            return .built
        }
        do {
            try Data(xml.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw BuildError.unwritable(file, reason: error.localizedDescription)
        }
        let count = xml.components(separatedBy: "<trans-unit ").count - 1
        if !site.isQuiet { say("Exported \(count) \(count == 1 ? "unit" : "units") to \(file)") }
        return .built
    }

    /// Prints what an import or a mark did, or why it refused.
    private func report(_ result: Result<TranslationWork.Outcome, TranslationWork.Refusal>, verb: String, skipping reason: String) -> ExitStatus {
        switch result {
        case .failure(let refusal):
            let problems = refusal.problems
            problems.forEach { writeToStandardError("\($0)\n") }
            writeToStandardError("Nothing written: \(problems.count) \(problems.count == 1 ? "problem" : "problems").\n")
            return .contentErrors
        case .success(let outcome):
            for skipped in outcome.skipped { writeToStandardError("skipped: \(skipped) (\(reason))\n") }
            if !site.isQuiet {
                let count = outcome.written.count
                say(count == 0 ? "Nothing to change." : "\(verb) \(count) \(count == 1 ? "file" : "files"): \(outcome.written.joined(separator: ", "))")
            }
            return .built
        }
    }
}
