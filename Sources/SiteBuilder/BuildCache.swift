import Foundation

/// What the last successful build made, kept beside the output folder so the next build can
/// skip walkthroughs whose inputs did not change and link their files instead of rewriting them.
struct BuildCache: Codable {
    /// Tool version, options and templates: any change here invalidates everything.
    var key: String
    var folders: [String: FolderResult]
    /// Every file of the output as the build left it.
    var written: [String: ContentFile.Fingerprint]

    static func location(for output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).build-cache.json")
    }

    /// The cache at `url`, if it was made with `key`.
    static func read(at url: URL, key: String) -> BuildCache? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let cache = try? JSONDecoder().decode(BuildCache.self, from: data), cache.key == key else { return nil }
        return cache
    }

    /// Writes the cache beside the output, atomically; a cache that cannot be written only
    /// makes the next build a full one.
    func write(to url: URL) {
        guard let data = try? JSONEncoder().encode(self) else { return }
        writeAtomically(data, to: url)
    }

    /// The fingerprint of a file on disk, or `nil` when it is missing.
    static func fingerprint(of path: String) -> ContentFile.Fingerprint? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return ContentFile.Fingerprint(size: Int(status.st_size),
                                       modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec))
    }

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
struct BuildState: Codable {
    var key: String
    var content: [String: ContentFile.Fingerprint]
    var output: [String: ContentFile.Fingerprint]
    var summary: SiteSummary?
    var diagnostics: [Diagnostic]

    static func location(for output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).build-state.json")
    }

    static func read(at url: URL, key: String) -> BuildState? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let state = try? JSONDecoder().decode(BuildState.self, from: data), state.key == key else { return nil }
        return state
    }

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
