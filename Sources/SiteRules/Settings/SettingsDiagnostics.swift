import SiteModel
import WalkthroughManifest

// The codes and messages of walkthrough.yml (`WalkthroughSettings`) and the labels a locale shows (`WalkthroughValidator+Labels`).
// docs/diagnostics.md shows each code with an example a test builds.

extension Diagnostic.Code {
    /// A locale that is not a BCP 47 tag.
    package static let invalidLocale = Self("invalid-locale")
    /// A locale listed twice, in any form of its tag (`zh-hant` and `zh-Hant`, `iw` and `he`).
    package static let duplicateLocale = Self("duplicate-locale")
    /// A deprecated or misleading locale code, with the tag it probably means (warning).
    package static let localeMisleading = Self("locale-misleading")
    /// A locale whose language CLDR does not know: it has no name and matches nothing (warning).
    package static let localeUnknown = Self("locale-unknown")
    /// A locale CLDR has no name for in its own language, and no language_names: entry (warning).
    package static let languageNameMissing = Self("language-name-missing")
    /// A continue_url or an action's url that is not https:, http: or site-relative.
    package static let unsafeURL = Self("unsafe-url")
    /// An `analytics.endpoint` that is not https: (http: only on localhost and 127.0.0.1).
    package static let insecureEndpoint = Self("insecure-endpoint")
    /// A continue_url that leads back to the walkthrough's own page, so a finished visitor sees it
    /// again (warning).
    package static let continueLoop = Self("continue-loop")
    /// A translation, or labels, for a locale that walkthrough.yml does not list.
    package static let unknownLocale = Self("unknown-locale")
    /// A locale without built-in labels of its own (warning).
    package static let missingLabels = Self("missing-labels")
}

extension Diagnostic.Message {
    package static func noLocales() -> Self {
        Self(code: .wrongValue, text: "'locales' must list at least one locale", hint: "write locales: [en]")
    }

    package static func invalidLocale(_ locale: String) -> Self {
        Self(code: .invalidLocale, text: "'\(locale)' is not a BCP 47 language tag", hint: "write tags like en, fr, pt-BR")
    }

    package static func deprecatedLocale(_ locale: String, replacement: String) -> Self {
        Self(code: .localeMisleading, text: "'\(locale)' is a deprecated code; BCP 47 replaced it with '\(replacement)', which browsers and apps report",
             hint: "write \(replacement) in locales: and in the translations' file names")
    }

    package static func misleadingLocale(_ locale: String, meant: String, reading: String) -> Self {
        Self(code: .localeMisleading, text: "BCP 47 reads '\(locale)' as \(reading); it probably means '\(meant)'",
             hint: "write \(meant) in locales: and in the translations' file names")
    }

    package static func unknownLanguage(_ locale: String, language: String) -> Self {
        Self(code: .localeUnknown, text: "CLDR knows no language '\(language)'\(locale == language ? "" : " (in '\(locale)')"): the locale gets no name and no language matches it",
             hint: "check the code in the IANA language subtag registry (ISO 639)")
    }

    package static func duplicateLocale(_ locale: String, listedAs listed: String) -> Self {
        let text = locale == listed ? "locale '\(locale)' is listed twice"
            : "locale '\(locale)' is already listed as '\(listed)': both are '\(LocaleTags.canonical(locale))'"
        return Self(code: .duplicateLocale, text: text, hint: "remove one of them")
    }

    package static func minimumAboveMaximum(_ minimum: Int, _ maximum: Int) -> Self {
        Self(code: .wrongValue, text: "'min' (\(minimum)) is greater than 'max' (\(maximum))")
    }

    package static func labelsNotMapping() -> Self {
        Self(code: .wrongType, text: "'labels' must map locales to button texts", hint: "write labels:, then fr:, then next: Suivant, each indented")
    }

    package static func pageStatusWithoutPlaceholders(_ text: String) -> Self {
        Self(code: .wrongValue, text: "'page_status' must contain {current} and {total}, not '\(text)'",
             hint: "write where the numbers go, as in page_status: Page {current} of {total}")
    }

    package static func languageNameMissing(_ locale: String) -> Self {
        Self(code: .languageNameMissing, text: "CLDR has no name for '\(locale)' in its own language; the language control shows the tag",
             hint: "add language_names: \(locale): … to walkthrough.yml")
    }

    package static func labelsForUnlistedLocale(_ locale: String) -> Self {
        Self(code: .unknownLocale, text: "labels for '\(locale)', which 'locales' does not list", hint: "add '\(locale)' to locales, or remove its labels")
    }

    package static func missingLabels(_ locale: String, missing: [String], reading fallback: String) -> Self {
        let used = fallback == "en" ? "English is" : "the built-in labels of '\(fallback)', a language its readers read, are"
        return Self(code: .missingLabels, text: "no built-in labels for '\(locale)'; \(used) used for \(missing.joined(separator: ", "))",
                    hint: "add labels: \(locale): \(missing[0]): … to walkthrough.yml")
    }

    package static func unsafeContinueURL(_ url: String) -> Self {
        Self(code: .unsafeURL, text: "'continue_url' must be an https:, http: or site-relative URL, not '\(url)'", hint: continueURLHint)
    }

    package static func continueURLLoops(_ url: String, page: String) -> Self {
        Self(code: .continueLoop, text: "'continue_url' '\(url)' leads back to this walkthrough's own page (\(page)), so a visitor who finished it is shown it again",
             hint: "point it at the page that comes after the walkthrough (your app, or its home page), or remove the line; when the site is served under a sub-path where '\(url)' is another page, write it as a full https:// URL")
    }

    package static let continueURLHint = "write a URL like /app or https://example.com/start"

    package static func insecureEndpoint(_ url: String) -> Self {
        Self(code: .insecureEndpoint, text: "'analytics.endpoint' must be an https: URL (http: only on localhost or 127.0.0.1), not '\(url)'", hint: endpointHint)
    }

    package static let endpointHint = "write the collector's URL, like https://collect.example.com/walkthrough-events"
}
