import Foundation
import WalkthroughManifest
import WebBundling

/// One validated walkthrough: where it is published and everything it shows.
package struct Walkthrough: Sendable, Equatable {
    /// The output folder relative to the output root; empty for the root walkthrough.
    package var path: String
    /// What the site's other files and the summary need of the manifest.
    package private(set) var summary: Summary
    private var storage: ManifestStorage

    /// The walkthrough's manifest, with image paths relative to the output root. A walkthrough
    /// reused from the build cache has it decoded from its `manifest.json` when first asked for.
    package var manifest: WalkthroughManifest { storage.manifest }

    package init(path: String, manifest: WalkthroughManifest, pageIDs: [String: String] = [:],
                analytics: Bool = false, analyticsDataLayer: Bool = false, analyticsEndpoint: String? = nil, bundlesHTML: Bool = false,
                localeOrder: [String] = [], folders: [String: String] = [:], pageTexts: [String: PageTexts] = [:],
                languageNames: [String: String] = [:], fallbacks: [String: [String: [String]]] = [:]) {
        self.path = path
        self.summary = Summary(manifest, pageIDs: pageIDs, analytics: analytics, analyticsDataLayer: analyticsDataLayer, analyticsEndpoint: analyticsEndpoint)
        self.summary.bundlesHTML = bundlesHTML
        self.summary.localeOrder = localeOrder.isEmpty ? summary.locales : localeOrder
        self.summary.folders = folders.filter { $0.key != $0.value }
        self.summary.pageTexts = pageTexts
        self.summary.languageNames = languageNames
        self.summary.fallbacks = fallbacks
        self.storage = ManifestStorage(manifest)
    }

    /// A walkthrough kept by the build cache: its summary, and its `manifest.json` as published.
    package init(path: String, summary: Summary, publishedManifest json: Data) {
        self.path = path
        self.summary = summary
        self.storage = ManifestStorage(json: json, path: path)
    }

    /// The walkthrough once its clips are made, each clip variant's `bytes` taken from `sizes` (by
    /// output path): validation plans the variants, and only encoding knows their sizes. One read
    /// from its published manifest has them already.
    package func sizingClips(_ sizes: [String: Int]) -> Walkthrough {
        guard !sizes.isEmpty, !storage.isPublished else { return self }
        var sized = self
        sized.storage = ManifestStorage(manifest.mappingPages { page in
            let variants = page.video?.variants ?? []
            page.video?.variants = variants.map { var variant = $0; variant.bytes = sizes[$0.src] ?? $0.bytes; return variant }
        })
        return sized
    }

    /// The facts of a manifest that the site-wide files (embed.js, the summary line) depend on.
    package struct Summary: Codable, Sendable, Equatable {
        package var id: String
        package var version: String
        package var defaultLocale: String
        /// The title in the default locale.
        package var title: String
        package var seenKey: String
        package var reshow: String
        /// `onboarding` or `whats-new`.
        package var kind: String
        /// `new`, `upgrading` or `everyone`.
        package var audience: String
        /// The locales, sorted.
        package var locales: [String]
        /// Each page's `since`, in order (the same in every locale): what embed.js's release rule reads.
        package var since: [String?]
        /// Whether a page is in the background layout, which needs `walkthrough-background.css`.
        package var hasBackgroundPages: Bool
        /// walkthrough.yml's `analytics:`, which links `walkthrough-analytics.js`: its lifecycle
        /// events as DOM events, pushed onto Google Tag Manager's data layer, posted to an endpoint.
        package var analytics: Bool
        package var analyticsDataLayer: Bool
        package var analyticsEndpoint: String?
        /// Each page's id by its file's stem (`01-welcome` → `hello` for a page that sets `id: hello`):
        /// where a diagnostic of a page file belongs.
        package var pageIDs: [String: String]
        /// What it uses of the pager beyond what every walkthrough does: its pages link a script and
        /// stylesheet with those parts and without the others'.
        package var features: Set<PagerFeature>
        /// walkthrough.yml's `bundle_html`: an app's resources (`build-site bundle`) hold its HTML
        /// pages and the assets they load, not only its manifest and media.
        package var bundlesHTML = false
        /// The locales as `walkthrough.yml` lists them, the default first: the language control's order.
        package var localeOrder: [String] = []
        /// The folder of each locale whose page's address is not its tag, by tag: `zh-Hant` → `zh-hant`,
        /// as `walkthrough.yml` names it. Every other value here is keyed by the canonical tag.
        package var folders: [String: String] = [:]
        /// What each locale's page shows and announces besides the manifest's labels; English's
        /// built-ins for a locale missing here.
        package var pageTexts: [String: PageTexts] = [:]
        /// Each locale's name in its own language: `language_names:`, else CLDR's; the canonical tag for a locale missing here.
        package var languageNames: [String: String] = [:]
        /// Per locale, the fields each translated page shows in the default locale's language
        /// (`alt`), by page id: the page marks them with that language.
        package var fallbacks: [String: [String: [String]]] = [:]

        /// The number of pages (the same in every locale).
        package var pageCount: Int { since.count }

        /// The folder that holds `locale`'s page: the author's name for it, which addresses keep.
        package func folder(of locale: String) -> String { folders[locale] ?? locale }

        package init(_ manifest: WalkthroughManifest, pageIDs: [String: String], analytics: Bool, analyticsDataLayer: Bool, analyticsEndpoint: String?) {
            (self.analytics, self.analyticsDataLayer, self.analyticsEndpoint) = (analytics, analyticsDataLayer, analyticsEndpoint)
            self.pageIDs = pageIDs
            (id, version, defaultLocale) = (manifest.id, manifest.version, manifest.defaultLocale)
            title = manifest.locales[manifest.defaultLocale]?.title ?? manifest.id
            (seenKey, reshow, kind, audience) = (manifest.seen.key, manifest.seen.reshow.rawValue, manifest.kind.rawValue, manifest.audience.rawValue)
            locales = manifest.locales.keys.sorted()
            since = manifest.locales[manifest.defaultLocale]?.pages.map(\.since) ?? []
            hasBackgroundPages = manifest.locales.values.contains { $0.pages.contains { $0.layout == .background } }
            features = Self.features(of: manifest)
        }

        package static func features(of manifest: WalkthroughManifest) -> Set<PagerFeature> {
            let pages = manifest.locales.values.flatMap(\.pages)
            let uses: [PagerFeature: Bool] = [
                .pageActions: pages.contains { $0.action != nil },
                .hiddenControls: manifest.behavior.hideControlsOnLastPage,
                .fade: manifest.behavior.transition == .fade,
                .vertical: manifest.behavior.orientation == .vertical,
                .tones: pages.contains { $0.background != nil },
                .languages: manifest.locales.count > 1,
            ]
            return Set(uses.filter(\.value).keys)
        }
    }

    package static func == (lhs: Walkthrough, rhs: Walkthrough) -> Bool {
        lhs.path == rhs.path && lhs.manifest == rhs.manifest
    }
}

