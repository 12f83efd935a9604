/// The built-in web assets, made from `web/` and `templates/` by `generate-built-ins` and checked
/// in (`BuiltInFiles/Generated/`), so no run of build-site bundles or minifies them: the page
/// scripts readable (what `eject` copies) and minified, the stylesheets minified, the rules for web
/// apps as one ES module, and the storyboard's script.
public struct BuiltInWebAssets: Codable, Sendable, Equatable {
    /// The page scripts a site may replace with its own, by the name it replaces them under, each
    /// one readable classic script: `walkthrough.js`, `walkthrough-languages.js`, `walkthrough-clips.js`, `embed.js`.
    public var pageScripts: [String: String]
    /// The page scripts and stylesheets as sites publish them, minified, by file name, but the
    /// pager's own (`pagerScripts`, `pagerStylesheet`); `embed.js` holds `embedMarker` where the
    /// site's walkthroughs go.
    public var minified: [String: String]
    /// The pager's script minified for each set of the features with a module of their own
    /// (`optionalModules`), by `PagerFeature.key`: a walkthrough's page links the one of its features.
    public var pagerScripts: [String: String]
    /// The pager's stylesheet (`walkthrough.css`) minified, in the sections of its features.
    public var pagerStylesheet: StylesheetSections
    /// `walkthrough-manifest.js`: the rules for web apps, one readable ES module.
    public var manifestModule: String
    /// The storyboard page's script: its frames and the layout checks.
    public var storyboardScript: String

    /// Where `embed.js` (readable or minified) takes the site's walkthroughs, an object literal.
    public static let embedMarker = "__WALKTHROUGHS__"

    /// The page scripts, by the entry module of `web/` each is bundled from.
    public static let pageScriptNames = ["walkthrough.js", "walkthrough-languages.js", "walkthrough-analytics.js", "walkthrough-clips.js", "embed.js"]

    /// The modules of the pager's script that only walkthroughs with a feature need. Each exports
    /// functions only; the script of a walkthrough without the feature has each of them doing nothing.
    public static let optionalModules: [PagerFeature: String] = [.pageActions: "pager/page-actions.js", .hiddenControls: "pager/hidden-controls.js",
                                                                   .languages: "pager/language-control.js"]

    /// The assets of `web` (the `.js` files of `web/`, by path) and `stylesheets` (the `.css` files
    /// of `templates/`, by name), for build-site `version`.
    public static func compile(web: [String: String], stylesheets: [String: String], version: String) throws -> BuiltInWebAssets {
        var modules = web
        modules["rules/version.js"] = "export const VERSION = '\(version)';\n"
        var pageScripts: [String: String] = [:]
        for name in pageScriptNames { pageScripts[name] = try ScriptBundle.bundle(name, of: modules, as: .classicScript) }
        var minified = pageScripts.filter { $0.key != "walkthrough.js" }.mapValues(ScriptMinifier.minify)
        for (name, text) in stylesheets where name != "walkthrough.css" { minified[name] = StylesheetMinifier.minify(text) }
        return BuiltInWebAssets(
            pageScripts: pageScripts, minified: minified, pagerScripts: try pagerScriptVariants(of: modules),
            pagerStylesheet: try StylesheetSections(minifying: stylesheets["walkthrough.css"] ?? "", name: "walkthrough.css"),
            manifestModule: try ScriptBundle.bundle("walkthrough-manifest.js", of: modules, as: .module),
            storyboardScript: try ScriptBundle.bundle("storyboard/storyboard.js", of: modules, as: .classicScript))
    }

    public init(pageScripts: [String: String], minified: [String: String], pagerScripts: [String: String],
                pagerStylesheet: StylesheetSections, manifestModule: String, storyboardScript: String) {
        (self.pageScripts, self.minified, self.manifestModule, self.storyboardScript) = (pageScripts, minified, manifestModule, storyboardScript)
        (self.pagerScripts, self.pagerStylesheet) = (pagerScripts, pagerStylesheet)
    }

    /// `walkthrough.js` minified for every set of the optional modules' features.
    private static func pagerScriptVariants(of modules: [String: String]) throws -> [String: String] {
        var variants: [String: String] = [:]
        for features in subsets(of: Array(optionalModules.keys)) {
            var chosen = modules
            for (feature, path) in optionalModules where !features.contains(feature) {
                chosen[path] = try doingNothing(path, source: modules[path] ?? "")
            }
            variants[PagerFeature.key(features)] = ScriptMinifier.minify(try ScriptBundle.bundle("walkthrough.js", of: chosen, as: .classicScript))
        }
        return variants
    }

    /// A module exporting what `source` exports, each function doing nothing; a module of
    /// `optionalModules` that exports anything else fails.
    private static func doingNothing(_ path: String, source: String) throws -> String {
        try ScriptModule(path: path, source: source).exports.map { export throws in
            let name = export.binding.exported
            guard export.from == nil, export.binding.local == name, source.contains("export function \(name)(") else {
                throw ScriptBundle.Failure(description: "\(path): an optional module exports functions only, not '\(name)'")
            }
            return "export function \(name)() {}\n"
        }.joined()
    }

    private static func subsets(of features: [PagerFeature]) -> [Set<PagerFeature>] {
        features.reduce([[]]) { subsets, feature in subsets + subsets.map { $0.union([feature]) } }
    }
}
