import Foundation
import WalkthroughManifest

/// One validated walkthrough: where it is published and everything it shows.
public struct Walkthrough: Sendable, Equatable {
    /// The output folder relative to the output root; empty for the root walkthrough.
    public var path: String
    /// What the site-wide files (embed.js, the summary) need of the walkthrough. A walkthrough
    /// reused from the last build has its outline at once and its manifest only when asked.
    public private(set) var outline: Outline
    private var storage: ManifestStorage

    /// The walkthrough's manifest, with image paths relative to the output root.
    public var manifest: WalkthroughManifest {
        get { storage.manifest }
        set {
            storage = ManifestStorage(newValue)
            outline = Outline(newValue)
        }
    }

    public init(path: String, manifest: WalkthroughManifest) {
        self.path = path
        self.outline = Outline(manifest)
        self.storage = ManifestStorage(manifest)
    }

    /// The facts of a manifest that other walkthroughs' files and the summary depend on.
    public struct Outline: Codable, Sendable, Equatable {
        public var id: String
        public var version: String
        public var defaultLocale: String
        /// The title in the default locale.
        public var title: String
        public var seenKey: String
        public var reshow: String
        /// `onboarding` or `whats-new`.
        public var kind: String
        /// The locales, sorted.
        public var locales: [String]
        /// The number of pages (the same in every locale).
        public var pageCount: Int

        init(id: String, version: String, defaultLocale: String, title: String, seenKey: String, reshow: String,
             kind: String, locales: [String], pageCount: Int) {
            (self.id, self.version, self.defaultLocale, self.title) = (id, version, defaultLocale, title)
            (self.seenKey, self.reshow, self.kind, self.locales, self.pageCount) = (seenKey, reshow, kind, locales, pageCount)
        }

        init(_ manifest: WalkthroughManifest) {
            id = manifest.id
            version = manifest.version
            defaultLocale = manifest.defaultLocale
            title = manifest.locales[manifest.defaultLocale]?.title ?? manifest.id
            seenKey = manifest.seen.key
            reshow = manifest.seen.reshow.rawValue
            kind = manifest.kind.rawValue
            locales = manifest.locales.keys.sorted()
            pageCount = manifest.locales[manifest.defaultLocale]?.pages.count ?? 0
        }
    }

    /// `../` repeated once per folder between `path` (plus `extraDepth` folders) and the output root.
    func pathToRoot(extraDepth: Int = 0) -> String {
        let depth = (path.isEmpty ? 0 : path.split(separator: "/").count) + extraDepth
        return String(repeating: "../", count: depth)
    }

    public static func == (lhs: Walkthrough, rhs: Walkthrough) -> Bool {
        lhs.path == rhs.path && lhs.manifest == rhs.manifest
    }

    /// A walkthrough read from the build cache: its manifest is decoded from `json` when first asked for.
    init(path: String, outline: Outline, manifestJSON json: Data) {
        self.path = path
        self.outline = outline
        self.storage = ManifestStorage(encoded: json)
    }

    /// The manifest as compact JSON, for the build cache.
    func manifestJSON() throws -> Data { try storage.encoded() }

    /// True when the manifest can be had: always for a walkthrough validated by this build; for
    /// one read from the cache, when its JSON decodes.
    var hasManifest: Bool { storage.decode() != nil }
}

extension WalkthroughManifest {
    /// The manifest with `change` made to every page of every locale.
    func mappingPages(_ change: (inout Page) -> Void) -> WalkthroughManifest {
        var manifest = self
        for (locale, content) in locales {
            var content = content
            for index in content.pages.indices { change(&content.pages[index]) }
            manifest.locales[locale] = content
        }
        return manifest
    }
}

/// A manifest in memory, or as JSON decoded on first use (thread-safe).
private final class ManifestStorage: @unchecked Sendable {
    private var value: WalkthroughManifest?
    private var json: Data?
    private let lock = NSLock()

    init(_ manifest: WalkthroughManifest) { value = manifest }

    init(encoded: Data) { json = encoded }

    /// The manifest, decoding it if needed; `nil` when the JSON does not decode.
    func decode() -> WalkthroughManifest? {
        lock.withLock {
            if value == nil, let json { value = try? JSONDecoder().decode(WalkthroughManifest.self, from: json) }
            return value
        }
    }

    /// Callers check `hasManifest` on walkthroughs read from the cache before relying on this.
    var manifest: WalkthroughManifest {
        decode() ?? WalkthroughManifest(id: "", version: "", defaultLocale: "", behavior: Behavior(), seen: SeenSettings(key: ""),
                                        continueURL: nil, tint: "", locales: [:])
    }

    func encoded() throws -> Data {
        try lock.withLock {
            if let json { return json }
            return try SortedJSONEncoder().encode(value)
        }
    }
}
