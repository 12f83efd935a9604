import Foundation

/// What a build knows of the previous site beside the output (`.output.previous`) once it has
/// published: that folder is the output the build replaced, which the build walked before, so it
/// is the new output but for the paths the build changed. The next build, when the output is
/// still exactly what this one wrote, takes the previous site's listing from its walk of the
/// output and a `stat` of each changed path and folder, instead of walking a second site.
///
/// Nothing is taken on trust that could have changed since: a rewrite of the folder keeps a flag
/// file in it until done (so a build killed part way is noticed), and every folder in it must be
/// as it was sealed: no entry added, removed or renamed (which would change the folder's
/// modification time) since its marker file was written, the last thing a rewrite does. Any doubt
/// and the folder is walked, as before. A file changed in place needs no check: the previous
/// site's files are either the output's own (the same inode, so the output's digest would change)
/// or among the changed paths, which are looked at afresh, and every file that stays is linked or
/// written over anyway.
struct PreviousSite: Sendable, Equatable, Encodable {
    /// The modification time, in nanoseconds since 1970, of the previous site's marker file.
    /// Text, since a JSON number cannot hold it exactly.
    var sealed: String
    /// The paths where the previous site and the new output differ, sorted.
    var changes: [String]

    /// At most this many changed paths are remembered: the build state, which every build reads,
    /// stays small, and a build that changed more (a full one) leaves the next to walk the folder.
    private static let maximumChanges = 256

    /// What is known of the output `before`, as walked, once replaced by `files`; `nil` when there
    /// was no output before (no previous site is left) or too much changed to remember.
    init?<Before: Collection<FileTree.Entry>>(replacing before: Before, with files: [String: OutputFile]) {
        guard let marker = before.first(where: { $0.path == OutputWriter.markerName && !$0.isFolder }) else { return nil }
        var folders = files.keys.enclosingFolders
        var changes: Set<String> = []
        for (path, file) in files {
            if case .unchanged = file { continue }  // linked: the same inode in both
            changes.insert(path)
        }
        for entry in before {
            if entry.isFolder ? folders.remove(entry.path) == nil : files[entry.path] == nil { changes.insert(entry.path) }
        }
        changes.formUnion(folders)  // the new site's folders that the old one lacked
        guard changes.count <= Self.maximumChanges else { return nil }
        self.sealed = String(marker.fingerprint.modified)
        self.changes = changes.sorted()
    }

    init?(cacheRecord record: JSONValue) {
        guard let sealed = record["sealed"]?.string, let changes = record["changes"]?.array(of: \.string) else { return nil }
        self.sealed = sealed
        self.changes = changes
    }

    /// The entries of the previous site at `root`, as a walk would list them (files with their
    /// inodes), from `output`, a walk of the output this knowledge describes; `nil` when the folder
    /// may no longer be as it was sealed.
    func entries<Output: Collection<FileTree.Entry>>(at root: String, besideOutputHolding output: Output) -> [FileTree.Entry]? {
        guard let sealed = Int64(sealed) else { return nil }
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        func lookUp(_ path: String) -> Bool {
            (path.isEmpty ? fstat(descriptor, &status) : fstatat(descriptor, path, &status, AT_SYMLINK_NOFOLLOW)) == 0
        }
        func isSealedFolder() -> Bool { status.st_mode & S_IFMT == S_IFDIR && ContentFile.Fingerprint(status).modified <= sealed }

        guard !lookUp(OutputWriter.unfinishedName) && errno == ENOENT,
              lookUp(OutputWriter.markerName), status.st_mode & S_IFMT == S_IFREG, ContentFile.Fingerprint(status).modified == sealed,
              lookUp(""), isSealedFolder() else { return nil }
        let changed = Set(changes)
        var entries: [FileTree.Entry] = []
        entries.reserveCapacity(output.count)
        for entry in output where !changed.contains(entry.path) {
            if entry.isFolder {
                guard lookUp(entry.path), isSealedFolder() else { return nil }
            }
            entries.append(entry)
        }
        for path in changes {
            guard lookUp(path) else {
                if errno == ENOENT || errno == ENOTDIR { continue }  // only the new output has it
                return nil
            }
            let entry = FileTree.Entry(path: path, status: status)
            if entry.isFolder && !isSealedFolder() { return nil }
            entries.append(entry)
        }
        return entries
    }
}
