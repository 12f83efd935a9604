import FrontMatter
import SiteMedia
import SiteModel
import WalkthroughManifest

/// The settings of one walkthrough folder, read from its optional `walkthrough.yml`.
package struct WalkthroughSettings: Sendable {
    package static let keys = ["id", "title", "locales", "pages", "labels", "wrap", "skip", "restart",
                       "hide_controls_on_last_page", "orientation", "transition", "page_spacing",
                       "seen", "continue_url", "tint", "unsafe_html", "images", "kind", "audience", "actions", "layout", "analytics", "bundle_html", "language_names"]
    package static let labelKeys = ["next", "skip", "done", "restart", "back", "page_status", "language", "filter", "play", "pause"]
    /// From this many locales on, the language control has a filter field.
    package static let languageFilterMinimum = 10

    package var id: Located<String>?
    package var title: String?
    /// The locales; the first is the default. Never empty.
    package var locales: [Located<String>] = [Located("en", at: SourceLocation(line: 1, column: 1))]
    package var exactCount: Located<Int>?
    package var minimumCount = Located(1, at: SourceLocation(line: 1, column: 1))
    package var maximumCount = Located(12, at: SourceLocation(line: 1, column: 1))
    /// False when the page bounds contradict each other, so counts are not checked against them.
    package var hasValidCounts = true
    /// Label overrides by locale and label key.
    package var labels: [String: [String: String]] = [:]
    package var labelLocations: [String: SourceLocation] = [:]
    /// `language_names:`: a language's name in the language control where CLDR's is not the one wanted.
    package var languageNames: [String: String] = [:]
    package var behavior = Behavior()
    /// The layout of pages that do not choose their own.
    package var layout = Page.Layout.stacked
    package var seenKey: String?
    package var reshow = SeenSettings.Reshow.never
    package var continueURL: Located<String>?
    package var tint = "#5856D6"
    package var allowsUnsafeHTML = false
    /// `bundle_html`: an app bundles the HTML pages too (`build-site bundle`, the SwiftPM plugin).
    package var bundlesHTML = false
    package var images = ImageSettings()
    package var kind = WalkthroughManifest.Kind.onboarding
    package var audience = WalkthroughManifest.Audience.new
    /// The app's own action ids; `nil` when not listed, and then any id is accepted.
    package var appActions: [String]?
    /// Where the pager sends its lifecycle events besides its own `walkthrough:event`.
    package var analytics = Analytics()

    /// `analytics:`: Google Tag Manager's data layer, and an endpoint that takes batches by
    /// `sendBeacon`; either links the script that delivers the events every pager dispatches.
    /// `events: true` (the `walkthrough:event` DOM event alone) is what every walkthrough does.
    package struct Analytics: Sendable, Equatable {
        package var events = false
        package var dataLayer = false
        package var endpoint: String?

        package var isConfigured: Bool { dataLayer || endpoint != nil }
    }

    package init() {}

    /// Reads `walkthrough.yml`'s root mapping, reporting every problem of every key to `reader`.
    package init(_ root: YAMLNode, reader: inout FieldReader) {
        let fields = reader.fields(of: root, known: Self.keys, in: "walkthrough.yml")
        readIdentity(fields, reader: &reader)
        readLocales(fields["locales"], reader: &reader)
        readPageCounts(fields["pages"], reader: &reader)
        readLabels(fields["labels"], reader: &reader)
        readLanguageNames(fields["language_names"], reader: &reader)
        readBehavior(fields, reader: &reader)
        readSeen(fields["seen"], reader: &reader)
        readContinueURL(fields["continue_url"], reader: &reader)
        tint = reader.color(fields["tint"])?.value ?? tint
        layout = reader.choice(fields["layout"], as: Page.Layout.self) ?? .stacked
        allowsUnsafeHTML = reader.boolean(fields["unsafe_html"])?.value ?? false
        bundlesHTML = reader.boolean(fields["bundle_html"])?.value ?? false
        readImages(fields["images"], reader: &reader)
        readRelease(fields, reader: &reader)
        readAnalytics(fields["analytics"], reader: &reader)
    }

    package var defaultLocale: String { locales[0].value }

    /// The labels a page of this walkthrough shows or announces: Start again only where `restart`
    /// is on, the language control's only with several locales, its filter's from `languageFilterMinimum`,
    /// a clip's button's where a page has a clip.
    package func shownLabelKeys(hasClips: Bool) -> [String] {
        Self.labelKeys.filter { key in
            switch key {
            case "restart": behavior.restart != .never
            case "language": locales.count > 1
            case "filter": locales.count >= Self.languageFilterMinimum
            case "play", "pause": hasClips
            default: true
            }
        }
    }
}

