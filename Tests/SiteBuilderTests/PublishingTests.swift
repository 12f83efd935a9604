import Foundation
@testable import SiteBuilder
@testable import SitePublishing
import Testing

/// The file system's status of `path` below the site, not following a link.
private func status(_ site: SiteFolder, _ path: String) -> stat {
    var found = stat()
    lstat(site.root.appendingPathComponent(path).path, &found)
    return found
}

/// The inode of every file of `site`'s output, by path: which file each path is.
private func inodes(_ site: SiteFolder) -> [String: ino_t] {
    site.tree().keys.reduce(into: [:]) { inodes, path in inodes[path] = status(site, "output/" + path).st_ino }
}

@Suite("Publishing a rebuild")
struct PublishingTests {
    @Test("a rebuild publishes the files whose bytes did not change as the same files, and only the changed ones anew")
    func unchangedFilesAreLinked() throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        // The first rebuild stages a new site; the next ones make theirs in the site it replaced.
        for heading in ["Newer", "Newest", "Newer"] {
            let (before, filesBefore) = (site.tree(), inodes(site))
            try site.write("content/news/01-new.md", "---\nheading: \(heading)\n---\n")
            _ = try build(site)
            let (after, filesAfter) = (site.tree(), inodes(site))
            let changed = Set(after.keys.filter { before[$0] != after[$0] })
            #expect(changed.contains("news/index.html") && changed.count < after.count, "\(changed.sorted())")
            for path in after.keys {
                #expect((filesBefore[path] == filesAfter[path]) == !changed.contains(path), "\(heading): \(path)")
            }
        }
        try expectSameAsCleanBuild(site, of: newsEdited)
    }

    @Test("whatever the folder beside the output holds (edited, stray, linked or private files), the next output is a clean build's")
    func stagingFolderIsNeverTrusted() throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        try site.write("content/news/01-new.md", "---\nheading: Newer\n---\n")
        _ = try build(site)  // the first site now waits in .output.next
        let staged = site.root.appendingPathComponent(".output.next")
        try Data("edited".utf8).write(to: staged.appendingPathComponent("index.html"))
        try site.write(".output.next/stray/file.html", "stray")
        try site.remove(".output.next/fr/index.html")
        try FileManager.default.createSymbolicLink(atPath: staged.appendingPathComponent("fr/index.html").path, withDestinationPath: "../index.html")
        chmod(staged.appendingPathComponent("manifest.json").path, 0o600)
        try site.remove(".output.next/news")
        try site.write(".output.next/news", "a file where a folder goes")
        try site.write("content/news/01-new.md", "---\nheading: New\n---\n")
        #expect(try build(site).succeeded)
        try expectSameAsCleanBuild(site, of: validSite)
        #expect(status(site, "output/fr/index.html").st_mode & S_IFMT == S_IFREG)
    }

    @Test("a rebuild with nothing changed leaves the output as it is: the same folder holding the same files")
    func upToDateOutputIsLeftAlone() throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        let (folder, files) = (status(site, "output").st_ino, inodes(site))
        #expect(try build(site).wasUpToDate)
        #expect(status(site, "output").st_ino == folder)
        #expect(inodes(site) == files && files.count > 5)
    }

    @Test("a file edited in place by hand, its size and modification time kept, is written again by a rebuild with nothing changed")
    func sameSizeEditInTheOutputIsPutRight() throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        let page = site.root.appendingPathComponent("output/news/index.html")
        let time = try #require(FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate])
        let handle = try FileHandle(forUpdating: page)
        try handle.seek(toOffset: 0)
        try handle.write(contentsOf: Data("<!DOCTYPE HTML>".utf8))  // `html` upper-cased: same size, other bytes
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: page.path)
        #expect(try build(site).wasUpToDate)
        try expectSameAsCleanBuild(site, of: validSite)
    }

    @Test("no rebuild writes into a file that an earlier output shares (a copy made with cp -al) or that a reader has open")
    func sharedFilesAreNeverWritten() throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        let earlier = site.tree()
        for path in earlier.keys {  // what `cp -al output snapshot` makes: every file a second name
            let copy = site.root.appendingPathComponent("snapshot/" + path)
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(link(site.root.appendingPathComponent("output/" + path).path, copy.path) == 0)
        }
        let reader = try FileHandle(forReadingFrom: site.root.appendingPathComponent("output/news/index.html"))
        defer { try? reader.close() }
        try site.write("content/news/01-new.md", "---\nheading: Newer\n---\n")
        _ = try build(site)
        #expect(site.tree("snapshot") == earlier)
        #expect(try reader.readToEnd() == earlier["news/index.html"])
        try expectSameAsCleanBuild(site, of: newsEdited)
    }

    @Test("a file whose mode was changed by hand, or a folder replaced by a link to a copy of itself, is put right")
    func modesAndLinksInTheOutputArePutRight() throws {
        let site = try SiteFolder(validSite)
        _ = try build(site)
        let output = site.root.appendingPathComponent("output")
        chmod(output.appendingPathComponent("index.html").path, 0o600)
        try FileManager.default.copyItem(at: output.appendingPathComponent("news"), to: site.root.appendingPathComponent("news-copy"))
        try site.remove("output/news")
        try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent("news").path, withDestinationPath: "../news-copy")
        #expect(try build(site).wasUpToDate)
        #expect(status(site, "output/index.html").st_mode & 0o777 == PublishedTree.fileMode)
        #expect(status(site, "output/news").st_mode & S_IFMT == S_IFDIR)
        try expectSameAsCleanBuild(site, of: validSite)
    }
}
