import BuiltInFiles
import Foundation
import FrontMatter
import Mustache
import SiteModel
import SiteSupport
import WebBundling

/// The templates a site is rendered with: the built-in defaults, overridden file by file by
/// the site's own `templates/` folder.
package struct SiteTemplates: Sendable {
    /// The files the site cannot do without.
    package static let requiredFiles = ["walkthrough.mustache", "walkthrough.css", "walkthrough.js"]

    /// Every template file by name (`walkthrough.mustache`, `page.mustache`, `walkthrough.css`,
    /// `walkthrough.js`): the markup and style of `templates/`, and the page scripts bundled from `web/`.
    package var files: [String: String]
    /// Where each overridden file came from, for diagnostics; built-in files are absent.
    package var overriddenPaths: [String: String] = [:]
    /// What build-site carries: the templates overridden here, and the web assets pages load.
    package let builtIns: BuiltIns

    /// The built-in templates only.
    package init(builtIns: BuiltIns) {
        self.builtIns = builtIns
        files = Self.files(of: builtIns)
    }

    /// The template files `builtIns` holds: the markup and style of `templates/`, the page scripts of `web/`.
    package static func files(of builtIns: BuiltIns) -> [String: String] {
        builtIns.templates.merging(builtIns.web.pageScripts) { template, _ in template }
    }

    /// `builtIns`' templates with the `.mustache`, `.css` and `.js` files of `folder` over them.
    /// A missing folder means no overrides.
    package static func load(overridesIn folder: URL?, displayPath: String, builtIns: BuiltIns) throws(BuildError) -> SiteTemplates {
        let builtIn = SiteTemplates(builtIns: builtIns)
        var templates = builtIn
        guard let folder, FileManager.default.fileExists(atPath: folder.path) else { return templates }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw BuildError.unreadable(displayPath, reason: ContentSnapshot.reason(error))
        }
        for name in names.sorted() where [".mustache", ".css", ".js"].contains(where: name.hasSuffix) && !name.hasPrefix(".") {
            let path = folder.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path.path) else {
                throw BuildError.unreadable(displayPath + "/" + name, reason: "permission denied")
            }
            let text = String(decoding: data, as: UTF8.self)
            guard text != builtIn.files[name] else { continue }  // the built-in copy itself (this repository's templates/)
            templates.files[name] = text
            templates.overriddenPaths[name] = displayPath + "/" + name
        }
        return templates
    }

    /// The path a diagnostic names for `file`.
    package func displayPath(of file: String) -> String {
        overriddenPaths[file] ?? "(built-in template) \(file)"
    }

    /// The compiled templates, or the problems that prevent compiling them.
    package func compiled() -> (templates: CompiledTemplates?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        for required in Self.requiredFiles where files[required] == nil {
            diagnostics.append(Diagnostic(.templateMissing(required), file: required))
        }
        var compiled: [String: Template] = [:]
        for (file, source) in files.sorted(by: { $0.key < $1.key }) where file.hasSuffix(".mustache") {
            do {
                compiled[file] = try Template(source, name: displayPath(of: file))
            } catch {
                diagnostics.append(Diagnostic(.templateSyntax(error.message), file: displayPath(of: file),
                                              at: SourceLocation(line: error.line, column: error.column)))
            }
        }
        for (file, template) in compiled.sorted(by: { $0.key < $1.key }) {
            for partial in template.referencedPartials.sorted() where files[partial + ".mustache"] == nil {
                let candidates = files.keys.filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(9)) }
                diagnostics.append(Diagnostic(.partialMissing(partial, nearest: nearest(to: partial, among: candidates)), file: displayPath(of: file)))
            }
        }
        guard diagnostics.isEmpty, let page = compiled["walkthrough.mustache"] else { return (nil, diagnostics + outdatedOverrides) }
        return (CompiledTemplates(page: page, partials: partials, files: files, overridden: Set(overriddenPaths.keys), web: builtIns.web), outdatedOverrides)
    }

    /// Warnings for the site's templates ejected from a built-in copy that has changed since.
    package var outdatedOverrides: [Diagnostic] {
        overriddenPaths.sorted(by: { $0.key < $1.key }).compactMap { name, path in
            guard let text = files[name], let origin = EjectedTemplate(firstLineOf: text, name: name),
                  origin.isOutdated(against: Self.files(of: builtIns)[name]) else { return nil }
            return Diagnostic(.templateOutdated(name, ejectedFrom: origin.version), severity: .warning, file: path)
        }
    }

    /// The partials by name, as the template engine looks them up.
    package var partials: [String: String] {
        Dictionary(uniqueKeysWithValues: files.filter { $0.key.hasSuffix(".mustache") }.map { (String($0.key.dropLast(9)), $0.value) })
    }
}

