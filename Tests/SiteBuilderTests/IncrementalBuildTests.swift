import Foundation
import Testing
@testable import SiteBuilder

/// Builds `site` through the library, as the storyboard and the preview server do when `needsSite`.
private func build(_ site: SiteFolder, needsSite: Bool = false) throws -> BuildReport {
    var options = BuildOptions(contentDirectory: site.root.appendingPathComponent("content"), contentDisplayPath: "content",
                               outputDirectory: site.root.appendingPathComponent("output"))
    options.allowsUpToDateShortcut = !needsSite
    return try SiteBuild.build(options)
}

/// Every file below `folder`, hidden ones too, with its bytes.
private func files(in folder: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    for entry in FileTree.entries(under: folder.path, includeHidden: true) where !entry.isFolder {
        result[entry.path] = FileManager.default.contents(atPath: folder.appendingPathComponent(entry.path).path)
    }
    return result
}

/// What may happen to the previous site beside the output between two builds.
private enum PreviousSiteChange: String, CaseIterable, CustomTestStringConvertible {
    case fileAdded = "a file added"
    case fileRemoved = "a file removed"
    case unfinishedRewrite = "an unfinished rewrite"
    case markerWritten = "the marker written"

    var testDescription: String { rawValue }

    func apply(to previous: URL) throws {
        switch self {
        case .fileAdded: try Data("stray".utf8).write(to: previous.appendingPathComponent("news/stray.txt"))
        case .fileRemoved: try FileManager.default.removeItem(at: previous.appendingPathComponent("fr/index.html"))
        case .unfinishedRewrite: try Data().write(to: previous.appendingPathComponent(OutputWriter.unfinishedName))
        case .markerWritten: try OutputWriter.markerContents.write(to: previous.appendingPathComponent(OutputWriter.markerName))
        }
    }
}

/// What may happen to the output folder between two builds.
private enum OutputChange: String, CaseIterable, CustomTestStringConvertible {
    case nothing = "nothing"
    case fileAdded = "a file added"
    case fileRemoved = "a file removed"
    case fileMadeFolder = "a file made a folder"
    case folderAddedTimeSetBack = "a folder added, its time set back"
    case fileEdited = "a file edited"

    var testDescription: String { rawValue }

    func apply(to output: URL) throws {
        let fileManager = FileManager.default
        switch self {
        case .nothing: break
        case .fileAdded: try Data("stray".utf8).write(to: output.appendingPathComponent("fr/stray.html"))
        case .fileRemoved: try fileManager.removeItem(at: output.appendingPathComponent("news/manifest.json"))
        case .fileMadeFolder:
            try fileManager.removeItem(at: output.appendingPathComponent("fr/index.html"))
            try fileManager.createDirectory(at: output.appendingPathComponent("fr/index.html"), withIntermediateDirectories: false)
        case .folderAddedTimeSetBack:
            try fileManager.createDirectory(at: output.appendingPathComponent("news/extra"), withIntermediateDirectories: false)
            try fileManager.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: output.appendingPathComponent("news").path)
        case .fileEdited: try Data("edited".utf8).write(to: output.appendingPathComponent("news/index.html"))
        }
    }
}

/// Expects `site`'s output to be, byte for byte, what a clean build of `content` writes.
private func expectSameAsCleanBuild(_ site: SiteFolder, of content: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let clean = try SiteFolder(content)
    _ = try build(clean)
    #expect(files(in: site.root.appendingPathComponent("output")) == files(in: clean.root.appendingPathComponent("output")),
            "the output differs from a clean build's", sourceLocation: sourceLocation)
}

/// Replaces `text` with `replacement` in the file `name` beside the site's output, as a hand edit
/// or a killed build could leave it; records an issue when the file does not hold `text`.
private func damage(_ name: String, of site: SiteFolder, replacing text: String, with replacement: String) throws {
    let file = site.root.appendingPathComponent(name)
    let before = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    let after = before.replacingOccurrences(of: text, with: replacement)
    #expect(after != before, "\(name) holds no \(text)")
    try Data(after.utf8).write(to: file)
}

