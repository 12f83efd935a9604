import Foundation
import WalkthroughManifest

/// What the last successful build made, kept beside the output folder
/// (`.output.build-cache.jsonl`) so the next build can reuse the walkthroughs whose inputs did not
/// change instead of reading and rendering them again.
///
/// JSON lines: a header, then three lines per walkthrough folder: its `FolderResult`, the table
/// of its inputs (one JSON string), and its manifest (empty when the folder has errors). A build
/// reads the results on all cores (with `JSONValue`), leaves the input tables and manifests as
/// bytes until something asks for one, and writes the lines of the folders it reused back as it
/// read them.
///
/// A cache is written while the output is published, and vouched for by the `BuildState` written
/// after both: its `generation` names the cache that goes with the output it describes.
struct BuildCache: Sendable, BesideOutput {
    static let suffix = "build-cache.jsonl"
    /// The layout of the lines; a cache with another is not read.
    static let format = 3

    /// Tool version, options and templates: any change here invalidates everything.
    var key: String
    /// A name of its own, random, that the build state written with it repeats.
    var generation: String
    /// The content's digest per top-level subtree when the cache was written (see
    /// `ContentSnapshot.Walk.subtreeDigests`): a folder whose subtrees all still have theirs is
    /// current without a look at its inputs.
    var subtreeDigests: [String: String] = [:]
    var folders: [String: FolderResult]
    /// The file the cache was read from, and the three lines of it each folder was read from (slices
    /// of its bytes, not copies), to write back while the folder is reused.
    private var source = Data()
    private var lines: [String: (record: Data, inputs: Data, manifest: Data)] = [:]

    private struct Header: Encodable {
        var format = BuildCache.format
        var key: String
        var generation: String
        var subtrees: [String: String]
    }

    init(key: String, folders: [String: FolderResult]) {
        self.key = key
        self.generation = Self.newGeneration()
        self.folders = folders
    }

    static func newGeneration() -> String { String(UInt64.random(in: .min ... .max), radix: 16) }

    /// The cache at `url` if it was made with `key`, its header read and its folders not yet
    /// (`readingFolders`): a build learns what changed while the rest is read.
    static func open(at url: URL, key: String) -> BuildCache? {
        // Mapped, not copied: most of the file is only ever written back (a cache is replaced by
        // renaming a new file over it, never changed in place).
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped), let newline = data.firstIndex(of: 0x0A),
              let header = JSONValue(parsing: data[..<newline]), header["format"]?.int == format, header["key"]?.string == key,
              let generation = header["generation"]?.string, let subtrees = header["subtrees"]?.object?.compactMapValues(\.string) else { return nil }
        var cache = BuildCache(key: key, folders: [:])
        cache.generation = generation
        cache.subtreeDigests = subtrees
        cache.source = data
        return cache
    }

    /// The cache with every folder's result read; `nil` when a line does not parse.
    func readingFolders() -> BuildCache? {
        let lines = Self.lines(of: source)
        guard lines.count % 3 == 1 else { return nil }
        let triples = stride(from: 1, to: lines.count, by: 3).map { (record: lines[$0], inputs: lines[$0 + 1], manifest: lines[$0 + 2]) }
        let folders = triples.map { triple -> FolderResult? in
            guard let record = JSONValue(parsing: triple.record), var result = FolderResult(cacheRecord: record, inputs: triple.inputs) else { return nil }
            if let walkthrough = result.walkthrough {
                result.walkthrough = Walkthrough(path: walkthrough.path, outline: walkthrough.outline, manifestJSON: triple.manifest)
            }
            return result
        }
        var cache = self
        for (triple, folder) in zip(triples, folders) {
            guard let folder else { return nil }
            cache.folders[folder.folder] = folder
            cache.lines[folder.folder] = triple
        }
        return cache
    }

    /// Writes the cache atomically, encoding again only the folders in `changed`; one that
    /// cannot be written only makes the next build slower. The lines of the other folders are
    /// written as they were read, each run of them in one piece, straight from the old file's bytes.
    func write(to url: URL, changed: Set<String>) {
        let encoder = SortedJSONEncoder(escapingSlashes: false)  // unescaped strings decode on the fast path
        guard let header = try? encoder.encode(Header(key: key, generation: generation, subtrees: subtreeDigests)) else { return }
        let names = folders.keys.sorted()
        let encoded = ConcurrentMap.map(names.filter { changed.contains($0) || lines[$0] == nil }) { [folders] folder -> (String, Data?) in
            let result = folders[folder]!.withoutBodies
            guard let record = try? encoder.encode(result), let manifest = try? result.walkthrough?.manifestJSON() ?? Data() else { return (folder, nil) }
            return (folder, record + [0x0A] + result.inputsRecord + [0x0A] + manifest + [0x0A])
        }
        let fresh = Dictionary(encoded, uniquingKeysWith: { first, _ in first })
        var chunks = [header + [0x0A]]
        var run: Range<Int>?  // of the old file, not yet added
        for folder in names {
            if let pair = fresh[folder] {
                guard let pair else { return }
                if let range = run { chunks.append(source[range]) }
                run = nil
                chunks.append(pair)
            } else if let known = lines[folder] {
                // All three lines with the newline after each: every line of the file ends with one.
                let range = known.record.startIndex..<known.manifest.endIndex + 1
                if let current = run, current.upperBound == range.lowerBound {
                    run = current.lowerBound..<range.upperBound
                } else {
                    if let current = run { chunks.append(source[current]) }
                    run = range
                }
            }
        }
        if let range = run { chunks.append(source[range]) }
        writeAtomically(chunks, to: url)
    }

    /// The lines of `data`, split at `\n` bytes; the last line ends with one.
    private static func lines(of data: Data) -> [Data] {
        let ranges = data.withUnsafeBytes { bytes -> [Range<Int>] in
            guard let base = bytes.baseAddress else { return [] }
            var ranges: [Range<Int>] = []
            var start = 0
            while start < bytes.count, let newline = memchr(base + start, 0x0A, bytes.count - start) {
                let end = base.distance(to: UnsafeRawPointer(newline))
                ranges.append(start..<end)
                start = end + 1
            }
            return ranges
        }
        return ranges.map { data[$0] }
    }
}
