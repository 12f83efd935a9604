import SiteModel
import SiteSupport

// The codes and messages of the translations of pages (`WalkthroughValidator+Translations`).
// docs/diagnostics.md shows each code with an example a test builds.

extension Diagnostic.Code {
    /// A locale of walkthrough.yml without a translation of a page.
    package static let missingTranslation = Self("missing-translation")
    /// A translation whose page changed since its `translated_from:` (warning; `--strict`: an error).
    package static let translationOutdated = Self("translation-outdated")
    /// `translated_from:` on a page of the default locale, which is no translation (warning).
    package static let translatedFromIgnored = Self("translated-from-ignored")
    /// A translation of a page that does not exist.
    package static let orphanTranslation = Self("orphan-translation")
    /// A translation file for the default locale.
    package static let defaultLocaleTranslation = Self("default-locale-translation")
    /// A translation that changes the page's order, id, draft, since or action id.
    package static let translationMismatch = Self("translation-mismatch")
}

extension Diagnostic.Message {
    package static func defaultLocaleTranslation(_ locale: String, stem: String) -> Self {
        Self(code: .defaultLocaleTranslation, text: "'\(locale)' is the default locale, so this page needs no translation file", hint: "rename it to \(stem).md")
    }

    package static func translationIntoUnlistedLocale(_ locale: String) -> Self {
        Self(code: .unknownLocale, text: "a translation into '\(locale)', which 'locales' does not list",
             hint: "add '\(locale)' to locales in walkthrough.yml, or remove this file")
    }

    package static func orphanTranslation(expected: String, nearest: String?, locale: String) -> Self {
        Self(code: .orphanTranslation, text: "a translation of a page that does not exist: expected \(expected)",
             hint: nearest.map { "did you mean \($0).\(locale).md?" } ?? "add the default-locale page, or remove this file")
    }

    package static func translationChanges(_ key: String, pageValue: String, stem: String) -> Self {
        Self(code: .translationMismatch, text: "'\(key)' of a translation must match the page's (\(pageValue))",
             hint: "remove it; translations take order, id, draft, since, layout and the action's id from \(stem).md")
    }

    package static func missingTranslation(_ locale: String, expected: String) -> Self {
        Self(code: .missingTranslation, text: "missing the '\(locale)' translation: expected \(expected)",
             hint: "create it, or remove '\(locale)' from locales in walkthrough.yml")
    }

    package static func translatedFromIgnored(locale: String) -> Self {
        Self(code: .translatedFromIgnored, text: "'translated_from' is ignored on a page of the default locale (\(locale)): it records what a translation was made from",
             hint: "remove it; 'build-site translations mark' writes it into the translations")
    }

    package static func translationOutdated(_ fields: String, page: String, locale: String, id: String) -> Self {
        Self(code: .translationOutdated, text: "\(fields) changed in \(page) since this translation",
             hint: "translate the change, then record it with 'build-site translations mark \(locale) \(id)'")
    }
}