// One reader per key group. None returns early on a problem: every key is checked in every run.
extension WalkthroughSettings {
    private mutating func readIdentity(_ fields: [String: YAMLEntry], reader: inout FieldReader) {
        id = reader.requiredString(fields["id"], hint: .walkthroughID)
        if let id, !Rules.isSlug(id.value) {
            reader.report(.walkthroughIDNotSlug(id.value, suggestion: Rules.slug(from: id.value)), at: id.location)
        }
        title = reader.optionalString(fields["title"])?.value
    }

    private mutating func readLocales(_ entry: YAMLEntry?, reader: inout FieldReader) {
        guard let list = reader.strings(entry, hint: .locales) else { return }
        guard !list.isEmpty else {
            reader.report(.noLocales(), at: entry!.value.location)
            return
        }
        var unique: [Located<String>] = []
        for locale in list {
            if !LocaleTags.isTag(locale.value) {
                reader.report(.invalidLocale(locale.value), at: locale.location)
            } else if let listed = unique.first(where: { LocaleTags.canonical($0.value) == LocaleTags.canonical(locale.value) }) {
                reader.report(.duplicateLocale(locale.value, listedAs: listed.value), at: locale.location)
            } else {
                unique.append(locale)
                reportReading(of: locale, reader: &reader)
            }
        }
        if !unique.isEmpty { locales = unique }
    }

    private func reportReading(of locale: Located<String>, reader: inout FieldReader) {
        switch LocaleTags.reading(of: locale.value) {
        case .known: break
        case .deprecated(let replacement):
            reader.report(.deprecatedLocale(locale.value, replacement: replacement), at: locale.location, severity: .warning)
        case .misleading(let meant, let reading):
            reader.report(.misleadingLocale(locale.value, meant: meant, reading: reading), at: locale.location, severity: .warning)
        case .unknownLanguage(let language):
            reader.report(.unknownLanguage(locale.value, language: language), at: locale.location, severity: .warning)
        }
    }

    private mutating func readLanguageNames(_ entry: YAMLEntry?, reader: inout FieldReader) {
        let names = reader.mapping(entry, known: locales.map(\.value), in: "'language_names'") ?? [:]
        for (locale, name) in names {
            languageNames[locale] = reader.requiredString(name, hint: .languageName(locale: locale))?.value
        }
    }

    private mutating func readPageCounts(_ entry: YAMLEntry?, reader: inout FieldReader) {
        guard let counts = reader.mapping(entry, known: ["count", "min", "max"], in: "'pages'") else { return }
        exactCount = reader.integer(counts["count"], atLeast: 1, atMost: 1000)
        minimumCount = reader.integer(counts["min"], atLeast: 1, atMost: 1000) ?? minimumCount
        maximumCount = reader.integer(counts["max"], atLeast: 1, atMost: 1000) ?? maximumCount
        if minimumCount.value > maximumCount.value {
            reader.report(.minimumAboveMaximum(minimumCount.value, maximumCount.value), at: minimumCount.location)
            hasValidCounts = false
        }
    }