/// A listing as a rewrite of the previous site uses it: each path, whether it is a folder, and a file's inode.
private struct Listed: Hashable {
    var path: String
    var isFolder: Bool
    var inode: UInt64
}

private func listing(_ entries: [FileTree.Entry]) -> Set<Listed> {
    Set(entries.map { Listed(path: $0.path, isFolder: $0.isFolder, inode: $0.isFolder ? 0 : $0.inode) })
}

/// What the last build of `site` knows of the previous site beside its output, as a listing;
/// `nil` when it knows nothing, or knows something that no longer holds.
private func knownPrevious(of site: SiteFolder) throws -> Set<Listed>? {
    let state = try Data(contentsOf: site.root.appendingPathComponent(".output.build-state.json"))
    guard let record = JSONValue(parsing: state)?["previous"], let known = PreviousSite(cacheRecord: record) else { return nil }
    let output = FileTree.entries(under: site.root.appendingPathComponent("output").path, includeHidden: true)
    return known.entries(at: site.root.appendingPathComponent(".output.previous").path, besideOutputHolding: output).map(listing)
}

/// The output of `site` as a walk finds it, and as one that knows what the last build published
/// finds it: each path, whether it is a folder, and a file's inode and fingerprint.
private func outputListings(of site: SiteFolder) throws -> (walked: [Listed], known: [Listed]) {
    let state = try Data(contentsOf: site.root.appendingPathComponent(".output.build-state.json"))
    let published = try #require(JSONValue(parsing: state)?["published"].flatMap(PublishedOutput.init(cacheRecord:)))
    let output = site.root.appendingPathComponent("output").path
    func listed(_ entries: [FileTree.Entry]) -> [Listed] {  // each entry once: not a set
        entries.map { Listed(path: $0.path + ($0.isFolder ? "" : " \($0.fingerprint.size) \($0.fingerprint.modified)"),
                             isFolder: $0.isFolder, inode: $0.isFolder ? 0 : $0.inode) }.sorted { $0.path < $1.path }
    }
    return (listed(FileTree.entries(under: output, includeHidden: true)),
            listed(Array(FileTree.entries(under: [(output, true)], known: [published.listing])[0])))
}

@Suite("Incremental builds")
struct IncrementalBuildTests {
    @Test("a walkthrough reused from the cache keeps its outline and, when asked, its manifest")
    func reusedWalkthroughs() throws {
        let site = try SiteFolder(validSite)
        let clean = try #require(try build(site, needsSite: true).site)
        try site.write("content/news/01-new.md", "---\nheading: Newer\n---\n")
        let report = try build(site, needsSite: true)
        #expect(report.renderedFolders == ["news"])
        let root = try #require(report.site?.walkthroughs.first { $0.path.isEmpty })
        let original = try #require(clean.walkthroughs.first { $0.path.isEmpty })
        #expect(root.outline == original.outline)
        #expect(root.manifest.locales["fr"]?.pages.map(\.heading) == ["Bienvenue", "Suivant"])
        #expect(root.manifest.version == original.manifest.version)
    }

    @Test("a cache whose manifest line was damaged is dropped when the site itself is needed")
    func damagedCache() throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        let cache = site.root.appendingPathComponent(".output.build-cache.jsonl")
        var lines = String(decoding: try Data(contentsOf: cache), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let manifestLine = try #require(lines.firstIndex { $0.hasPrefix("{\"audience\"") })
        lines[manifestLine] = "{"
        try Data(lines.joined(separator: "\n").utf8).write(to: cache)
        try site.write("content/news/01-new.md", "---\nheading: Newer\n---\n")

        let report = try build(site, needsSite: true)
        #expect(report.succeeded)
        #expect(report.renderedFolders == ["", "news"])  // nothing came from the damaged cache
        #expect(report.site?.walkthroughs.first { $0.path.isEmpty }?.manifest.locales["en"]?.pages.count == 2)
    }

