import Foundation

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
        guard let data = try? JSONEncoder().encode(self) else { return }
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
