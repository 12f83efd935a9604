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
    static let format = 2

    /// Tool version, options and templates: any change here invalidates everything.
    var key: String
    /// A name of its own, random, that the build state written with it repeats.
    var generation: String
    /// The content's digest per top-level subtree when the cache was written (see
    /// `ContentSnapshot.Walk.subtreeDigests`): a folder whose subtrees all still have theirs is
    /// current without a look at its inputs.
    var subtreeDigests: [String: String] = [:]
    var folders: [String: FolderResult]
    /// The file the cache was read from, and the two lines of it each folder was read from (slices
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

/// The small record of the last successful build, written last, that lets a build with no change
/// stop after a `stat` of every file: digests of the content and output fingerprints, the
/// generation of the cache that goes with them, the summary and the warnings, and what is known
/// of the previous site beside the output.
struct BuildState: Encodable, BesideOutput {
    static let suffix = "build-state.json"

    var key: String
    var content: String
    var output: String
    var cache: String?
    var summary: SiteSummary?
    var diagnostics: [Diagnostic]
    var previous: PreviousSite?
    var published: PublishedOutput?

    /// The state at `url`, if it was made with `key` (read with `JSONValue`: this is all that a
    /// build with no change reads).
    static func read(at url: URL, key: String) -> BuildState? {
        read(at: url).flatMap { $0.key == key ? $0 : nil }
    }

    /// The state at `url`, whatever its key.
    static func read(at url: URL) -> BuildState? {
        guard let data = FileManager.default.contents(atPath: url.path), let state = JSONValue(parsing: data), let key = state["key"]?.string,
              let content = state["content"]?.string, let output = state["output"]?.string,
              let diagnostics = state["diagnostics"]?.array(of: Diagnostic.init(cacheRecord:)) else { return nil }
        var summary: SiteSummary?
        if let counts = state["summary"], counts != .null {
            guard let walkthroughs = counts["walkthroughs"]?.int, let pages = counts["pages"]?.int, let locales = counts["locales"]?.int else { return nil }
            summary = SiteSummary(walkthroughs: walkthroughs, pages: pages, locales: locales)
        }
        return BuildState(key: key, content: content, output: output, cache: state["cache"]?.string, summary: summary, diagnostics: diagnostics,
                          previous: state["previous"].flatMap(PreviousSite.init(cacheRecord:)),
                          published: state["published"].flatMap(PublishedOutput.init(cacheRecord:)))
    }

    func write(to url: URL) {
        guard let data = try? SortedJSONEncoder(escapingSlashes: false).encode(self) else { return }  // the paths read faster
        writeAtomically(data, to: url)
    }
}

/// File fingerprints as text: `size modified path` lines, sorted by path.
enum FingerprintTable {
    static func text(_ table: [String: ContentFile.Fingerprint]) -> String {
        table.sorted { $0.key < $1.key }.map { "\($0.value.size) \($0.value.modified) \($0.key)" }.joined(separator: "\n")
    }

    static func table(_ text: String) throws -> [String: ContentFile.Fingerprint] {
        var table: [String: ContentFile.Fingerprint] = [:]
        for line in text.utf8.split(separator: 0x0A) {
            let parts = line.split(separator: 0x20, maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let size = Int(Substring(parts[0])), let modified = Int64(Substring(parts[1])),
                  let path = String(parts[2]) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "malformed fingerprint line"))
            }
            table[path] = ContentFile.Fingerprint(size: size, modified: modified)
        }
        return table
    }

    /// A digest of the whole table that changes when any path or fingerprint does (see `Digest`).
    static func digest<Table: Sequence>(_ table: Table) -> String where Table.Element == (key: String, value: ContentFile.Fingerprint) {
        var digest = Digest()
        for (path, fingerprint) in table { digest.add(path, fingerprint) }
        return digest.text
    }

    /// A digest of a table built up an entry at a time: two 64-bit FNV-1a hashes of every entry,
    /// summed, so the order of entries does not matter and the digests of two halves of a table
    /// add up to the whole's. It detects changes; it is not meant to resist forged collisions.
    struct Digest: Equatable {
        private var first: UInt64 = 0, second: UInt64 = 0, count: UInt64 = 0

        mutating func add(_ path: String, _ fingerprint: ContentFile.Fingerprint) {
            var path = path
            let (a, b) = path.withUTF8 { bytes -> (UInt64, UInt64) in
                var a: UInt64 = 0xcbf29ce484222325, b: UInt64 = 0x84222325cbf29ce4
                for byte in bytes {
                    a = (a ^ UInt64(byte)) &* 0x100000001b3
                    b = ((b ^ UInt64(byte)) &* 0x100000001b3) ^ (b >> 29)
                }
                for word in [UInt64(bitPattern: Int64(fingerprint.size)), UInt64(bitPattern: fingerprint.modified)] {
                    a = (a ^ word) &* 0x100000001b3
                    b = ((b ^ word) &* 0x100000001b3) ^ (b >> 29)
                }
                return (a, b)
            }
            first &+= a
            second &+= b
            count += 1
        }

        static func += (sum: inout Digest, part: Digest) {
            sum.first &+= part.first
            sum.second &+= part.second
            sum.count += part.count
        }

        /// The digest of the tables that `parts` are the digests of, together.
        static func combining<Parts: Sequence>(_ parts: Parts) -> Digest where Parts.Element == Digest {
            parts.reduce(into: Digest()) { $0 += $1 }
        }

        var text: String { [first, second, count].map { String($0, radix: 16) }.joined(separator: "-") }
    }
}

/// A file that remembers something of the last build beside the output folder: `.output.SUFFIX`.
protocol BesideOutput {
    static var suffix: String { get }
}

extension BesideOutput {
    static func location(for output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).\(suffix)")
    }
}

/// Writes beside `url` under a temporary name, then renames: a killed build leaves the old file
/// or the new one, and `OutputWriter` removes a leftover temporary file on the next build.
func writeAtomically(_ data: Data, to url: URL) {
    writeAtomically([data], to: url)
}

/// `writeAtomically` of `chunks` one after the other.
func writeAtomically(_ chunks: [Data], to url: URL) {
    let temporary = url.path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    var complete = true
    for chunk in chunks where complete {
        complete = chunk.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
    if close(descriptor) != 0 { complete = false }
    if !complete || rename(temporary, url.path) != 0 { unlink(temporary) }
}