    @Test("the previous site is kept beside the output, sharing every unchanged file with it")
    func previousSite() throws {
        let site = try SiteFolder(validSite)
        let output = site.root.appendingPathComponent("output")
        let previous = site.root.appendingPathComponent(".output.previous")
        _ = try build(site)
        try site.write("content/news/01-new.md", "---\nheading: Second\n---\n")
        _ = try build(site)
        let second = files(in: output)
        try site.write("content/news/01-new.md", "---\nheading: Third\n---\n")
        _ = try build(site)

        #expect(files(in: previous) == second)
        let outputFiles = FileTree.files(under: output), previousFiles = FileTree.files(under: previous)
        #expect(outputFiles["index.html"]?.inode == previousFiles["index.html"]?.inode)  // the root walkthrough did not change
        #expect(outputFiles["news/index.html"]?.inode != previousFiles["news/index.html"]?.inode)
        #expect(String(decoding: files(in: output)["news/index.html"] ?? Data(), as: UTF8.self).contains("Third"))
    }

    @Test("what a build knows of the previous site beside the output is what a walk of it finds, through edits, removals and additions")
    func knownPreviousSite() throws {
        let site = try SiteFolder(validSite)
        let previous = site.root.appendingPathComponent(".output.previous")
        _ = try build(site)
        #expect(try knownPrevious(of: site) == nil)  // the first build replaced no output
        let changes: [() throws -> Void] = [
            { try site.write("content/news/01-new.md", "---\nheading: Second\n---\n") },
            { try site.remove("content/news") },  // a walkthrough's folder goes
            { try site.write("content/news/01-new.md", "---\nheading: Back\n---\n") },
            { try site.write("content/images/hi.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30\" height=\"20\"/>") },
            { try site.write("content/news/01-new.md", "---\nheading: Again\n---\n") },
        ]
        for change in changes {
            try change()
            #expect(try build(site).succeeded)
            let walked = listing(FileTree.entries(under: previous.path, includeHidden: true, readsStatus: false))
            #expect(try knownPrevious(of: site) == walked)
        }
        try expectSameAsCleanBuild(site, of: validSite.merging([
            "content/news/01-new.md": "---\nheading: Again\n---\n",
            "content/images/hi.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30\" height=\"20\"/>",
        ]) { _, new in new })
    }

    @Test("the previous site is walked again when a folder in it changed, a rewrite of it was left unfinished, or its marker was written",
          arguments: PreviousSiteChange.allCases)
    fileprivate func doubtedPreviousSite(change: PreviousSiteChange) throws {
        let site = try SiteFolder(validSite)
        let previous = site.root.appendingPathComponent(".output.previous")
        _ = try build(site)
        try site.write("content/news/01-new.md", "---\nheading: Second\n---\n")
        _ = try build(site)
        #expect(try knownPrevious(of: site) != nil)
        Thread.sleep(forTimeInterval: 0.02)  // longer than a tick of the clock that file systems date changes by
        try change.apply(to: previous)
        #expect(try knownPrevious(of: site) == nil)

        try site.write("content/news/01-new.md", "---\nheading: Third\n---\n")
        _ = try build(site)
        try expectSameAsCleanBuild(site, of: validSite.merging(["content/news/01-new.md": "---\nheading: Third\n---\n"]) { _, new in new })
    }

    @Test("a walk that knows what the last build published finds what a full walk finds, however the output changed since",
          arguments: OutputChange.allCases)
    fileprivate func knownOutput(change: OutputChange) throws {
        var files = validSite
        files["content/news/images/a.svg"] = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>"
        files["content/news/01-new.md"] = "---\nheading: New\nimage: images/a.svg\n---\n"
        let site = try SiteFolder(files)
        // Three builds, a clock tick apart (a tick of the clock that file systems date changes by):
        // the third rewrites the first one's folder, so the output then has folders older than its seal.
        for heading in ["New", "Second", "Third"] {
            try site.write("content/news/01-new.md", "---\nheading: \(heading)\nimage: images/a.svg\n---\n")
            _ = try build(site)
            Thread.sleep(forTimeInterval: 0.02)
        }
        try change.apply(to: site.root.appendingPathComponent("output"))
        let listings = try outputListings(of: site)
        #expect(listings.known == listings.walked)
        #expect(listings.walked.contains { $0.path.hasPrefix("images/") })  // a folder of its own, listed from what was published
    }

