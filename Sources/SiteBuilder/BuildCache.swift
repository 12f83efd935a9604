import Foundation
import WalkthroughManifest

/// What the last successful build made, kept beside the output folder so the next build can
/// skip walkthroughs whose inputs did not change and link their files instead of rewriting them.
struct BuildCache: BuildRecord {
    static let suffix = "build-cache.json"

    /// Tool version, options and templates: any change here invalidates everything.
    var key: String
    var folders: [String: FolderResult]
    /// Every file of the output as the build left it.
    var written: [String: ContentFile.Fingerprint]

    /// Fingerprints of every file below `folder` (hidden ones too), by relative path.
    static func fingerprints(under folder: URL) -> [String: ContentFile.Fingerprint] {
        var result: [String: ContentFile.Fingerprint] = [:]
        for entry in FileTree.entries(under: folder.path, includeHidden: true) where !entry.isFolder {
            result[entry.path] = entry.fingerprint
        }
        return result
    }
}

/// The small record of the last successful build that lets a build with no change stop after
/// a `stat` of every file: content and output fingerprints, the summary and the warnings.
struct BuildState: BuildRecord {
    static let suffix = "build-state.json"

    var key: String
    var content: [String: ContentFile.Fingerprint]
    var output: [String: ContentFile.Fingerprint]
    var summary: SiteSummary?
    var diagnostics: [Diagnostic]

    private enum CodingKeys: String, CodingKey {
        case key, content, output, summary, diagnostics
    }

    init(key: String, content: [String: ContentFile.Fingerprint], output: [String: ContentFile.Fingerprint],
         summary: SiteSummary?, diagnostics: [Diagnostic]) {
        self.key = key
        self.content = content
        self.output = output
        self.summary = summary
        self.diagnostics = diagnostics
    }

    // The fingerprint tables are one string each: thousands of small JSON objects made
    // reading this file the slowest part of a build with nothing to do.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decode(String.self, forKey: .key)
        content = try Self.table(container.decode(String.self, forKey: .content))
        output = try Self.table(container.decode(String.self, forKey: .output))
        summary = try container.decodeIfPresent(SiteSummary.self, forKey: .summary)
        diagnostics = try container.decode([Diagnostic].self, forKey: .diagnostics)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(Self.text(content), forKey: .content)
        try container.encode(Self.text(output), forKey: .output)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encode(diagnostics, forKey: .diagnostics)
    }

    /// `size modified path` lines, sorted by path.
    static func text(_ table: [String: ContentFile.Fingerprint]) -> String {
        table.sorted { $0.key < $1.key }.map { "\($0.value.size) \($0.value.modified) \($0.key)" }.joined(separator: "\n")
    }

    static func table(_ text: String) throws -> [String: ContentFile.Fingerprint] {
        var table: [String: ContentFile.Fingerprint] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let size = Int(parts[0]), let modified = Int64(parts[1]) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "malformed fingerprint line"))
            }
            table[String(parts[2])] = ContentFile.Fingerprint(size: size, modified: modified)
        }
        return table
    }
}

/// A JSON file beside the output folder (`.output.<suffix>`) that remembers something of the
/// last build and holds only for builds with the same key (tool version, options, templates).
protocol BuildRecord: Codable {
    static var suffix: String { get }
    var key: String { get }
}

extension BuildRecord {
    static func location(for output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).\(suffix)")
    }

    /// The record at `url`, if it was made with `key`.
    static func read(at url: URL, key: String) -> Self? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let record = try? JSONDecoder().decode(Self.self, from: data), record.key == key else { return nil }
        return record
    }

    /// Writes the record atomically; one that cannot be written only makes the next build slower.
    func write(to url: URL) {
        guard let data = try? SortedJSONEncoder().encode(self) else { return }
        writeAtomically(data, to: url)
    }
}

/// Writes beside `url` under a temporary name, then renames: a killed build leaves the old file
/// or the new one, and `OutputWriter` removes a leftover temporary file on the next build.
func writeAtomically(_ data: Data, to url: URL) {
    let temporary = url.path + ".tmp-\(getpid())"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
    if rename(temporary, url.path) != 0 { unlink(temporary) }
}