/// The pager's stylesheet and script for one set of features, at `assets/NAME.HASH.EXT` paths.
package struct PagerAssets: Sendable {
    package let stylesheet: (path: String, text: String)
    package let script: (path: String, text: String)
}

/// Templates checked and compiled, ready to render any number of pages.
package struct CompiledTemplates: Sendable {
    /// The built-in web assets: what a page loads that the site has not overridden.
    package let web: BuiltInWebAssets
    package let page: Template
    package let partials: [String: String]
    /// A site's own pager stylesheet and script, as it wrote them; `nil` for the built-in ones,
    /// which come minified, with the parts of a walkthrough's features only (`pagerAssets(for:)`).
    private let ownStylesheet: String?
    private let ownScript: String?
    /// The background layout's stylesheet, published and linked only where a page is in that layout.
    package let backgroundStylesheet: (path: String, text: String)?
    /// The clips' stylesheet and script, published and linked only where a page has a clip; `nil`
    /// when a site's templates replaced them with nothing.
    package let clipStylesheet: (path: String, text: String)?
    package let clipScript: (path: String, text: String)?
    /// The reader's languages script, published and linked only from the pages of a walkthrough in
    /// several languages.
    package let languageScript: (path: String, text: String)?
    /// The script that sends a walkthrough's events on (walkthrough.yml's `analytics:`), published
    /// and linked only where one is configured.
    package let analyticsScript: (path: String, text: String)?
    /// `embed.js`, minified unless it is a site's own, with the marker where the site's walkthroughs
    /// go (`__WALKTHROUGHS__`, or `/*WALKTHROUGHS*/{}` in a site's own from before 0.2.0); `nil` without one.
    package let embedScript: String?

    package init(page: Template, partials: [String: String], files: [String: String], overridden: Set<String>, web: BuiltInWebAssets) {
        self.page = page
        self.web = web
        self.partials = partials
        page.prepare(partials: partials)  // the first pages rendered then parse no partials
        // A site's own file as written; a built-in one minified when build-site was built.
        let asset = { (name: String) -> String? in
            guard let text = files[name] else { return nil }
            return overridden.contains(name) ? text : web.minified[name] ?? text
        }
        ownStylesheet = overridden.contains("walkthrough.css") ? files["walkthrough.css"] : nil
        ownScript = overridden.contains("walkthrough.js") ? files["walkthrough.js"] : nil
        backgroundStylesheet = asset("walkthrough-background.css").map { Self.hashedAsset("walkthrough-background", "css", $0) }
        clipStylesheet = asset("walkthrough-clips.css").map { Self.hashedAsset("walkthrough-clips", "css", $0) }
        clipScript = asset("walkthrough-clips.js").map { Self.hashedAsset("walkthrough-clips", "js", $0) }
        analyticsScript = asset("walkthrough-analytics.js").map { Self.hashedAsset("walkthrough-analytics", "js", $0) }
        languageScript = asset("walkthrough-languages.js").map { Self.hashedAsset("walkthrough-languages", "js", $0) }
        embedScript = asset("embed.js")
    }

    /// The pager's stylesheet and script for a walkthrough that uses `features`: a site's own as
    /// written, or the built-in ones with the parts of those features and without the others'.
    package func pagerAssets(for features: Set<PagerFeature>) -> PagerAssets {
        let scriptFeatures = features.intersection(BuiltInWebAssets.optionalModules.keys)
        return PagerAssets(
            stylesheet: Self.hashedAsset("walkthrough", "css", ownStylesheet ?? web.pagerStylesheet.stylesheet(for: features)),
            script: Self.hashedAsset("walkthrough", "js", ownScript ?? web.pagerScripts[PagerFeature.key(scriptFeatures)] ?? ""))
    }

    /// `text` with its path in the output (`assets/NAME.HASH.EXT`).
    package static func hashedAsset(_ name: String, _ fileExtension: String, _ text: String) -> (path: String, text: String) {
        (OutputLayout.assetPath(name, fileExtension, of: text), text)
    }
}
