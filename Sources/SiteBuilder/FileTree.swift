import Foundation

/// A fast walk of a folder with `readdir` and `lstat`: one system call per entry.
enum FileTree {
    struct Entry {
        var path: String
        var isFolder: Bool
        var isLink: Bool
        var fingerprint: ContentFile.Fingerprint
    }

    /// Every entry below `root` except hidden ones, depth first, sorted by name within a folder.
    /// Symbolic links are reported, not followed.
    static func entries(under root: String, includeHidden: Bool = false) -> [Entry] {
        var result: [Entry] = []
        func walk(_ folder: String, relative: String) {
            guard let directory = opendir(folder) else { return }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if name == "." || name == ".." || (!includeHidden && name.hasPrefix(".")) { continue }
                names.append(name)
            }
            closedir(directory)
            for name in names.sorted() {
                let path = folder + "/" + name
                let relativePath = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                let type = status.st_mode & S_IFMT
                let fingerprint = ContentFile.Fingerprint(
                    size: Int(status.st_size), modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec))
                result.append(Entry(path: relativePath, isFolder: type == S_IFDIR, isLink: type == S_IFLNK, fingerprint: fingerprint))
                if type == S_IFDIR { walk(path, relative: relativePath) }
            }
        }
        walk(root, relative: "")
        return result
    }
}
