import Foundation
import WalkthroughManifest

/// Turns a validated site into its output files: pure, the same site always gives the same bytes.
public enum SiteRenderer {
    /// Every output file by path relative to the output root.
    public static func files(for site: Site) -> [String: Data] {
        var files: [String: Data] = [:]
        files["manifest.schema.json"] = Data(WalkthroughManifest.jsonSchema.utf8)
        for (path, bytes) in site.images {
            files[path] = Data(bytes)
        }
        for walkthrough in site.walkthroughs {
            let prefix = walkthrough.path.isEmpty ? "" : walkthrough.path + "/"
            files[prefix + "manifest.json"] = manifestData(for: walkthrough)
        }
        return files
    }

    /// The walkthrough's `manifest.json`, with image paths relative to the manifest itself.
    static func manifestData(for walkthrough: Walkthrough) -> Data {
        var manifest = walkthrough.manifest
        let toRoot = walkthrough.pathToRoot()
        for (locale, content) in manifest.locales {
            var content = content
            content.pages = content.pages.map { page in
                var page = page
                page.image = page.image.map { image in image.relocated(under: toRoot) }
                return page
            }
            manifest.locales[locale] = content
        }
        // Encoding plain values cannot fail.
        return (try? manifest.encoded()) ?? Data()
    }
}

extension Page.Image {
    /// The image with its paths prefixed by `prefix` (`../`), for files in sub-folders.
    func relocated(under prefix: String) -> Page.Image {
        var image = self
        image.src = prefix + src
        image.dark?.src = prefix + (dark?.src ?? "")
        return image
    }
}
