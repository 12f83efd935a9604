import Foundation

/// A fast walk of a folder with `readdir` and `fstatat`: one system call per entry.
enum FileTree {
    struct Entry {
        var path: String
        var isFolder: Bool
        var isLink: Bool
        var fingerprint: ContentFile.Fingerprint
        /// The file's identity on its device, and how many names it has (hard links).
        var inode: UInt64
        var linkCount: Int
        // Folders found by `readdir`'s type carry no fingerprint, inode or link count (zeros), nor
        // do files of a walk without `readsStatus` (their inode is `readdir`'s).
    }

    /// Every entry below `root` except hidden ones, depth first, sorted by name within a folder.
    /// Symbolic links are reported, not followed. The top-level folders are walked on all cores.
    static func entries(under root: String, includeHidden: Bool = false, readsStatus: Bool = true) -> [Entry] {
        entries(under: [(root, includeHidden)], readsStatus: readsStatus)[0]
    }

    /// `entries(under:)` for several roots at once: the top-level folders of all of them share the cores.
    static func entries(under roots: [(path: String, includeHidden: Bool)], readsStatus: Bool = true) -> [[Entry]] {
        let tops = roots.map { listing(of: $0.path, relative: "", includeHidden: $0.includeHidden, readsStatus: readsStatus) }
        let jobs = tops.indices.flatMap { index in tops[index].filter(\.isFolder).map { (root: index, folder: $0.path) } }
        let subtrees = ConcurrentMap.map(jobs) { job in
            walk(roots[job.root].path + "/" + job.folder, relative: job.folder, includeHidden: roots[job.root].includeHidden, readsStatus: readsStatus)
        }
        var next = subtrees.makeIterator()
        return tops.map { top in
            var result: [Entry] = []
            for entry in top {
                result.append(entry)
                if entry.isFolder, let below = next.next() { result.append(contentsOf: below) }
            }
            return result
        }
    }

    private static func walk(_ folder: String, relative: String, includeHidden: Bool, readsStatus: Bool) -> [Entry] {
        var result: [Entry] = []
        for entry in listing(of: folder, relative: relative, includeHidden: includeHidden, readsStatus: readsStatus) {
            result.append(entry)
            if entry.isFolder {
                let name = entry.path.lastIndex(of: "/").map { entry.path[entry.path.index(after: $0)...] } ?? entry.path[...]
                result.append(contentsOf: walk(folder + "/" + name, relative: entry.path, includeHidden: includeHidden, readsStatus: readsStatus))
            }
        }
        return result
    }

    /// The entries of one folder, sorted by name: `readdir`, then `fstatat` relative to the folder
    /// for everything but sub-folders, whose type `readdir` tells and whose times nobody needs;
    /// without `readsStatus`, only for what `readdir` cannot tell the type of.
    private static func listing(of folder: String, relative: String, includeHidden: Bool, readsStatus: Bool) -> [Entry] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [(name: String, type: UInt8, inode: UInt64)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name == "." || name == ".." || (!includeHidden && name.hasPrefix(".")) { continue }
            names.append((name, entry.pointee.d_type, UInt64(entry.pointee.d_ino)))
        }
        names.sort { $0.name < $1.name }
        let descriptor = dirfd(directory)
        let prefix = relative.isEmpty ? "" : relative + "/"
        var result: [Entry] = []
        result.reserveCapacity(names.count)
        for (name, type, inode) in names {
            let isFolder = type == UInt8(DT_DIR)
            if !readsStatus && !isFolder && (type == UInt8(DT_REG) || type == UInt8(DT_LNK)) {
                result.append(Entry(path: prefix + name, isFolder: false, isLink: type == UInt8(DT_LNK),
                                    fingerprint: ContentFile.Fingerprint(size: 0, modified: 0), inode: inode, linkCount: 0))
                continue
            }
            guard !isFolder else {
                result.append(Entry(path: prefix + name, isFolder: true, isLink: false, fingerprint: ContentFile.Fingerprint(size: 0, modified: 0),
                                    inode: 0, linkCount: 0))
                continue
            }
            var status = stat()
            guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            let type = status.st_mode & S_IFMT
            let fingerprint = ContentFile.Fingerprint(
                size: Int(status.st_size), modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec))
            result.append(Entry(path: prefix + name, isFolder: type == S_IFDIR, isLink: type == S_IFLNK,
                                fingerprint: fingerprint, inode: UInt64(status.st_ino), linkCount: Int(status.st_nlink)))
        }
        return result
    }
}

extension FileTree {
    /// The files (not folders) of `entries` by relative path.
    static func filesByPath(_ entries: [Entry]) -> [String: Entry] {
        Dictionary(entries.filter { !$0.isFolder }.map { ($0.path, $0) }) { first, _ in first }
    }

    /// Every file below `folder` (hidden ones too), by relative path.
    static func files(under folder: URL) -> [String: Entry] {
        filesByPath(entries(under: folder.path, includeHidden: true))
    }

    /// Removes `path` and everything below it, like `rm -rf`, on all cores: files in batches, then
    /// folders deepest first. Links are removed, not followed. Best effort: what cannot be removed stays.
    static func remove(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        let below = entries(under: path, includeHidden: true)
        let files = below.filter { !$0.isFolder }.map { path + "/" + $0.path }
        _ = ConcurrentMap.map(files.chunked(into: 64)) { batch in batch.forEach { unlink($0) } }
        let folders = Dictionary(grouping: below.filter(\.isFolder)) { $0.path.count(where: { $0 == "/" }) }
        for depth in folders.keys.sorted(by: >) {
            _ = ConcurrentMap.map(folders[depth]!.map { path + "/" + $0.path }) { rmdir($0) }
        }
        rmdir(path)
    }
}
