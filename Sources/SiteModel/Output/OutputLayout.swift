import SiteSupport
import WalkthroughManifest

/// Where each file of the output goes: the one owner of output paths, which validation (two
/// walkthroughs may not publish the same file), rendering, the build cache and an app's resources
/// all ask. Paths are relative to the output root.
package enum OutputLayout {
    /// The cache headers of Netlify and Cloudflare Pages, read from the root of what is uploaded.
    package static let headersPath = "_headers"
    /// The manifests' JSON Schema.
    package static let schemaPath = "manifest.schema.json"
    /// The web's rules for web apps, which import them by this name: it carries no hash.
    package static let manifestReaderPath = "walkthrough-manifest.js"
    /// The script host pages add by this name to open a walkthrough: it carries no hash.
    package static let embedScriptPath = "embed.js"

    /// The name of each walkthrough's manifest and of each locale's page, in their folders.
    package static let manifestFile = "manifest.json"
    package static let pageFile = "index.html"

    /// A walkthrough's own files: its manifest first, then one page per locale.
    package static func paths(of walkthrough: Walkthrough) -> [String] {
        [manifestPath(of: walkthrough)] + walkthrough.summary.locales.map { pagePath(of: walkthrough, locale: $0) }
    }

    package static func manifestPath(of walkthrough: Walkthrough) -> String { manifestPath(at: walkthrough.path) }

    /// The manifest of the walkthrough published at `path`.
    package static func manifestPath(at path: String) -> String { path.isEmpty ? manifestFile : path + "/" + manifestFile }

    /// A walkthrough's page in `locale`: the default locale's in the walkthrough's folder, another's
    /// in the locale's folder as the author named it.
    package static func pagePath(of walkthrough: Walkthrough, locale: String) -> String {
        (walkthrough.path.isEmpty ? "" : walkthrough.path + "/") + pageAddress(in: walkthrough.summary, locale: locale)
    }

    /// `locale`'s page from the default locale's: `index.html` or `zh-hant/index.html`.
    package static func pageAddress(in summary: Walkthrough.Summary, locale: String) -> String {
        locale == summary.defaultLocale ? pageFile : summary.folder(of: locale) + "/" + pageFile
    }

    /// `../` once per folder of `path` (and of `extraDepth` more): from a file there to the output root.
    package static func pathToRoot(from path: String, extraDepth: Int = 0) -> String {
        String(repeating: "../", count: (path.isEmpty ? 0 : path.split(separator: "/").count) + extraDepth)
    }

    /// `manifest` as the walkthrough at `path` publishes it: each picture and clip path relative to
    /// its `manifest.json`, where the model's are relative to the output root.
    package static func publishedManifest(_ manifest: WalkthroughManifest, at path: String) -> WalkthroughManifest {
        let toRoot = pathToRoot(from: path)
        return manifest.mappingPages { page in page = page.mappingMediaPaths { toRoot + $0 } }
    }

    /// The model's manifest from the one the walkthrough at `path` published: `publishedManifest` undone.
    package static func manifest(published: WalkthroughManifest, at path: String) -> WalkthroughManifest {
        let toRoot = pathToRoot(from: path)
        return published.mappingPages { page in
            page = page.mappingMediaPaths { $0.hasPrefix(toRoot) ? String($0.dropFirst(toRoot.count)) : $0 }
        }
    }

    /// The folder of the scripts and stylesheets pages load.
    package static let assetFolder = "assets/"

    /// `assets/NAME.HASH.EXT` for `text`: cacheable forever, since new content gets a new name.
    package static func assetPath(_ name: String, _ fileExtension: String, of text: String) -> String {
        assetFolder + "\(name).\(SHA256.hex(text).prefix(8)).\(fileExtension)"
    }

    /// A file name's stem as output names use it: letters, digits, `-` and `_`, the rest `-`.
    package static func stem(of path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let stem = fileName.split(separator: ".").count > 1 ? String(fileName[..<fileName.lastIndex(of: ".")!]) : fileName
        return stem.unicodeScalars.map {
            $0.properties.isAlphabetic && $0.isASCII || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" ? String($0) : "-"
        }.joined()
    }

    /// A picture named by its content's `key`, so cacheable forever: published as it is
    /// (`images/welcome.3f9a1c2e.png`), or a variant `width` pixels wide (`images/welcome-720w.5d0c7a41.avif`).
    package static func imagePath(_ stem: String, width: Int? = nil, key: String, fileExtension: String) -> String {
        "images/\(stem)\(width.map { "-\($0)w" } ?? "").\(key.prefix(8)).\(fileExtension)"
    }

    /// A clip's variant `width` pixels wide in `codec`, named by its `key` (`clips/trip-720w-av1.5d0c7a41.mp4`).
    package static func clipPath(_ stem: String, width: Int, codec: String, key: String) -> String {
        "clips/\(stem)-\(width)w-\(codec).\(key.prefix(8)).mp4"
    }
}
