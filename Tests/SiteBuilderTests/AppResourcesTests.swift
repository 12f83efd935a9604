import BuiltInFiles
import Foundation
@testable import SiteBuilder
import TestSupport
import Testing
import WalkthroughManifest

/// `validSite` with a picture that has variants on its second page.
private let pictured = validSite.merging(["content/02-next.md": "---\nheading: Next\nimage: images/map.png\nalt: A map\n---\n"]) { $1 }

/// Builds `site`'s content as an app bundles it, into `bundle/walkthrough` (the plugin's layout).
private func bundle(_ site: SiteFolder) throws -> BuildReport {
    try SiteBuild.build(BuildOptions(contentDirectory: site.root.appendingPathComponent("content"), contentDisplayPath: "content",
                                     outputDirectory: site.root.appendingPathComponent("bundle/walkthrough"), publication: .appResources))
}

private func pictureSite(_ files: [String: String] = pictured) throws -> SiteFolder {
    let site = try SiteFolder(files)
    try site.write("content/images/map.png", Data(decodablePNG(width: 800, height: 400)))
    return site
}

/// The paths of the local files an HTML page at `path` links (`src`, `href`, `srcset`), from the output root.
private func linkedFiles(of html: String, at path: String) -> Set<String> {
    let folder = URL(fileURLWithPath: "/" + path).deletingLastPathComponent()
    let attributes = try! NSRegularExpression(pattern: #"(?:src|href|srcset)="([^"]+)""#)
    let values = attributes.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { String(html[Range($0.range(at: 1), in: html)!]) }
    let references = values.flatMap { $0.split(separator: ",").map { String($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) } }
    return Set(references.filter { !$0.contains(":") && !$0.hasPrefix("#") && !$0.hasPrefix("/") }.map { reference in
        let resolved = String(URL(fileURLWithPath: reference, relativeTo: folder).standardizedFileURL.path.dropFirst())
        guard reference.hasSuffix("/") else { return resolved }
        return resolved.isEmpty ? "index.html" : resolved + "/index.html"
    })
}

/// The record's layout, as far as the test reads it.
@Suite("What an app bundles (build-site bundle, the WalkthroughContent plugin)")
struct AppResourcesTests {
    @Test("an app's resources are the manifests and every picture file they name, as the site publishes them, and no HTML")
    func manifestsAndTheirMedia() throws {
        let site = try pictureSite()
        #expect(try bundle(site).succeeded)
        _ = try build(site)
        let (bundled, published) = (site.tree("bundle/walkthrough"), site.tree())
        var named: Set<String> = []
        for manifest in ["manifest.json", "news/manifest.json"] {
            let decoded = try WalkthroughManifest(data: try #require(bundled[manifest]))
            named.formUnion(decoded.locales.values.flatMap(\.pages).flatMap(\.mediaPaths).map { URL(fileURLWithPath: "/" + manifest).deletingLastPathComponent().appendingPathComponent($0).standardizedFileURL.path.dropFirst() }.map(String.init))
        }
        #expect(named.contains { $0.hasPrefix("images/hi.") && $0.hasSuffix(".svg") })
        #expect(named.filter { $0.hasPrefix("images/map-") }.count >= 4, "the picture's variants: \(named.sorted())")
        #expect(Set(bundled.keys) == named.union(["manifest.json", "news/manifest.json", ".build-site-output"]))
        for (path, bytes) in bundled where path != ".build-site-output" { #expect(published[path] == bytes, "\(path) as the site publishes it") }
    }

    @Test("bundle_html: true brings that walkthrough's pages and every file they link, and no other walkthrough's pages")
    func bundledHTML() throws {
        let site = try pictureSite(pictured.merging(["content/news/walkthrough.yml": "bundle_html: true\n"]) { $1 })
        #expect(try bundle(site).succeeded)
        let bundled = site.tree("bundle/walkthrough")
        let html = String(decoding: try #require(bundled["news/index.html"]), as: UTF8.self)
        let linked = linkedFiles(of: html, at: "news/index.html")
        #expect(linked.contains { $0.hasPrefix("assets/walkthrough.") && $0.hasSuffix(".js") }, "\(linked.sorted())")
        #expect(linked.subtracting(bundled.keys).isEmpty, "linked but not bundled: \(linked.subtracting(bundled.keys).sorted())")
        #expect(bundled["index.html"] == nil && bundled["fr/index.html"] == nil)
        #expect(bundled["embed.js"] == nil && bundled["manifest.schema.json"] == nil)
    }

    @Test("bundle_html that is not a boolean is an error at its value in walkthrough.yml")
    func bundleHTMLMustBeABoolean() throws {
        let site = try SiteFolder(validSite.merging(["content/news/walkthrough.yml": "bundle_html: sometimes\n"]) { $1 })
        let report = try bundle(site)
        #expect(!report.succeeded)
        #expect(report.diagnostics.map { "\($0.file):\($0.location.line):\($0.location.column)" } == ["content/news/walkthrough.yml:1:14"])
    }

    @Test("WalkthroughManifest.bundled reads a walkthrough from the bundle, and a picture's bundled URL is the variant file a phone shows")
    func readingTheBundle() throws {
        let site = try pictureSite()
        #expect(try bundle(site).succeeded)
        let app = try #require(Bundle(path: site.root.appendingPathComponent("bundle").path))
        let manifest = try WalkthroughManifest.bundled(in: app)
        #expect(try WalkthroughManifest.bundled("news", in: app).localized(for: "en").pages.map(\.heading) == ["New"])
        #expect(WalkthroughManifest.bundledURL("news", in: app)?.path == site.root.appendingPathComponent("bundle/walkthrough/news/manifest.json").path)

        let image = try #require(manifest.localized(for: "fr").pages[1].image)
        let url = try #require(image.bundledURL(forPointWidth: 320, scale: 2, supportedFormats: [.webp, .png], in: app))
        let chosen = try #require(image.bestVariant(forPointWidth: 320, scale: 2, supportedFormats: [.webp, .png]))
        #expect(chosen.format == .webp && chosen.width >= 640)
        #expect(url.path == site.root.appendingPathComponent("bundle/walkthrough").appendingPathComponent(chosen.src).path)
        // No variant in a format the screen decodes: the file as given.
        let original = try #require(image.bundledURL(forPointWidth: 320, scale: 2, supportedFormats: [.jpeg], in: app))
        #expect(original.lastPathComponent.hasPrefix("map.") && original.pathExtension == "png")

        try FileManager.default.removeItem(at: url)
        #expect(image.bundledURL(forPointWidth: 320, scale: 2, supportedFormats: [.webp, .png], in: app) == nil)
        #expect(throws: ManifestError.notBundled(file: "walkthrough/tour/manifest.json")) { try WalkthroughManifest.bundled("tour", in: app) }
    }
}
