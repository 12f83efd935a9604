import Foundation
import SiteModel
import SiteRules
import WalkthroughManifest

/// An XLIFF file from translators made into translation files (docs/translations.md). The whole file is
/// checked first: XLIFF 1.2, for this site's walkthroughs and one of their locales, every unit id
/// known, no unit whose page changed since the export, every target one a page can hold. Any
/// problem refuses it whole; otherwise `writes` holds each file that changes, `translated_from:`
/// set for the fields imported. A unit without a target is skipped, not refused.
struct TranslationImport: Equatable {
    /// A reason to refuse the file, at a line of it.
    struct Problem: Error, Equatable {
        var message: String
        var hint: String?
        var line: Int
        var column = 1
    }

    /// Every reason to refuse a file.
    struct Refusal: Error, Equatable {
        var problems: [Problem]
    }

    static let sizeLimit = 10 << 20

    var locale: String
    /// Content-relative path and new text of each file that changes, in order.
    var writes: [(path: String, text: String)]
    /// The ids of the units without a target.
    var skipped: [String]

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.locale == rhs.locale && lhs.skipped == rhs.skipped && lhs.writes.map(\.path) == rhs.writes.map(\.path) && lhs.writes.map(\.text) == rhs.writes.map(\.text)
    }

    /// The import of `data` into the content `sources` describe, or every reason to refuse it.
    static func plan(_ data: Data, into sources: TranslationSources) -> Result<TranslationImport, Refusal> {
        guard data.count <= sizeLimit else {
            return .failure(Refusal(problems: [Problem(message: "the file is \(data.count) bytes, more than the limit of \(sizeLimit) (10 MiB)",
                                     hint: "export one locale at a time, or with --only outdated,missing", line: 1)]))
        }
        let document: XLIFFDocument
        do {
            document = try XLIFFDocument(parsing: data)
        } catch {
            return .failure(Refusal(problems: [Problem(message: error.message, hint: "give the .xlf file that 'build-site translations export' wrote, filled in",
                                     line: error.line, column: error.column)]))
        }
        var problems: [Problem] = []
        var targets: [String: (page: TranslationSources.Page, locale: String, texts: [TranslatableField: String])] = [:]
        var skipped: [String] = []
        // An export with nothing to translate has no <file>: importing it changes nothing.
        let locales = Set(document.files.map { LocaleTags.canonical($0.targetLanguage) })
        guard locales.count <= 1 else {
            return .failure(Refusal(problems: [Problem(message: "files for several locales: \(locales.sorted().joined(separator: ", "))",
                                                       hint: "import one locale's export at a time", line: 1)]))
        }
        let locale = locales.first ?? ""
        for file in document.files {
            guard let (walkthrough, listed) = walkthrough(of: file, in: sources, problems: &problems) else { continue }
            for unit in file.units {
                guard let (page, field) = check(unit, of: walkthrough, problems: &problems) else { continue }
                guard let target = unit.target, !target.trimmingWhitespace.isEmpty else {
                    skipped.append(unit.id)
                    continue
                }
                targets[page.path, default: (page, listed, [:])].texts[field] = field == .body ? target.trimmingWhitespace : target
            }
        }
        guard problems.isEmpty else { return .failure(Refusal(problems: problems)) }
        let writes = targets.keys.sorted().compactMap { path -> (path: String, text: String)? in
            let (page, locale, texts) = targets[path]!
            let translation = page.translations[locale]
            var recorded = translation?.recorded ?? [:]
            for field in texts.keys { recorded[field.rawValue] = page.texts[field].map(TranslatableField.digest(of:)) }
            let text = TranslationFileEditor.edited(translation?.text, setting: texts, translatedFrom: recorded)
            return text == translation?.text ? nil : (page.translationPath(locale), text)
        }
        return .success(TranslationImport(locale: locale, writes: writes, skipped: skipped))
    }

    /// The walkthrough a `<file>` is for, when this site has it and it lists the file's locales (in
    /// any form of their tags), and the target locale as walkthrough.yml spells it.
    private static func walkthrough(of file: XLIFFDocument.File, in sources: TranslationSources,
                                    problems: inout [Problem]) -> (TranslationSources.Walkthrough, locale: String)? {
        guard let walkthrough = sources.walkthroughs.first(where: { $0.settingsPath == file.original }) else {
            let known = sources.walkthroughs.map(\.settingsPath).joined(separator: ", ")
            problems.append(Problem(message: "for another site: this content folder has no walkthrough '\(file.original)'",
                                    hint: "import it into the site it was exported from (this one has \(known))", line: file.line))
            return nil
        }
        guard let listed = walkthrough.translatedLocale(file.targetLanguage) else {
            problems.append(Problem(message: "for another locale: \(file.original) does not list '\(file.targetLanguage)'",
                                    hint: "add it to locales in \(file.original), or import the file of a listed locale", line: file.line))
            return nil
        }
        guard LocaleTags.canonical(walkthrough.defaultLocale) == LocaleTags.canonical(file.sourceLanguage) else {
            problems.append(Problem(message: "the source language is '\(file.sourceLanguage)', but \(file.original)'s pages are '\(walkthrough.defaultLocale)'",
                                    hint: "export again", line: file.line))
            return nil
        }
        return (walkthrough, listed)
    }

    /// The page and field of a unit whose id is known, whose source is still the page's, and whose target a page can hold.
    private static func check(_ unit: XLIFFDocument.Unit, of walkthrough: TranslationSources.Walkthrough, problems: inout [Problem]) -> (TranslationSources.Page, TranslatableField)? {
        let parts = unit.id.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let page = walkthrough.pages.first(where: { $0.id == parts[0] }), let field = TranslatableField(rawValue: parts[1]),
              let source = page.texts[field] else {
            problems.append(Problem(message: "unknown unit id '\(unit.id)': \(walkthrough.settingsPath) has no such page field",
                                    hint: "units are PAGE.FIELD, as the export wrote them; export again", line: unit.line))
            return nil
        }
        guard source == (field == .body ? unit.source.trimmingWhitespace : unit.source) else {
            problems.append(Problem(message: "stale unit '\(unit.id)': the page's \(field.rawValue) changed since the export",
                                    hint: "export again, and translate the new text", line: unit.line))
            return nil
        }
        let target = unit.target ?? ""
        if field == .body, target.split(separator: "\n", omittingEmptySubsequences: false).contains(where: { String($0).trimmingWhitespace == "---" }) {
            problems.append(Problem(message: "unit '\(unit.id)': a line '---' in a body would be read as front matter",
                                    hint: "write a thematic break as '***'", line: unit.line))
            return nil
        }
        if field != .body, target.contains(where: \.isNewline) {
            problems.append(Problem(message: "unit '\(unit.id)': a \(field.rawValue) is one line", hint: "remove the line break", line: unit.line))
            return nil
        }
        return (page, field)
    }
}