/// A manifest in memory, or as the build cache's JSON decoded on first use (thread-safe).
private final class ManifestStorage: @unchecked Sendable {
    private var value: WalkthroughManifest?
    private let json: Data
    /// The walkthrough's folder, where the published manifest's paths start.
    private let path: String
    private let lock = NSLock()

    init(_ manifest: WalkthroughManifest) {
        (value, json, path) = (manifest, Data(), "")
    }

    /// Whether it holds a published `manifest.json`, rather than a manifest made by this build.
    var isPublished: Bool { !json.isEmpty }

    /// `json` is a published `manifest.json`: the cache checks its digest before it is used.
    init(json: Data, path: String) {
        (self.json, self.path) = (json, path)
    }

    var manifest: WalkthroughManifest {
        lock.withLock {
            if let value { return value }
            do {
                let decoded = OutputLayout.manifest(published: try JSONDecoder().decode(WalkthroughManifest.self, from: json), at: path)
                value = decoded
                return decoded
            } catch {
                // The bytes are those this version of build-site encoded (the cache checked their digest).
                preconditionFailure("a manifest encoded by build-site does not decode: \(error)")
            }
        }
    }
}

extension WalkthroughManifest {
    /// The manifest with each locale, the default included, keyed by `tag(locale)`.
    package func keyingLocales(by tag: (String) -> String) -> WalkthroughManifest {
        var manifest = self
        manifest.defaultLocale = tag(defaultLocale)
        manifest.locales = locales.keyed(by: tag)
        return manifest
    }

    /// The manifest with `change` made to every page of every locale.
    package func mappingPages(_ change: (inout Page) -> Void) -> WalkthroughManifest {
        var manifest = self
        for (locale, content) in locales {
            var content = content
            for index in content.pages.indices { change(&content.pages[index]) }
            manifest.locales[locale] = content
        }
        return manifest
    }
}

extension Dictionary where Key == String {
    /// The same values, each keyed by `newKey(key)`, which never gives two keys the same one.
    package func keyed(by newKey: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (newKey($0.key), $0.value) })
    }
}