    @Test("a build killed after its swap, before it recorded what it published, leaves nothing the next builds trust wrongly")
    func killedAfterSwap() throws {
        // The news walkthrough loses its French page: the folder news/fr goes.
        let before = validSite.merging(["content/news/walkthrough.yml": "locales: [en, fr]\n",
                                        "content/news/01-new.fr.md": "---\nheading: Nouveau\n---\n"]) { _, new in new }
        let after = validSite.merging(["content/news/walkthrough.yml": "locales: [en]\n"]) { _, new in new }
        let site = try SiteFolder(before)
        _ = try build(site)
        Thread.sleep(forTimeInterval: 0.02)  // the first site's folders are older than the second's seal
        try site.write("content/news/walkthrough.yml", "locales: [en]\n")
        try site.remove("content/news/01-new.fr.md")
        _ = try build(site)
        // As a build killed after its swap leaves them: the first site is the output again, and
        // the state still describes the second.
        let output = site.root.appendingPathComponent("output").path, previous = site.root.appendingPathComponent(".output.previous").path
        #expect(rename(output, output + ".aside") == 0 && rename(previous, output) == 0 && rename(output + ".aside", previous) == 0)
        #expect(FileManager.default.fileExists(atPath: output + "/news/fr/index.html"))

        _ = try build(site)
        try site.write("content/01-welcome.md", "---\nheading: Welcome back\nimage: images/hi.svg\n---\nHello.\n")
        _ = try build(site)
        try expectSameAsCleanBuild(site, of: after.merging(["content/01-welcome.md": "---\nheading: Welcome back\nimage: images/hi.svg\n---\nHello.\n"]) { _, new in new })
    }

    @Test("what a build published is read back by top-level folder, files at the top left to the walk of the top")
    func publishedListing() throws {
        let published = PublishedOutput(cacheRecord: .object([
            "sealed": .string("42"), "folder": .string("1:2"), "files": .string(".build-site-output\na/1\na/b/2\nembed.js\nc/3\na/4\nab/5"),
        ]))
        let listing = try #require(published?.listing)
        #expect(listing.sealed == 42)
        #expect(listing.runsByTopFolder.mapValues { $0.flatMap { $0.split(separator: "\n") } } == ["a": ["a/1", "a/b/2", "a/4"], "c": ["c/3"], "ab": ["ab/5"]])
        #expect(PublishedOutput(cacheRecord: .object(["sealed": .string("soon"), "folder": .string("1:2"), "files": .string("a/1")]))?.listing == nil)
    }

    @Test("a build removes the temporary files that killed builds left beside the output, not the cache it is writing itself")
    func temporaryFiles() throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        let own = site.root.appendingPathComponent(".output.build-cache.jsonl.tmp-\(getpid())")
        let leftover = site.root.appendingPathComponent(".output.build-cache.jsonl.tmp-0")
        for file in [own, leftover] { try Data("half written".utf8).write(to: file) }
        try OutputWriter.publish(["index.html": .data(Data("<p>Hi</p>".utf8))], to: site.root.appendingPathComponent("output"))
        #expect(FileManager.default.fileExists(atPath: own.path))
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test("a change outside a walkthrough's folder rebuilds the walkthroughs that use the file, and only those")
    func sharedImage() throws {
        var files = validSite
        files["content/news/01-new.md"] = "---\nheading: New\nimage: ../images/hi.svg\n---\n"
        files["content/tips/01-tip.md"] = "---\nheading: Tip\n---\n"
        let site = try SiteFolder(files)
        _ = try build(site)
        try site.write("content/images/hi.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30\" height=\"20\"/>")
        let report = try build(site, needsSite: true)
        #expect(report.renderedFolders == ["", "news"])
        let news = try #require(report.site?.walkthroughs.first { $0.path == "news" })
        #expect(news.manifest.locales["en"]?.pages.first?.image?.width == 30)
        try site.write("content/tips/01-tip.md", "---\nheading: Better tip\n---\n")
        #expect(try build(site).renderedFolders == ["tips"])
    }

