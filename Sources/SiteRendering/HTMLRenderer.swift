import Foundation
import Mustache
import SiteModel
import SiteRules
import SiteSupport
import WalkthroughManifest
import WebBundling

/// Renders each walkthrough and locale to `index.html` with the site's templates: pure.
package struct HTMLRenderer {
    package let template: Template
    package let partials: [String: String]
    /// The pager's hashed stylesheet and script, by the features of the walkthroughs that link them.
    package let pagerAssets: [Set<PagerFeature>: PagerAssets]
    /// Site-relative path of the background layout's stylesheet, linked from pages with a page in that layout.
    package let backgroundStylesheet: String?
    /// Site-relative paths of the clips' stylesheet and script, linked from pages with a clip.
    package let clipStylesheet: String?
    package let clipScript: String?
    /// Site-relative path of the reader's languages script, linked from every page of a walkthrough in
    /// several languages: on the default locale's page it opens the page in the visitor's language;
    /// on every page it ranks the visitor's languages for the language control.
    package let languageScript: String?
    /// Site-relative path of the script that sends events on, linked where walkthrough.yml has `analytics:`.
    package let analyticsScript: String?

    package static let contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; base-uri 'none'; form-action 'self'; object-src 'none'"

    /// The page's Content-Security-Policy: `contentSecurityPolicy`, with the analytics endpoint's
    /// origin the one place besides the site a page may send to (`connect-src`, which `sendBeacon` obeys).
    package static func contentSecurityPolicy(endpoint: String?) -> String {
        guard let endpoint else { return contentSecurityPolicy }
        return contentSecurityPolicy + "; connect-src 'self' " + Rules.origin(of: endpoint)
    }

    /// The `index.html` of `walkthrough` in `locale`, showing `content`, and its output path.
    package func page(for walkthrough: Walkthrough, locale: String, content: LocalizedWalkthrough) -> (path: String, data: Data) {
        let html = template.render(context(for: walkthrough, locale: locale, content: content), partials: partials)
        return (OutputLayout.pagePath(of: walkthrough, locale: locale), Data(html.utf8))
    }

    private func context(for walkthrough: Walkthrough, locale: String, content: LocalizedWalkthrough) -> MustacheValue {
        let manifest = walkthrough.manifest
        let isDefault = locale == manifest.defaultLocale
        let toRoot = OutputLayout.pathToRoot(from: walkthrough.path, extraDepth: isDefault ? 0 : 1)
        let toWalkthrough = isDefault ? "" : "../"
        let texts = walkthrough.summary.pageTexts[locale] ?? BuiltInLabels.english.texts
        let status = texts.pageStatus
        let labels = content.labels
        let hasClips = content.pages.contains { $0.video != nil }
        let hasBackground = content.pages.contains { $0.layout == .background }
        let pager = pagerAssets[walkthrough.summary.features]
        return .object([
            "locale": .string(locale),
            "direction": .string(content.direction.rawValue),
            "title": .string(content.title),
            "contentSecurityPolicy": .string(Self.contentSecurityPolicy(endpoint: walkthrough.summary.analyticsEndpoint)),
            "stylesheet": .string(toRoot + (pager?.stylesheet.path ?? "")),
            "script": .string(toRoot + (pager?.script.path ?? "")),
            "backgroundStylesheet": hasBackground ? MustacheValue(backgroundStylesheet.map { toRoot + $0 }) : .null,
            "clipStylesheet": hasClips ? MustacheValue(clipStylesheet.map { toRoot + $0 }) : .null,
            "clipScript": hasClips ? MustacheValue(clipScript.map { toRoot + $0 }) : .null,
            "languageScript": manifest.locales.count > 1 ? MustacheValue(languageScript.map { toRoot + $0 }) : .null,
            // Only the default locale's page may send the reader elsewhere before it draws; elsewhere the script waits.
            "isDefaultLocale": .bool(isDefault),
            "language": .object(["name": .string(Self.name(of: locale, in: walkthrough)), "direction": .string(content.direction.rawValue)]),
            "hasLanguageFilter": .bool(manifest.locales.count >= WalkthroughSettings.languageFilterMinimum),
            "analytics": Self.analytics(of: walkthrough.summary, script: analyticsScript.map { toRoot + $0 }),
            "manifest": .string(toWalkthrough + OutputLayout.manifestFile),
            "pageStatus": .string(status),
            "hasAlternates": .bool(manifest.locales.count > 1),
            "defaultPage": .string(toWalkthrough + OutputLayout.pageFile),
            "alternates": .list(Self.alternates(of: walkthrough, from: locale, toWalkthrough: toWalkthrough)),
            "labels": .object(["next": .string(labels.next), "skip": .string(labels.skip), "done": .string(labels.done),
                               "restart": .string(labels.restart), "back": .string(labels.back),
                               "language": .string(texts.language), "filter": .string(texts.filter)]),
            "pageCount": .number(Double(content.pages.count)),
            "pages": .list(content.pages.map { page in
                Self.context(for: page.mappingMediaPaths { toRoot + $0 }, of: content.pages.count, texts: texts,
                             fallbacks: Self.fallbackLanguage(of: page, in: walkthrough, locale: locale))
            }),
            "preload": .list(content.pages.first.flatMap { first in
                (first.image ?? first.video?.poster).map { PictureMarkup.preloads(for: $0.mappingPaths { toRoot + $0 }, layout: first.layout) }
            } ?? []),
            "walkthrough": Self.context(for: manifest),
        ])
    }

    /// One page's section: its texts, its background, its picture (or its clip's poster) and its clip.
    private static func context(for page: Page, of count: Int, texts: PageTexts, fallbacks: [String: MustacheValue]) -> MustacheValue {
        let own: [String: MustacheValue] = [
            "index": .number(Double(page.index)),
            "number": .number(Double(page.index + 1)),
            "id": .string(page.id),
            "heading": .string(page.heading),
            "subheading": MustacheValue(page.subheading),
            "label": .string(texts.pageStatus(page.index + 1, of: count)),
            "background": MustacheValue(page.background),
            "tone": .string(page.background.map { Color.prefersLightText(on: $0) ? "dark" : "light" } ?? ""),
            "body": .string(page.body.html),
            "isLast": .bool(page.index == count - 1),
            "since": MustacheValue(page.since),
            "action": page.action.map { action in
                .object(["id": .string(action.id), "label": .string(action.label), "url": MustacheValue(action.url),
                         "isLink": .bool(action.id == "open-url" && action.url != nil)])
            } ?? .null,
            "layout": .string(page.layout.rawValue),
            "imageFocus": MustacheValue(page.imageFocus.map { "\(percent($0.x)) \(percent($0.y))" }),
            "image": (page.image ?? page.video?.poster).map { PictureMarkup.context(for: $0, layout: page.layout, isFirst: page.index == 0) } ?? .null,
            "clip": page.video.map { ClipMarkup.context(for: $0, texts: texts) } ?? .null,
        ]
        return .object(fallbacks.merging(own) { _, own in own })
    }

    /// `50%`, `33.3%`: a CSS percentage without a needless fraction.
    private static func percent(_ value: Double) -> String {
        (value == value.rounded() ? String(Int(value)) : String(value)) + "%"
    }

    /// The language control's items: every locale of the walkthrough in `locales:` order, each named
    /// in its own language, with its English name and tag for the filter; the address the author's folder.
    private static func alternates(of walkthrough: Walkthrough, from locale: String, toWalkthrough: String) -> [MustacheValue] {
        let manifest = walkthrough.manifest
        let english = Locale(identifier: "en")
        return walkthrough.summary.localeOrder.map { other in
            let href = toWalkthrough + OutputLayout.pageAddress(in: walkthrough.summary, locale: other)
            let direction = manifest.locales[other]?.direction ?? .leftToRight
            return .object(["locale": .string(other), "href": .string(href), "isCurrent": .bool(other == locale),
                            "name": .string(Self.name(of: other, in: walkthrough)), "direction": .string(direction.rawValue),
                            "searchNames": .string([english.localizedString(forIdentifier: other), other].compactMap { $0 }.joined(separator: " "))])
        }
    }

    /// For each field `page` shows in the default locale's language, that language and direction
    /// (`altFallback`), so a screen reader reads it as what it is.
    private static func fallbackLanguage(of page: Page, in walkthrough: Walkthrough, locale: String) -> [String: MustacheValue] {
        let fields = walkthrough.summary.fallbacks[locale]?[page.id] ?? []
        let source = walkthrough.manifest.defaultLocale
        let language = MustacheValue.object(["tag": .string(source),
                                             "direction": .string((walkthrough.manifest.locales[source]?.direction ?? .leftToRight).rawValue)])
        return ["altFallback": fields.contains("alt") ? language : .null]
    }

    /// `locale`'s name in its own language, as validation found it (`language_names:` or CLDR's).
    private static func name(of locale: String, in walkthrough: Walkthrough) -> String {
        walkthrough.summary.languageNames[locale] ?? locale
    }

    /// walkthrough.yml's `analytics:` for the script that sends the events on; null without one.
    private static func analytics(of summary: Walkthrough.Summary, script: String?) -> MustacheValue {
        guard let script, summary.analytics else { return .null }
        return .object(["script": .string(script), "dataLayer": .bool(summary.analyticsDataLayer), "endpoint": MustacheValue(summary.analyticsEndpoint)])
    }

    /// The walkthrough's settings, for the pager's data attributes.
    private static func context(for manifest: WalkthroughManifest) -> MustacheValue {
        .object([
            "id": .string(manifest.id),
            "version": .string(manifest.version),
            "tint": .string(manifest.tint),
            "onTint": .string(Color.prefersLightText(on: manifest.tint) ? "#FFFFFF" : "#000000"),
            "seenKey": .string(manifest.seen.key),
            "reshow": .string(manifest.seen.reshow.rawValue),
            "kind": .string(manifest.kind.rawValue),
            "audience": .string(manifest.audience.rawValue),
            "continueURL": MustacheValue(manifest.continueURL),
            "wrap": .bool(manifest.behavior.wrap),
            "skip": .string(manifest.behavior.skip.rawValue),
            // As walkthrough.yml writes it: false, true or always.
            "restart": manifest.behavior.restart == .always ? .string("always") : .bool(manifest.behavior.restart == .lastPage),
            "hideControlsOnLastPage": .bool(manifest.behavior.hideControlsOnLastPage),
            "orientation": .string(manifest.behavior.orientation.rawValue),
            "transition": .string(manifest.behavior.transition.rawValue),
            "pageSpacing": .number(Double(manifest.behavior.pageSpacing)),
        ])
    }
}
