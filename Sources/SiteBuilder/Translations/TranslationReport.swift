import Foundation
import SiteModel
import SiteRules
import SortedJSON
import WalkthroughManifest

/// How each page's translation stands, per walkthrough and locale (docs/translations.md): current, outdated
/// (which fields changed in the page since), missing, or unknown (no `translated_from:`). A
/// report, not a check: `check --strict` is the gate.
public struct TranslationReport: Sendable, Equatable {
    /// A page's translation: the same as its page, behind it, absent, or without `translated_from:`.
    public enum State: String, Sendable, Codable, CaseIterable {
        case current, outdated, missing, unknown
    }

    /// One page's translation into one locale.
    struct PageState: Sendable, Equatable, Codable {
        /// The page id.
        var page: String
        /// The translation's path in the content folder (where it goes, when missing).
        var file: String
        var state: State
        /// The fields changed in the page since the translation; `[]` unless outdated.
        var fields: [String]
        /// The fields the translation shows from its page, having none of its own (`alt`).
        var fallbacks: [String] = []
    }

    /// One walkthrough in one locale.
    struct Entry: Sendable, Equatable, Codable {
        /// The walkthrough's folder; `""` at the root.
        var walkthrough: String
        var locale: String
        var pages: [PageState]
    }

    var entries: [Entry]

    /// The report on the content folder `snapshot`, which need not build.
    init(_ snapshot: ContentSnapshot) {
        self.init(TranslationSources(snapshot))
    }

    init(_ sources: TranslationSources) {
        entries = sources.walkthroughs.flatMap { walkthrough in
            walkthrough.translatedLocales.map { locale in
                Entry(walkthrough: walkthrough.folder, locale: locale, pages: walkthrough.pages.map { Self.state(of: $0, in: locale) })
            }
        }
    }

    static func state(of page: TranslationSources.Page, in locale: String) -> PageState {
        let file = page.translationPath(locale)
        guard let translation = page.translations[locale] else { return PageState(page: page.id, file: file, state: .missing, fields: []) }
        let fallbacks = TranslatableField.fallbacks(page.texts, translated: translation.texts).map(\.rawValue)
        guard let recorded = translation.recorded else { return PageState(page: page.id, file: file, state: .unknown, fields: [], fallbacks: fallbacks) }
        let changed = TranslatableField.changed(page.texts, since: recorded, translated: translation.texts)
        return PageState(page: page.id, file: file, state: changed.isEmpty ? .current : .outdated, fields: changed.map(\.rawValue), fallbacks: fallbacks)
    }

    /// One line a walkthrough and locale, then a line a page that is not current or shows a field
    /// of its page's language.
    public var text: String {
        guard !entries.isEmpty else { return "No translations: every walkthrough.yml lists one locale.\n" }
        return entries.map { entry in
            let counts = State.allCases.map { state in "\(entry.pages.count { $0.state == state }) \(state.rawValue)" }
            let name = entry.walkthrough.isEmpty ? "(root)" : entry.walkthrough
            let pages = entry.pages.filter { $0.state != .current || !$0.fallbacks.isEmpty }.map { page in
                "  \(page.file): \(page.state.rawValue)" + (page.fields.isEmpty ? "" : " (\(page.fields.joined(separator: ", ")))")
                    + (page.fallbacks.isEmpty ? "" : "; \(page.fallbacks.joined(separator: ", ")) from the page")
            }
            return (["\(name) \(entry.locale): " + counts.joined(separator: ", ")] + pages).joined(separator: "\n") + "\n"
        }.joined()
    }

    /// The entries as a JSON array.
    public var json: String {
        let data = (try? SortedJSONEncoder(isPrettyPrinted: true, escapesSlashes: false).encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