    private mutating func readLabels(_ entry: YAMLEntry?, reader: inout FieldReader) {
        guard let entry, !entry.value.isEmptyScalar else { return }
        guard let perLocale = entry.value.entries else {
            reader.report(.labelsNotMapping(), at: entry.value.location)
            return
        }
        for localeEntry in perLocale {
            var path = localeEntry
            path.key = "labels." + localeEntry.key
            let texts = reader.mapping(path, known: Self.labelKeys, in: "'\(path.key)'") ?? [:]
            var values: [String: String] = [:]
            for (key, text) in texts {
                let value = reader.requiredString(text, hint: .label(locale: localeEntry.key))
                if key == "page_status", let value, !(value.value.contains("{current}") && value.value.contains("{total}")) {
                    reader.report(.pageStatusWithoutPlaceholders(value.value), at: value.location)
                }
                values[key] = value?.value
            }
            labels[localeEntry.key] = values
            labelLocations[localeEntry.key] = localeEntry.keyLocation
        }
    }

    private mutating func readBehavior(_ fields: [String: YAMLEntry], reader: inout FieldReader) {
        behavior.wrap = reader.boolean(fields["wrap"])?.value ?? false
        behavior.skip = reader.choice(fields["skip"], as: Behavior.SkipMode.self) ?? .finish
        behavior.restart = reader.choice(fields["restart"], as: RestartSetting.self)?.mode ?? .never
        behavior.hideControlsOnLastPage = reader.boolean(fields["hide_controls_on_last_page"])?.value ?? false
        behavior.orientation = reader.choice(fields["orientation"], as: Behavior.Orientation.self) ?? .horizontal
        behavior.transition = reader.choice(fields["transition"], as: Behavior.Transition.self) ?? .slide
        behavior.pageSpacing = reader.integer(fields["page_spacing"], atLeast: 0, atMost: 200)?.value ?? 0
    }

    /// `restart:` as written: `true` shows Start again on the last page, `always` on every page.
    private enum RestartSetting: String, CaseIterable {
        case `true`, `false`, always

        var mode: Behavior.Restart {
            switch self {
            case .true: .lastPage
            case .false: .never
            case .always: .always
            }
        }
    }

    private mutating func readSeen(_ entry: YAMLEntry?, reader: inout FieldReader) {
        guard let seen = reader.mapping(entry, known: ["key", "reshow"], in: "'seen'") else { return }
        seenKey = reader.requiredString(seen["key"], hint: .seenKey)?.value
        reshow = reader.choice(seen["reshow"], as: SeenSettings.Reshow.self) ?? .never
    }

    private mutating func readRelease(_ fields: [String: YAMLEntry], reader: inout FieldReader) {
        kind = reader.choice(fields["kind"], as: WalkthroughManifest.Kind.self) ?? .onboarding
        audience = reader.choice(fields["audience"], as: WalkthroughManifest.Audience.self) ?? .default(for: kind)
        guard let ids = reader.strings(fields["actions"], hint: .actionID) else { return }
        appActions = []
        for id in ids {
            if Rules.isActionID(id.value) {
                appActions?.append(id.value)
            } else {
                reader.report(.actionIDNotSlug("actions", found: id.value, suggestion: Rules.slug(from: id.value)), at: id.location)
            }
        }
    }

    private mutating func readAnalytics(_ entry: YAMLEntry?, reader: inout FieldReader) {
        guard let fields = reader.mapping(entry, known: ["events", "data_layer", "endpoint"], in: "'analytics'") else { return }
        analytics.events = reader.boolean(fields["events"])?.value ?? false
        analytics.dataLayer = reader.boolean(fields["data_layer"])?.value ?? false
        guard let url = reader.requiredString(fields["endpoint"], hint: .endpoint) else { return }
        if Rules.isAnalyticsEndpoint(url.value) {
            analytics.endpoint = url.value
        } else {
            reader.report(.insecureEndpoint(url.value), at: url.location)
        }
    }

    private mutating func readContinueURL(_ entry: YAMLEntry?, reader: inout FieldReader) {
        guard let url = reader.requiredString(entry, hint: .continueURL) else { return }
        if Rules.isSafeLink(url.value) {
            continueURL = url
        } else {
            reader.report(.unsafeContinueURL(url.value), at: url.location)
        }
    }
}
