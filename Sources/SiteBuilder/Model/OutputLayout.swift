import SiteSupport

/// Where each file of the output goes: the one owner of output paths, which validation (two
/// walkthroughs may not publish the same file), rendering, the build cache and an app's resources
/// all ask. Paths are relative to the output root.
enum OutputLayout {
    /// The cache headers of Netlify and Cloudflare Pages, read from the root of what is uploaded.
    static let headersPath = "_headers"
    /// The manifests' JSON Schema.
    static let schemaPath = "manifest.schema.json"
    /// The web's rules for web apps, which import them by this name: it carries no hash.
    static let manifestReaderPath = "walkthrough-manifest.js"
    /// The script host pages add by this name to open a walkthrough: it carries no hash.
    static let embedScriptPath = "embed.js"

    /// A walkthrough's own files: its manifest first, then one page per locale.
    static func paths(of walkthrough: Walkthrough) -> [String] {
        [manifestPath(of: walkthrough)] + walkthrough.summary.locales.map { pagePath(of: walkthrough, locale: $0) }
    }

    static func manifestPath(of walkthrough: Walkthrough) -> String { manifestPath(at: walkthrough.path) }

    /// The manifest of the walkthrough published at `path`.
    static func manifestPath(at path: String) -> String { path.isEmpty ? "manifest.json" : path + "/manifest.json" }

    /// A walkthrough's page in `locale`: the default locale's in the walkthrough's folder, another's
    /// in the locale's folder as the author named it.
    static func pagePath(of walkthrough: Walkthrough, locale: String) -> String {
        (walkthrough.path.isEmpty ? "" : walkthrough.path + "/") + pageAddress(in: walkthrough.summary, locale: locale)
    }

    /// `locale`'s page from the default locale's: `index.html` or `zh-hant/index.html`.
    static func pageAddress(in summary: Walkthrough.Summary, locale: String) -> String {
        locale == summary.defaultLocale ? "index.html" : summary.folder(of: locale) + "/index.html"
    }

    /// `assets/NAME.HASH.EXT` for `text`: cacheable forever, since new content gets a new name.
    static func assetPath(_ name: String, _ fileExtension: String, of text: String) -> String {
        "assets/\(name).\(SHA256.hex(text).prefix(8)).\(fileExtension)"
    }
}
