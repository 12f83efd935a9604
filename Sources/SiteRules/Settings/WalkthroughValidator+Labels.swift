import SiteModel
import WalkthroughManifest

/// What each locale's pages say besides the content: the buttons' labels, the page texts, and the
/// language's name in the language control.
extension WalkthroughValidator {
    /// `manifest` with each locale's name for an app's own language picker, in a walkthrough in several
    /// languages (a key of every schema version, which older readers leave out). Its `version` stays
    /// the hash of what the pages show, so naming a language differently shows no one the walkthrough again.
    static func naming(_ manifest: WalkthroughManifest, _ names: [String: String]) -> WalkthroughManifest {
        guard manifest.locales.count > 1 else { return manifest }
        var named = manifest
        for locale in manifest.locales.keys { named.locales[locale]?.name = names[locale] }
        return named
    }

    /// Each locale's name in its own language: `language_names:`, else CLDR's, with a warning where
    /// CLDR has none for a language it knows (one it does not know has its own warning).
    mutating func languageNames(_ settings: WalkthroughSettings) -> [String: String] {
        var names: [String: String] = [:]
        for locale in settings.locales {
            let tag = LocaleTags.canonical(locale.value)
            let cldrName = LanguageName.own(tag)
            if cldrName == nil, settings.languageNames[locale.value] == nil, LocaleTags.reading(of: locale.value) == .known, settings.locales.count > 1 {
                report(.languageNameMissing(locale.value), in: relative("walkthrough.yml"), at: locale.location, severity: .warning)
            }
            names[locale.value] = settings.languageNames[locale.value] ?? cldrName ?? tag
        }
        return names
    }

    /// A locale's labels and page texts: `labels:`, else its built-ins, else English, with a warning
    /// naming the labels a page of that locale shows that neither gives.
    mutating func labels(for locale: Located<String>, settings: WalkthroughSettings, hasClips: Bool) -> (Labels, PageTexts) {
        let overrides = settings.labels[locale.value] ?? [:]
        let builtIn = BuiltInLabels.match(for: locale.value)
        let missing = settings.shownLabelKeys(hasClips: hasClips).filter { overrides[$0] == nil }
        if !BuiltInLabels.hasOwnEntry(locale.value) && !missing.isEmpty {
            report(.missingLabels(locale.value, missing: missing, reading: builtIn?.key ?? "en"), in: relative("walkthrough.yml"), at: locale.location, severity: .warning)
        }
        let base = builtIn?.entry ?? BuiltInLabels.english
        let labels = Labels(next: overrides["next"] ?? base.labels.next, skip: overrides["skip"] ?? base.labels.skip,
                            done: overrides["done"] ?? base.labels.done, restart: overrides["restart"] ?? base.labels.restart,
                            back: overrides["back"] ?? base.labels.back)
        let texts = PageTexts(pageStatus: overrides["page_status"] ?? base.texts.pageStatus,
                              language: overrides["language"] ?? base.texts.language, filter: overrides["filter"] ?? base.texts.filter,
                              play: overrides["play"] ?? base.texts.play, pause: overrides["pause"] ?? base.texts.pause)
        return (labels, texts)
    }
}
