import SiteBuilder
import WebBundling

/// The built-ins of the package as it was when build-site was built, compiled in by the
/// `EmbedTemplates` plugin, so build-site carries them wherever the binary goes and no run of it
/// bundles or minifies: build-site installs them with `BuiltIns.use(_:)`.
public let embeddedBuiltIns = BuiltIns(
    templates: defaultTemplateFiles,
    web: BuiltInWebAssets(pageScripts: builtInPageScripts, minified: builtInMinifiedAssets, pagerScripts: builtInPagerScripts,
                          pagerStylesheet: builtInPagerStylesheet, manifestModule: builtInManifestModule, storyboardScript: builtInStoryboardScript),
    version: buildSiteVersion,
    sourceDigest: sourceDigest)
