import SiteModel
import SiteRules
import WalkthroughManifest

/// What an app bundles of a site (`build-site bundle`, the `WalkthroughContent` plugin): every
/// walkthrough's `manifest.json` and the picture and clip files its pages name, at their paths in
/// the site. A walkthrough whose `walkthrough.yml` sets `bundle_html: true` brings its HTML pages
/// too, and with them the scripts and stylesheets under `assets/`.
package enum AppResources {
    /// The files of `files` (the whole site's) that an app bundles of `site`.
    package static func files(of site: Site, in files: [String: OutputFile]) -> [String: OutputFile] {
        var paths = Set<String>()
        for walkthrough in site.walkthroughs {
            paths.insert(OutputLayout.manifestPath(of: walkthrough))
            for page in walkthrough.manifest.locales.values.flatMap(\.pages) { paths.formUnion(page.mediaPaths) }
            if walkthrough.summary.bundlesHTML { paths.formUnion(OutputLayout.paths(of: walkthrough)) }
        }
        let bundlesAssets = site.walkthroughs.contains { $0.summary.bundlesHTML }
        return files.filter { path, _ in paths.contains(path) || bundlesAssets && path.hasPrefix(OutputLayout.assetFolder) }
    }
}

extension Page {
    /// Every path of its picture (the file, its dark one, their variants) and of its clip (the
    /// poster's, the variants').
    package var mediaPaths: [String] {
        var paths: [String] = []
        _ = mappingMediaPaths { path in
            paths.append(path)
            return path
        }
        return paths
    }
}