    @Test("a folder whose subtree changed elsewhere is reused after its inputs are compared, unless they were damaged")
    func inputsCompared() throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        try site.write("content/news/notes.txt", "not a page")
        #expect(try build(site).renderedFolders == [])

        try damage(".output.build-cache.jsonl", of: site, replacing: #"news/01-new.md""#, with: #"news/01-new.md\nnot a fingerprint""#)
        try site.write("content/news/more-notes.txt", "still not a page")
        #expect(try build(site).renderedFolders == ["news"])
    }

    @Test("a cache that the build state does not vouch for (a build killed between the two) is not reused")
    func unvouchedCache() throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        try damage(".output.build-state.json", of: site, replacing: #""cache":""#, with: #""cache":"0"#)
        try site.write("content/news/01-new.md", "---\nheading: Newer\n---\n")
        let report = try build(site)
        #expect(report.renderedFolders == ["", "news"])
        try expectSameAsCleanBuild(site, of: validSite.merging(["content/news/01-new.md": "---\nheading: Newer\n---\n"]) { _, new in new })
        #expect(try build(site).wasUpToDate)
        try site.write("content/news/01-new.md", "---\nheading: Newest\n---\n")
        #expect(try build(site).renderedFolders == ["news"])  // the state written with the new cache vouches for it
    }

    @Test("each top-level subtree of the content has a digest that changes only with its own files")
    func subtreeDigests() throws {
        let site = try SiteFolder(validSite)
        let content = site.root.appendingPathComponent("content")
        func digests() throws -> [String: String] {
            try ContentSnapshot.walk(content, displayPath: "content").subtreeDigests().mapValues(\.text)
        }
        let before = try digests()
        #expect(Set(before.keys) == ["", "images", "news"])
        try site.write("content/news/01-new.md", "---\nheading: Changed\n---\n")
        let afterNews = try digests()
        #expect(afterNews.filter { before[$0.key] != $0.value }.keys.sorted() == ["news"])
        try site.write("content/03-last.md", "---\nheading: Last\n---\n")
        #expect(try digests().filter { afterNews[$0.key] != $0.value }.keys.sorted() == [""])
        #expect(FolderResult.subtree(of: "news/images/a.png", isFolder: false) == "news")
        #expect(FolderResult.subtree(of: "news", isFolder: true) == "news")
        #expect(FolderResult.subtree(of: "01-welcome.md", isFolder: false) == "")
    }

    @Test("the fingerprint digest does not depend on order and changes with any path, size or time")
    func digest() {
        let table: [(key: String, value: ContentFile.Fingerprint)] = [
            ("a.md", .init(size: 10, modified: 1)), ("b/c.md", .init(size: 20, modified: 2)), ("d.png", .init(size: 30, modified: 3)),
        ]
        let digest = FingerprintTable.digest(table)
        #expect(FingerprintTable.digest(table.reversed()) == digest)
        var changed = table
        changed[1].value.size = 21
        #expect(FingerprintTable.digest(changed) != digest)
        changed = table
        changed[1].value.modified = 3
        #expect(FingerprintTable.digest(changed) != digest)
        changed = table
        changed[1].key = "b/c.mD"
        #expect(FingerprintTable.digest(changed) != digest)
        #expect(FingerprintTable.digest(table + [("e", .init(size: 0, modified: 0))]) != digest)
        #expect(FingerprintTable.digest(table.dropLast()) != digest)
        // Two entries trading fingerprints is a change too.
        changed = table
        (changed[0].value, changed[2].value) = (changed[2].value, changed[0].value)
        #expect(FingerprintTable.digest(changed) != digest)
    }
}
