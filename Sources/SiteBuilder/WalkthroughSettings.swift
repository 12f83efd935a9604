import FrontMatter
import WalkthroughManifest

/// The settings of one walkthrough folder, read from its optional `walkthrough.yml`.
struct WalkthroughSettings: Sendable {
    static let keys = ["id", "title", "locales", "pages", "labels", "wrap", "skip", "restart",
                       "hide_controls_on_last_page", "orientation", "transition", "page_spacing",
                       "seen", "continue_url", "tint", "unsafe_html"]
    static let labelKeys = ["next", "skip", "done", "restart", "back"]

    var id: Located<String>?
    var title: String?
    /// The locales; the first is the default. Never empty.
    var locales: [Located<String>] = [Located("en", at: SourceLocation(line: 1, column: 1))]
    var exactCount: Located<Int>?
    var minimumCount = Located(1, at: SourceLocation(line: 1, column: 1))
    var maximumCount = Located(12, at: SourceLocation(line: 1, column: 1))
    /// False when the page bounds contradict each other, so counts are not checked against them.
    var hasValidCounts = true
    /// Label overrides by locale and label key.
    var labels: [String: [String: String]] = [:]
    var labelLocations: [String: SourceLocation] = [:]
    var behavior = Behavior()
    var seenKey: String?
    var reshow = SeenSettings.Reshow.never
    var continueURL: String?
    var tint = "#5856D6"
    var allowsUnsafeHTML = false

    init() {}

    /// Reads `walkthrough.yml`'s root mapping, reporting every problem to `reader`.
    init(_ root: YAMLNode, reader: inout FieldReader) {
        let fields = reader.fields(of: root, known: Self.keys, in: "walkthrough.yml")
        id = reader.string(fields["id"])
        if let id, !Rules.isSlug(id.value) {
            reader.report("invalid-id", "walkthrough id '\(id.value)' is not a slug of lowercase letters, digits and '-'",
                          hint: "did you mean '\(Rules.slug(from: id.value))'?", at: id.location)
        }
        title = reader.string(fields["title"])?.value
        if let list = reader.strings(fields["locales"]) {
            if list.isEmpty {
                reader.report("wrong-value", "'locales' must list at least one locale", hint: "write locales: [en]", at: fields["locales"]!.value.location)
            } else {
                var seen: Set<String> = []
                for locale in list {
                    if !Rules.isLocaleTag(locale.value) {
                        reader.report("invalid-locale", "'\(locale.value)' is not a BCP 47 language tag", hint: "write tags like en, fr, pt-BR", at: locale.location)
                    } else if !seen.insert(locale.value).inserted {
                        reader.report("duplicate-locale", "locale '\(locale.value)' is listed twice", hint: "remove one of them", at: locale.location)
                    }
                }
                let valid = list.filter { Rules.isLocaleTag($0.value) }
                let unique = valid.enumerated().filter { index, locale in !valid[..<index].contains { $0.value == locale.value } }.map(\.element)
                if !unique.isEmpty { locales = unique }
            }
        }
        if let pages = fields["pages"], !pages.value.isNull {
            let counts = reader.fields(of: pages.value, known: ["count", "min", "max"], in: "'pages'")
            exactCount = reader.integer(counts["count"], atLeast: 1, atMost: 1000)
            minimumCount = reader.integer(counts["min"], atLeast: 1, atMost: 1000) ?? minimumCount
            maximumCount = reader.integer(counts["max"], atLeast: 1, atMost: 1000) ?? maximumCount
            if minimumCount.value > maximumCount.value {
                reader.report("wrong-value", "'min' (\(minimumCount.value)) is greater than 'max' (\(maximumCount.value))", at: minimumCount.location)
                hasValidCounts = false
            }
        }
        if let labelsEntry = fields["labels"], !labelsEntry.value.isNull {
            guard let perLocale = labelsEntry.value.entries else {
                reader.report("wrong-type", "'labels' must map locales to button texts", hint: "write labels:, then fr:, then next: Suivant, each indented", at: labelsEntry.value.location)
                return
            }
            for localeEntry in perLocale {
                let texts = reader.fields(of: localeEntry.value, known: Self.labelKeys, in: "'labels.\(localeEntry.key)'")
                var values: [String: String] = [:]
                for (key, entry) in texts {
                    if let text = reader.string(entry), !text.value.trimmingWhitespace.isEmpty { values[key] = text.value }
                    else if entry.value.scalar != nil { reader.report("wrong-value", "label '\(key)' must not be empty", at: entry.value.location) }
                }
                labels[localeEntry.key] = values
                labelLocations[localeEntry.key] = localeEntry.keyLocation
            }
        }
        behavior.wrap = reader.boolean(fields["wrap"])?.value ?? false
        behavior.skip = reader.choice(fields["skip"], as: Behavior.SkipMode.self) ?? .finish
        behavior.restart = reader.boolean(fields["restart"])?.value ?? false
        behavior.hideControlsOnLastPage = reader.boolean(fields["hide_controls_on_last_page"])?.value ?? false
        behavior.orientation = reader.choice(fields["orientation"], as: Behavior.Orientation.self) ?? .horizontal
        behavior.transition = reader.choice(fields["transition"], as: Behavior.Transition.self) ?? .slide
        behavior.pageSpacing = reader.integer(fields["page_spacing"], atLeast: 0, atMost: 200)?.value ?? 0
        if let seen = fields["seen"], !seen.value.isNull {
            let seenFields = reader.fields(of: seen.value, known: ["key", "reshow"], in: "'seen'")
            if let key = reader.string(seenFields["key"]) {
                if key.value.trimmingWhitespace.isEmpty { reader.report("wrong-value", "'seen.key' must not be empty", at: key.location) }
                else { seenKey = key.value }
            }
            reshow = reader.choice(seenFields["reshow"], as: SeenSettings.Reshow.self) ?? .never
        }
        if let url = reader.string(fields["continue_url"]) {
            if Rules.isSafeLink(url.value) { continueURL = url.value }
            else {
                reader.report("unsafe-url", "'continue_url' must be an https:, http: or site-relative URL, not '\(url.value)'",
                              hint: "write a URL like /app or https://example.com/start", at: url.location)
            }
        }
        tint = reader.color(fields["tint"])?.value ?? tint
        allowsUnsafeHTML = reader.boolean(fields["unsafe_html"])?.value ?? false
    }

    var defaultLocale: String { locales[0].value }
}

extension String {
    /// The string without leading and trailing white space (Unicode's definition).
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
