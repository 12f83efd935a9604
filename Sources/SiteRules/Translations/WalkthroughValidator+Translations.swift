import SiteModel
import SiteSupport
import WalkthroughManifest

/// The translations of a walkthrough's pages (`content/01-welcome.fr.md`): one for every page in
/// every locale, changing only what a translation may, current with the page they translate.
extension WalkthroughValidator {
    /// Translations by locale and stem, after checking every locale has every page.
    mutating func checkTranslations(_ sources: [Source], of pages: [Source], settings: WalkthroughSettings) -> [String: [String: Source]] {
        let locales = settings.locales.map(\.value)
        var found: [String: [String: Source]] = [:]
        let stems = Dictionary(pages.map { ($0.name.stem, $0) }, uniquingKeysWith: { first, _ in first })
        for source in sources {
            let locale = source.name.locale!
            if locale == settings.defaultLocale {
                report(.defaultLocaleTranslation(locale, stem: source.name.stem), in: source.path)
                continue
            }
            guard locales.contains(locale) else {
                report(.translationIntoUnlistedLocale(locale), in: source.path)
                continue
            }
            guard let base = stems[source.name.stem] else {
                let nearestStem = nearest(to: source.name.stem, among: Array(stems.keys))
                report(.orphanTranslation(expected: display(relative(source.name.stem + ".md")), nearest: nearestStem, locale: locale), in: source.path)
                continue
            }
            checkHeading(source)
            checkTranslatedLayout(source, of: base, settings: settings)
            checkTranslatedRelease(source, of: base)
            checkTranslatedFrom(source, of: base, locale: locale)
            if let order = source.fields.order, order.value != base.order {
                report(.translationChanges("order", pageValue: base.order.map(String.init) ?? "none", stem: base.name.stem), in: source.path, at: order.location)
            }
            if let id = source.fields.id, id.value != base.id {
                report(.translationChanges("id", pageValue: "'\(base.id)'", stem: base.name.stem), in: source.path, at: id.location)
            }
            if let draft = source.fields.draft, draft != base.isDraft {
                report(.translationChanges("draft", pageValue: String(base.isDraft), stem: base.name.stem), in: source.path)
            }
            found[locale, default: [:]][source.name.stem] = source
        }
        for locale in locales.dropFirst() {
            for page in pages where found[locale]?[page.name.stem] == nil {
                report(.missingTranslation(locale, expected: display(relative("\(page.name.stem).\(locale).md"))), in: page.path)
            }
        }
        return found
    }

    /// A translation whose page changed since it was translated, warned at its `translated_from:`.
    mutating func checkTranslatedFrom(_ translation: Source, of base: Source, locale: String) {
        guard let recorded = translation.fields.translatedFrom else { return }
        let changed = TranslatableField.changed(TranslatableField.texts(in: base.fields, body: base.body), since: recorded.value,
                                                translated: TranslatableField.texts(in: translation.fields, body: translation.body))
        guard !changed.isEmpty else { return }
        report(.translationOutdated(changed.spokenList, page: base.name.stem + ".md", locale: locale, id: base.id),
               in: translation.path, at: recorded.location, severity: .warning)
    }

    /// Per locale, the fields each translated page shows from its page (`alt`), by page id.
    func fallbacks(of pages: [Source], in translations: [String: [String: Source]]) -> [String: [String: [String]]] {
        translations.mapValues { byStem in
            Dictionary(pages.compactMap { base in
                guard let translation = byStem[base.name.stem] else { return nil }
                let fields = TranslatableField.fallbacks(TranslatableField.texts(in: base.fields, body: base.body),
                                                         translated: TranslatableField.texts(in: translation.fields, body: translation.body))
                return fields.isEmpty ? nil : (base.id, fields.map(\.rawValue))
            }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// `page` (of the page file `base`) in the locale of `translation`, which gives its own text
    /// and may give its own picture, background, data and action label; only what it gives is checked.
    mutating func translated(_ page: Page, of base: Source, by translation: Source, settings: WalkthroughSettings) -> Page {
        var page = page
        let fields = translation.fields
        page.heading = fields.heading?.value.trimmingWhitespace ?? ""
        page.subheading = fields.subheading
        page.body = Markdown.body(translation.body, allowsUnsafeHTML: settings.allowsUnsafeHTML)
        page.background = (fields.background ?? base.fields.background)?.value
        page.data = page.data.merging(fields.data ?? [:]) { _, translated in translated }
        page.action = action(of: base, translation: translation)
        page.imageFocus = imageFocus(of: base, translation: translation, layout: page.layout)
        if fields.video != nil || base.fields.video != nil {
            page.video = translatedVideo(page.video, of: base, by: translation, layout: page.layout)
            return page
        }
        if let posterAt = fields.posterAt { report(.posterAtWithoutVideo(), in: translation.path, at: posterAt.location) }
        if let path = fields.image {
            let dark = fields.imageDark ?? base.fields.imageDark
            let darkOwner = fields.imageDark != nil ? translation.path : base.path
            page.image = image(path, dark: dark, darkIn: darkOwner, alt: fields.alt ?? base.fields.alt ?? "", in: translation.path, layout: page.layout)
        } else if base.fields.image == nil {
            if let dark = fields.imageDark { report(.darkWithoutImage(), in: translation.path, at: dark.location) }
        } else if page.image != nil {
            if let dark = fields.imageDark {
                page.image?.dark = self.image(dark, key: "image_dark", in: translation.path, layout: page.layout).map(Page.Image.Dark.init)
            }
            page.image?.alt = fields.alt ?? base.fields.alt ?? ""
        }
        return page
    }
}
