import CSystemCalls
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

        init(path: String, isFolder: Bool, isLink: Bool, fingerprint: ContentFile.Fingerprint, inode: UInt64, linkCount: Int) {
            (self.path, self.isFolder, self.isLink, self.fingerprint, self.inode, self.linkCount) = (path, isFolder, isLink, fingerprint, inode, linkCount)
        }

        /// The entry at `path` as `lstat` found it.
        init(path: String, status: stat) {
            let type = status.st_mode & S_IFMT
            self.init(path: path, isFolder: type == S_IFDIR, isLink: type == S_IFLNK, fingerprint: ContentFile.Fingerprint(status),
                      inode: UInt64(status.st_ino), linkCount: Int(status.st_nlink))
        }

        /// A folder at `path`, as `readdir`'s type tells it.
        init(folder path: String) {
            self.init(path: path, isFolder: true, isLink: false, fingerprint: ContentFile.Fingerprint(size: 0, modified: 0), inode: 0, linkCount: 0)
        }
    }

    /// The entries of a walk in order, as the walks of its top-level folders left them (not copied
    /// into one array: a large site's walk finds thousands).
    typealias Entries = FlattenSequence<[[Entry]]>

    /// Every entry below `root` except hidden ones, depth first, sorted by name within a folder.
    /// Symbolic links are reported, not followed. The top-level folders are walked on all cores,
    /// unless not `onAllCores`.
    static func entries(under root: String, includeHidden: Bool = false, readsStatus: Bool = true, onAllCores: Bool = true) -> [Entry] {
        Array(entries(under: [(root, includeHidden)], readsStatus: readsStatus, onAllCores: onAllCores)[0])
    }

    /// A file's device and inode, from a `stat` result: what it is, wherever it is named.
    static func identity(_ status: stat) -> String { "\(status.st_dev):\(status.st_ino)" }

    /// The inode change time of a `stat` result, in nanoseconds since 1970.
    static func changeTime(_ status: stat) -> Int64 {
        Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
    }

    /// What a root is known to hold (for example what a build published): the files below each top-level folder,
    /// by the folder's name, as they were when the root (the folder `folder`, as `device:inode`)
    /// was sealed at `sealed` (an inode change time in nanoseconds). A top-level folder whose
    /// folders all changed before then is listed from it, a `stat` per folder and file, without
    /// being opened and read.
    struct KnownListing: Sendable {
        var folder: String
        var sealed: Int64
        /// Runs of newline-separated paths relative to the root.
        var runsByTopFolder: [String: [String]]
    }

    /// `entries(under:)` for several roots at once: the top-level folders of all of them share the
    /// cores. A root's `known` listing spares reading the folders that have not changed since.
    static func entries(under roots: [(path: String, includeHidden: Bool)], known: [KnownListing?] = [],
                        readsStatus: Bool = true, onAllCores: Bool = true) -> [Entries] {
        // Folders are opened relative to their parent's descriptor: no path is looked up twice.
        let descriptors = roots.map { open($0.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        defer { for descriptor in descriptors where descriptor >= 0 { close(descriptor) } }
        let tops = zip(roots, descriptors).map { root, descriptor in
            descriptor < 0 ? [] : listing(of: descriptor, relative: "", includeHidden: root.includeHidden, readsStatus: readsStatus)
        }
        // Knowledge of a root holds only for the folder it was taken of.
        let known = roots.indices.map { index -> KnownListing? in
            var status = stat()
            guard index < known.count, let listing = known[index], descriptors[index] >= 0, fstat(descriptors[index], &status) == 0,
                  identity(status) == listing.folder else { return nil }
            return listing
        }
        let jobs = tops.indices.flatMap { index in tops[index].filter(\.isFolder).map { (root: index, folder: $0.path) } }
        let walkJob = { @Sendable (job: (root: Int, folder: String)) in
            if let listing = known[job.root], let runs = listing.runsByTopFolder[job.folder],
               let entries = sealedEntries(of: runs.flatMap { $0.utf8.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) } },
                                           below: job.folder,
                                           in: descriptors[job.root], sealedAt: listing.sealed) {
                return entries
            }
            return walk(job.folder, in: descriptors[job.root], relative: job.folder, includeHidden: roots[job.root].includeHidden, readsStatus: readsStatus)
        }
        let subtrees = onAllCores ? ConcurrentMap.map(jobs, walkJob) : jobs.map(walkJob)
        var next = subtrees.makeIterator()
        return tops.map { top in
            // Each run of top-level entries up to a folder, then what is below that folder.
            var segments: [[Entry]] = []
            var run: [Entry] = []
            for entry in top {
                run.append(entry)
                if entry.isFolder, let below = next.next() {
                    segments.append(run)
                    segments.append(below)
                    run = []
                }
            }
            segments.append(run)
            return segments.joined()
        }
    }

    /// The entries below the top-level folder `top` of the open folder `root` (as `walk` lists
    /// them: `top` itself not among them), from the `files` known to be below it: the folders they
    /// lie in, each checked to be a folder that changed before `sealed`, and the files, each looked
    /// up; `nil` when a folder or file is not as known.
    private static func sealedEntries(of files: [String], below top: String, in root: Int32, sealedAt sealed: Int64) -> [Entry]? {
        var status = stat()
        var folders: Set<String> = []
        var entries: [Entry] = []
        entries.reserveCapacity(files.count * 2)
        for file in files {
            var folder = file.parentPath
            while !folder.isEmpty && folders.insert(folder).inserted {
                guard fstatat(root, folder, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFDIR,
                      changeTime(status) < sealed else { return nil }
                if folder != top { entries.append(Entry(folder: folder)) }
                folder = folder.parentPath
            }
            guard fstatat(root, file, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            entries.append(Entry(path: file, status: status))
        }
        return folders.contains(top) ? entries : nil
    }

    /// The entries below the folder `name` of the open folder `parent`.
    private static func walk(_ name: String, in parent: Int32, relative: String, includeHidden: Bool, readsStatus: Bool) -> [Entry] {
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var result: [Entry] = []
        let prefixLength = relative.utf8.count + 1
        for entry in listing(of: descriptor, relative: relative, includeHidden: includeHidden, readsStatus: readsStatus) {
            result.append(entry)
            if entry.isFolder {
                let name = String(Substring(entry.path.utf8.dropFirst(prefixLength)))
                result.append(contentsOf: walk(name, in: descriptor, relative: entry.path, includeHidden: includeHidden, readsStatus: readsStatus))
            }
        }
        return result
    }

    /// The names in the open folder `descriptor`, with their types and inodes as the folder tells them.
    private static func names(in descriptor: Int32, includeHidden: Bool) -> [(name: String, type: UInt8, inode: UInt64)] {
        var names: [(name: String, type: UInt8, inode: UInt64)] = []
        func add(_ name: String, _ type: UInt8, _ inode: UInt64) {
            if name == "." || name == ".." || (!includeHidden && name.utf8.first == UInt8(ascii: ".")) { return }
            names.append((name, type, inode))
        }
        #if os(Linux)
        // `getdents64` records: inode (8 bytes), offset (8), length (2), type (1), name (NUL-terminated).
        let complete = withUnsafeTemporaryAllocation(byteCount: 32_768, alignment: 8) { buffer -> Bool in
            while true {
                let count = read_directory(descriptor, buffer.baseAddress, buffer.count)
                if count == 0 { return true }
                if count < 0 { return errno == ENOSYS ? false : true }
                var offset = 0
                while offset < count {
                    let length = Int(buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt16.self))
                    guard length > 0 else { return true }
                    let name = String(cString: (buffer.baseAddress! + offset + 19).assumingMemoryBound(to: CChar.self))
                    add(name, buffer.load(fromByteOffset: offset + 18, as: UInt8.self), buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset += length
                }
            }
        }
        if complete { return names }
        #endif
        guard let directory = fdopendir(dup(descriptor)) else { return names }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            add(name, entry.pointee.d_type, UInt64(entry.pointee.d_ino))
        }
        return names
    }

    /// The entries of the open folder `descriptor`, sorted by name: its names, then `fstatat`
    /// relative to it for everything but sub-folders, whose type the folder tells and whose times
    /// nobody needs; without `readsStatus`, only for what the folder cannot tell the type of.
    private static func listing(of descriptor: Int32, relative: String, includeHidden: Bool, readsStatus: Bool) -> [Entry] {
        var names = names(in: descriptor, includeHidden: includeHidden)
        names.sort { $0.name < $1.name }
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
                result.append(Entry(folder: prefix + name))
                continue
            }
            var status = stat()
            guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            result.append(Entry(path: prefix + name, status: status))
        }
        return result
    }
}

extension FileTree {
    /// The files (not folders) of `entries` by relative path.
    static func filesByPath<Entries: Sequence<Entry>>(_ entries: Entries) -> [String: Entry] {
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
