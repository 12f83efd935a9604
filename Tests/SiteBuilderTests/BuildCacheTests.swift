import Foundation
import Testing

/// The entries of the build cache beside `site`'s output.
private func cacheEntries(of site: SiteFolder) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: site.root.appendingPathComponent(".output.cache"), includingPropertiesForKeys: nil)
}

@Suite("The build cache")
struct BuildCacheTests {
    @Test("a walkthrough whose files did not change is taken from the cache, not validated or rendered again, and the output is a clean build's")
    func unchangedFoldersAreReused() throws {
        let site = try SiteFolder(validSite)
        #expect(try build(site).renderedFolders == ["", "news"])
        try site.write("content/news/01-new.md", "---\nheading: Newer\n---\n")
        let report = try build(site)
        #expect(report.renderedFolders == ["news"] && !report.wasUpToDate)
        try expectSameAsCleanBuild(site, of: newsEdited)
        let again = try build(site)
        #expect(again.renderedFolders.isEmpty && again.wasUpToDate)
        try expectSameAsCleanBuild(site, of: newsEdited)
    }

    @Test("a reused walkthrough has the manifest it was validated with, pages, bodies and version")
    func reusedWalkthroughs() throws {
        let site = try SiteFolder(validSite)
        let first = try #require(try build(site).site?.walkthroughs.first { $0.path.isEmpty })
        try site.write("content/news/01-new.md", "---\nheading: Newer\n---\n")
        let reused = try #require(try build(site).site?.walkthroughs.first { $0.path.isEmpty })
        #expect(reused.manifest.locales["fr"]?.pages.map(\.heading) == ["Bienvenue", "Suivant"])
        #expect(reused.manifest.version == first.manifest.version)
        #expect(reused.manifest.locales["fr"]?.pages.first?.body.text == "Bonjour.")
        #expect(reused == first && reused.summary == first.summary)
    }

    @Test("bytes decide, not times: a page rewritten with the same size and an older modification time is built again")
    func sameSizeOlderTime() throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        let page = site.root.appendingPathComponent("content/news/01-new.md")
        try site.write("content/news/01-new.md", "---\nheading: Wen\n---\n")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: page.path)
        #expect(try build(site).renderedFolders == ["news"])
        try expectSameAsCleanBuild(site, of: validSite.merging(["content/news/01-new.md": "---\nheading: Wen\n---\n"]) { _, new in new })
    }

    @Test("a change to an image outside a walkthrough's folder rebuilds the walkthroughs that use it, and only those")
    func sharedImage() throws {
        var files = validSite
        files["content/news/01-new.md"] = "---\nheading: New\nimage: ../images/hi.svg\n---\n"
        files["content/tips/01-tip.md"] = "---\nheading: Tip\n---\n"
        let site = try SiteFolder(files)
        _ = try build(site)
        try site.write("content/images/hi.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30\" height=\"20\"/>")
        let report = try build(site)
        #expect(report.renderedFolders == ["", "news"])
        #expect(report.site?.walkthroughs.first { $0.path == "news" }?.manifest.locales["en"]?.pages.first?.image?.width == 30)
        try site.write("content/tips/01-tip.md", "---\nheading: Better tip\n---\n")
        #expect(try build(site).renderedFolders == ["tips"])
        try site.write("content/news/notes.txt", "not a page")
        #expect(try build(site).renderedFolders.isEmpty)
    }

    @Test("a cache entry damaged, cut short or with a page's bytes changed is not reused: its folder is built again",
          arguments: ["damaged", "truncated", "a page changed"])
    func damagedEntries(damage: String) throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        let entries = try cacheEntries(of: site)
        #expect(entries.count == 2)
        for entry in entries {
            let data = try Data(contentsOf: entry)
            var changed = data
            changed[changed.count - 2] ^= 0x20  // a letter of the last page's last line
            let damaged = ["damaged": Data("{\"result\":[".utf8) + data.dropFirst(10), "truncated": data.dropLast(7), "a page changed": changed]
            try #require(damaged[damage]).write(to: entry)
        }
        #expect(try build(site).renderedFolders == ["", "news"])
        try expectSameAsCleanBuild(site, of: validSite)
    }

    @Test("the output is never trusted: files edited, added or removed in it by hand are put right by the next build")
    func outputEditedByHand() throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        try site.write("output/news/index.html", "edited")
        try site.write("output/stray.html", "stray")
        try site.remove("output/fr/index.html")
        #expect(try build(site).wasUpToDate)
        try expectSameAsCleanBuild(site, of: validSite)
    }

    @Test("the cache holds one entry per walkthrough of the last build; another option builds everything again")
    func entriesFollowTheLastBuild() throws {
        var files = validSite
        files["content/tips/01-tip.md"] = "---\nheading: Tip\n---\n"
        let site = try SiteFolder(files)
        _ = try build(site)
        for heading in ["Two", "Three"] { try site.write("content/news/01-new.md", "---\nheading: \(heading)\n---\n") ; _ = try build(site) }
        try site.remove("content/tips")
        _ = try build(site)
        #expect(try cacheEntries(of: site).count == 2)
        #expect(try build(site, drafts: true).renderedFolders == ["", "news"])
    }

    @Test("a page and its translations that inherit a broken picture report it once, at the page")
    func inheritedProblemsOnce() throws {
        let found = diagnostics([
            "walkthrough.yml": "locales: [en, fr, de]\n",
            "01-a.md": page("heading: A\nimage: missing.png\nimage_dark: dark.png"), "01-a.fr.md": page("heading: A fr"), "01-a.de.md": page("heading: A de"),
            "02-b.md": page("heading: B\nimage_dark: dark.png"), "02-b.fr.md": page("heading: B fr"), "02-b.de.md": page("heading: B de"),
        ])
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("content/01-a.md:3:8: error: ") == true && found.last?.hasPrefix("content/02-b.md:3:13: error: ") == true, "\(found)")
    }

    @Test("two walkthroughs that would publish the same page are an error, so no build's output depends on which was validated last")
    func sharedOutputPath() {
        let found = diagnostics([
            "walkthrough.yml": "locales: [en, fr]\n", "01-a.md": page("heading: A"), "01-a.fr.md": page("heading: A fr"),
            "fr/01-b.md": page("heading: B"),
        ])
        #expect(found == ["content/fr:1:1: error: this walkthrough publishes 'fr/index.html', which the walkthrough of '.' publishes too; "
                          + "rename this folder: a sub-folder named like a locale of the walkthrough above it takes that locale's place"], "\(found)")
    }
}
