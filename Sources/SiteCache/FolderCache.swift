import Foundation
import SiteMedia
import SiteModel
import SiteRules
import SiteSupport

/// The build cache: each walkthrough folder's result (its validated walkthrough, diagnostics and
/// rendered files), kept beside the output in `.output.cache/` under the digest of everything it
/// was made from, so a build reuses every folder whose digest it finds.
///
/// A folder's digest covers the build's other inputs (build-site's version and the file it runs
/// from, libcmark's version, the options, the templates, what the encoders can write), the folder's path, and the path and bytes of each of its own page
/// and settings files. What else it read (its images, found or not) is known only once it is
/// validated: its entry records their state then, and is reused only while they are all as they
/// were. Nothing is taken from file times, inode numbers or the output.
///
/// An entry is one file: a line of JSON (an `Entry`), then the bytes of the rendered files one
/// after the other, the walkthrough's `manifest.json` first. It is written beside its place and
/// renamed there (never rewritten in place, so it can be mapped rather than read), and checked
/// whole, its rendered bytes against their digest, so a killed build, a damaged entry or one
/// edited by hand is a miss, never a page of the output. The manifest is decoded only when
/// someone asks for it.
package struct FolderCache: BesideOutput, Sendable {
    package static let suffix = "cache"
    package let folder: URL
    package let key: String

    /// The cache beside `output` for builds whose other `inputs` (build-site's version, the
    /// options, the templates, what the encoders can write: all that decides the output besides
    /// the content) are these; they are part of every folder's digest.
    package init(for output: URL, inputs: [String]) {
        self.folder = Self.location(for: output)
        self.key = SHA256.hex((["cache \(Self.format)"] + inputs).joined(separator: "\u{0}"))
    }

    /// The layout of an entry; a new one makes every entry a miss.
    private static let format = 6

    /// What an entry's first line holds: the folder's result, its walkthrough but for the manifest.
    private struct Entry: Codable {
        var folder: String
        var walkthrough: CachedWalkthrough?
        var diagnostics: [Diagnostic]
        var images: [String: String]
        var variants: [String: ImageVariant]
        var clips: [String: ClipVariant]
        var frames: [String: ClipFrame]
        /// The state (`state(of:in:)`) of each input of the result when it was made.
        var inputs: [String: String]
        /// The rendered files, in the order their bytes follow the first line, and the XXH64
        /// digest of those bytes.
        var files: [File]
        var filesDigest: String

        struct CachedWalkthrough: Codable {
            var path: String
            var summary: Walkthrough.Summary

        }

        struct File: Codable {
            var path: String
            var size: Int
        }

        var size: Int { files.reduce(0) { $0 + $1.size } }
    }

    /// What the cache holds for a content folder.
    package struct Lookup: Sendable {
        /// Each walkthrough folder's digest.
        package var digests: [String: String] = [:]
        /// The results found, by folder, and their rendered files by output path (parts of the entries).
        package var results: [String: FolderResult] = [:]
        package var files: [String: OutputFile] = [:]
    }

    /// Digests every walkthrough folder of `snapshot` (reading its own files) and reads the entries
    /// found under those digests whose inputs are as they were; on all cores.
    package func lookUp(_ snapshot: ContentSnapshot, index: ContentIndex) -> Lookup {
        let found = ConcurrentMap.map(index.walkthroughFolders) { folder -> (digest: String, entry: (FolderResult, [String: OutputFile])?) in
            let digest = self.digest(of: folder, ownFiles: index.ownFiles[folder, default: []], in: snapshot)
            return (digest, entry(at: digest, of: folder, in: snapshot))
        }
        var lookup = Lookup()
        for (folder, (digest, entry)) in zip(index.walkthroughFolders, found) {
            lookup.digests[folder] = digest
            guard let (result, files) = entry else { continue }
            lookup.results[folder] = result
            lookup.files.merge(files) { first, _ in first }
        }
        return lookup
    }

    /// Keeps each of `results` with its rendered files (taken from `files` by output path), under
    /// the digests of `lookup`, then removes every entry but those of `lookup`'s folders.
    package func store(_ results: [FolderResult], files: [String: OutputFile], in snapshot: ContentSnapshot, lookup: Lookup) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = ConcurrentMap.map(results) { result in
            guard let walkthrough = result.walkthrough, let digest = lookup.digests[result.folder] else { return }
            let paths = OutputLayout.paths(of: walkthrough)  // the manifest first
            let bytes = paths.map { path -> Data in if case .data(let data)? = files[path] { data } else { Data() } }
            let payload = bytes.reduce(Data(), +)
            let entry = Entry(folder: result.folder, walkthrough: Entry.CachedWalkthrough(path: walkthrough.path, summary: walkthrough.summary),
                              diagnostics: result.diagnostics, images: result.media.images, variants: result.media.variants,
                              clips: result.media.clips, frames: result.media.frames,
                              inputs: Dictionary(uniqueKeysWithValues: result.media.inputs.map { ($0, Self.state(of: $0, in: snapshot)) }),
                              files: zip(paths, bytes).map { Entry.File(path: $0, size: $1.count) }, filesDigest: payload.withUnsafeBytes(XXH64.hex))
            guard let line = try? JSONEncoder().encode(entry) else { return }
            writeAtomically([line, Data([0x0A]), payload], to: folder.appendingPathComponent(digest))
        }
        let kept = Set(lookup.digests.values)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !kept.contains(name) {
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// The digest of a walkthrough folder's own files: their paths and bytes, with the key.
    private func digest(of walkthroughFolder: String, ownFiles: [String], in snapshot: ContentSnapshot) -> String {
        let parts = ownFiles.sorted().map { $0 + "\u{0}" + Self.state(of: $0, in: snapshot) }
        return SHA256.hex(([key, walkthroughFolder] + parts).joined(separator: "\u{0}"))
    }

    /// The result and files of the entry at `digest`, when it is whole (its length and its files'
    /// digest), it is the folder's, and every input is as it was.
    private func entry(at digest: String, of folder: String, in snapshot: ContentSnapshot) -> (FolderResult, [String: OutputFile])? {
        guard let data = mappedBytes(of: self.folder.appendingPathComponent(digest).path), let newline = data.firstIndex(of: 0x0A),
              let entry = try? JSONDecoder().decode(Entry.self, from: data[..<newline]), entry.folder == folder,
              let cached = entry.walkthrough, cached.path == folder, data.endIndex - newline - 1 == entry.size,
              data[(newline + 1)...].withUnsafeBytes(XXH64.hex) == entry.filesDigest,
              entry.inputs.allSatisfy({ $0.value == Self.state(of: $0.key, in: snapshot) }) else { return nil }
        var files: [String: OutputFile] = [:]
        var start = newline + 1
        for file in entry.files {
            files[file.path] = .data(data[start..<start + file.size])
            start += file.size
        }
        guard case .data(let manifest)? = files[OutputLayout.manifestPath(at: cached.path)] else { return nil }
        let walkthrough = Walkthrough(path: cached.path, summary: cached.summary, publishedManifest: manifest)
        guard Set(files.keys) == Set(OutputLayout.paths(of: walkthrough)) else { return nil }
        let media = FolderMedia(images: entry.images, variants: entry.variants, clips: entry.clips, frames: entry.frames, inputs: Set(entry.inputs.keys))
        return (FolderResult(folder: entry.folder, walkthrough: walkthrough, diagnostics: entry.diagnostics, media: media), files)
    }

    /// What is at `path` in `snapshot`, as text: a file's digest, or the kind of entry there.
    private static func state(of path: String, in snapshot: ContentSnapshot) -> String {
        switch snapshot.entries[path] {
        case .file(let file)?: return "file " + file.digest
        case let entry?: return "\(entry)"
        case nil: return "missing"
        }
    }
}
