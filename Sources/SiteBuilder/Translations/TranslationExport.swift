import SiteModel
import SiteRules
import WalkthroughManifest

/// What goes to translators for one locale (docs/translations.md): per walkthrough that lists the locale, a
/// unit `PAGE.FIELD` per field to translate, with the page's text as its source and the
/// translation's as its target. A current page's units are `translated`; an outdated page gives
/// only its changed fields, `needs-review-translation`, as does a page without `translated_from:`;
/// a missing page gives every field, `new`.
enum TranslationExport {
    /// The units for `locale` (in any form of its tag) of the pages in `states` (every page when nil),
    /// the languages named by their canonical tags (`pt-BR`, `he`), as translators' tools expect.
    static func document(of sources: TranslationSources, locale: String, only states: Set<TranslationReport.State>?) -> XLIFFDocument {
        let files = sources.walkthroughs.compactMap { walkthrough -> XLIFFDocument.File? in
            guard let listed = walkthrough.translatedLocale(locale) else { return nil }
            return XLIFFDocument.File(original: walkthrough.settingsPath, sourceLanguage: LocaleTags.canonical(walkthrough.defaultLocale),
                                      targetLanguage: LocaleTags.canonical(listed), units: walkthrough.pages.flatMap { units(of: $0, locale: listed, only: states) })
        }
        return XLIFFDocument(files: files.filter { !$0.units.isEmpty })
    }

    private static func units(of page: TranslationSources.Page, locale: String, only states: Set<TranslationReport.State>?) -> [XLIFFDocument.Unit] {
        let report = TranslationReport.state(of: page, in: locale)
        guard states?.contains(report.state) ?? true else { return [] }
        let fields = report.state == .outdated ? report.fields.compactMap(TranslatableField.init(rawValue:)) : TranslatableField.allCases
        let state = switch report.state {
        case .current: "translated"
        case .outdated, .unknown: "needs-review-translation"
        case .missing: "new"
        }
        return fields.compactMap { field in
            page.texts[field].map { source in
                XLIFFDocument.Unit(id: "\(page.id).\(field.rawValue)", source: source, target: page.translations[locale]?.texts[field],
                                   state: state, preservesSpace: field == .body)
            }
        }
    }
}
