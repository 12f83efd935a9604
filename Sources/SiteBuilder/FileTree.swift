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

extension FileTree {
    /// Removes `path` and everything below it, like `rm -rf`, on all cores: files in batches, then
    /// folders deepest first. Links are removed, not followed. Best effort: what cannot be removed stays.
    static func remove(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        var folders: [(path: String, depth: Int)] = []
        var files: [String] = []
        func collect(_ folder: String, depth: Int) {
            folders.append((folder, depth))
            guard let directory = opendir(folder) else { return }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if name == "." || name == ".." { continue }
                let child = folder + "/" + name
                var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                    var status = stat()
                    isFolder = lstat(child, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
                }
                if isFolder { collect(child, depth: depth + 1) } else { files.append(child) }
            }
        }
        collect(path, depth: 0)
        let batches = stride(from: 0, to: files.count, by: 64).map { Array(files[$0..<min($0 + 64, files.count)]) }
        _ = ConcurrentMap.map(batches) { batch in batch.forEach { unlink($0) } }
        for level in Dictionary(grouping: folders, by: \.depth).sorted(by: { $0.key > $1.key }) {
            _ = ConcurrentMap.map(level.value.map(\.path)) { rmdir($0) }
        }
    }
}
