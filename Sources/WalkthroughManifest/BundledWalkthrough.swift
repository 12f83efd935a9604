import Foundation

/// The walkthroughs an app carries in its bundle: what the `WalkthroughContent` plugin puts under
/// `walkthrough/` in the target's resources, in the published site's paths.
///
///     let manifest = try WalkthroughManifest.bundled(in: .module)
///     let picture = page.image?.bundledURL(forPointWidth: 390, scale: 3, supportedFormats: [.webp, .png, .jpeg], in: .module)
extension WalkthroughManifest {
    /// The folder of a bundle's resources that holds the walkthroughs.
    public static let bundledFolder = "walkthrough"

    /// The manifest of the walkthrough published at `path` (`""`: the root walkthrough, `"tour"`:
    /// the one in the content's `tour/` folder), decoded and checked as a fetched one is; a
    /// manifest `bundle` does not hold throws `ManifestError.notBundled`.
    public static func bundled(_ path: String = "", in bundle: Bundle) throws(ManifestError) -> WalkthroughManifest {
        guard let url = bundledURL(path, in: bundle), let data = try? Data(contentsOf: url) else {
            throw ManifestError.notBundled(file: bundledFile(path))
        }
        return try WalkthroughManifest(data: data)
    }

    /// The file URL of the manifest of the walkthrough published at `path` in `bundle`, `nil` when
    /// the bundle has none: the copy `ManifestLoader(url:bundled:cacheDirectory:)` shows offline.
    public static func bundledURL(_ path: String = "", in bundle: Bundle) -> URL? {
        let url = (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent(bundledFile(path))
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// `walkthrough/manifest.json`, `walkthrough/tour/manifest.json`.
    static func bundledFile(_ path: String) -> String {
        let folder = path.split(separator: "/").joined(separator: "/")
        return [bundledFolder, folder, "manifest.json"].filter { !$0.isEmpty }.joined(separator: "/")
    }
}

extension VariantChoosing {
    /// The file URL in `bundle` of what to show of this picture of the walkthrough bundled at
    /// `walkthrough`: the variant `bestVariant(forPointWidth:scale:supportedFormats:)` chooses, or
    /// `src` when none is in a supported format; `nil` when the bundle does not hold that file.
    public func bundledURL(forPointWidth width: Double, scale: Double, supportedFormats: [Page.Image.Format],
                           walkthrough path: String = "", in bundle: Bundle) -> URL? {
        guard let manifest = WalkthroughManifest.bundledURL(path, in: bundle) else { return nil }
        let file = bestVariant(forPointWidth: width, scale: scale, supportedFormats: supportedFormats)?.src ?? src
        guard let url = URL(string: file, relativeTo: manifest)?.standardizedFileURL, url.isFileURL,
              FileManager.default.fileExists(atPath: url.path) else { return nil }
        return url
    }
}
