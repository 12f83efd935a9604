import Foundation
import SiteModel
import SiteRules

/// The `translations` command's work on a content folder (docs/translations.md): the report, the export to
/// translators, the import of their file, and marking hand-made translations as current. It reads
/// the content folder as it is, whether or not it builds; an import or a mark writes each file it
/// changes atomically, and nothing when it refuses.
public struct TranslationWork: Sendable {
    /// A refusal, said the way the command line prints it: `file:line:column: error: message`.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var message: String
        var hint: String?

        public var description: String {
            "\(file):\(line):\(column): error: \(message)" + (hint.map { "\n  hint: \($0)" } ?? "")
        }
    }

    /// Every reason an import or a mark refused.
    public struct Refusal: Error, Sendable, Equatable {
        /// Each problem, in the order of the file.
        public var problems: [Problem]
    }

    /// What an import or a mark did.
    public struct Outcome: Sendable, Equatable {
        /// The files written, relative to the content folder.
        public var written: [String]
        /// The units without a target (import), or the pages without a translation (mark).
        public var skipped: [String]
    }

    private let contentDirectory: URL
    private let contentDisplayPath: String
    private let sources: TranslationSources

    /// Reads the content folder of `options`.
    public init(options: BuildOptions) throws(BuildError) {
        contentDirectory = options.contentDirectory
        contentDisplayPath = options.contentDisplayPath
        sources = TranslationSources(try ContentSnapshot.load(from: options.contentDirectory, displayPath: options.contentDisplayPath))
    }

    /// How each translation stands, per walkthrough and locale.
    public var report: TranslationReport { TranslationReport(sources) }

    /// The XLIFF 1.2 file of the pages into `locale` in `states` (every page when nil).
    public func export(locale: String, only states: Set<TranslationReport.State>?) throws(Problem) -> String {
        guard sources.walkthroughs.contains(where: { $0.translatedLocale(locale) != nil }) else {
            let listed = Set(sources.walkthroughs.flatMap(\.translatedLocales)).sorted()
            throw Problem(file: contentDisplayPath, line: 1, column: 1, message: "no walkthrough.yml lists the locale '\(locale)'",
                          hint: listed.isEmpty ? "add it to locales in walkthrough.yml" : "export one of \(listed.joined(separator: ", "))")
        }
        return TranslationExport.document(of: sources, locale: locale, only: states).xml
    }

    /// Imports the XLIFF file `data` (read from `path`): checked whole, then written.
    public func importXLIFF(_ data: Data, from path: String) throws(BuildError) -> Result<Outcome, Refusal> {
        switch TranslationImport.plan(data, into: sources) {
        case .failure(let refusal):
            return .failure(Refusal(problems: refusal.problems.map { Problem(file: path, line: $0.line, column: $0.column, message: $0.message, hint: $0.hint) }))
        case .success(let plan):
            try write(plan.writes)
            return .success(Outcome(written: plan.writes.map(\.path), skipped: plan.skipped))
        }
    }

    /// Records the translations into `locale` of `pages` (ids; every page when empty) as current.
    public func mark(locale: String, pages: [String]) throws(BuildError) -> Result<Outcome, Refusal> {
        let walkthroughs = sources.walkthroughs.compactMap { walkthrough in walkthrough.translatedLocale(locale).map { (walkthrough: walkthrough, listed: $0) } }
        let known = Set(walkthroughs.flatMap { $0.walkthrough.pages.map(\.id) })
        let unknown = pages.filter { !known.contains($0) }
        guard !walkthroughs.isEmpty, unknown.isEmpty else {
            let message = walkthroughs.isEmpty ? "no walkthrough.yml lists the locale '\(locale)'" : "no page '\(unknown[0])' in a walkthrough translated into '\(locale)'"
            return .failure(Refusal(problems: [Problem(file: contentDisplayPath, line: 1, column: 1, message: message,
                                                       hint: "name pages by id, as 'build-site translations' lists them")]))
        }
        var writes: [(path: String, text: String)] = []
        var skipped: [String] = []
        for (walkthrough, listed) in walkthroughs {
            for page in walkthrough.pages where pages.isEmpty || pages.contains(page.id) {
                guard let translation = page.translations[listed] else {
                    skipped.append(page.translationPath(listed))
                    continue
                }
                let recorded = TranslatableField.recorded(page.texts, translated: translation.texts)
                let text = TranslationFileEditor.edited(translation.text, setting: [:], translatedFrom: TranslatableField.digests(of: recorded))
                if text != translation.text { writes.append((translation.path, text)) }
            }
        }
        try write(writes)
        return .success(Outcome(written: writes.map(\.path), skipped: skipped))
    }

    private func write(_ writes: [(path: String, text: String)]) throws(BuildError) {
        for (path, text) in writes {
            let url = contentDirectory.appendingPathComponent(path)
            do {
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                throw BuildError.unwritable(contentDisplayPath + "/" + path, reason: error.localizedDescription)
            }
        }
    }
}
