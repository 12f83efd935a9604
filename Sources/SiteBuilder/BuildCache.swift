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
        try? data.write(to: url, options: .atomic)
    }

    /// The fingerprint of a file on disk, or `nil` when it is missing.
    static func fingerprint(of path: String) -> ContentFile.Fingerprint? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return ContentFile.Fingerprint(size: Int(status.st_size),
                                       modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec))
    }

    /// Fingerprints of every file below `folder`, by relative path.
    static func fingerprints(under folder: URL) -> [String: ContentFile.Fingerprint] {
        var result: [String: ContentFile.Fingerprint] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let path = enumerator.nextObject() as? String {
            let full = folder.appendingPathComponent(path).path
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
               let fingerprint = fingerprint(of: full) {
                result[path] = fingerprint
            }
        }
        return result
    }
}
