import Foundation
import SiteModel
import SiteSupport
import Synchronization

/// A folder holding a site a build published (the output, or the site kept beside it to make the
/// next one in), read without trusting it: a file counts as the build's only when it is a regular
/// file, reached through real folders (no symbolic link), with the mode a build gives and the very
/// bytes the build would write; so a file edited, replaced or made private by hand is written
/// again. No build opens a published file for writing: a file is made anew or linked whole, so a
/// hard link never carries a write into an earlier output, a copy made with `cp -al`, or a file a
/// reader has open.
package final class PublishedTree: @unchecked Sendable {
    /// The folder, opened.
    package let root: Int32

    /// The mode of a file a build writes: 0644 less the process's umask.
    package static let fileMode: mode_t = {
        let mask = umask(0)
        umask(mask)
        return 0o644 & ~mask
    }()

    /// The folder at `path`; nil when there is none (or it is a link).
    package init?(at path: String) {
        _ = Self.fileMode  // read the umask now, before any thread writes a file
        root = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if root < 0 { return nil }
    }

    deinit { close(root) }

    /// The folder at `path` (relative to the tree, `""` for its top) opened for the caller to
    /// close; nil when it is not there as a folder, or a component of its path is a link.
    package func openFolder(_ path: String) -> Int32? {
        var descriptor = openat(root, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)  // its own offset for listing, unlike a dup
        for component in path.split(separator: "/") where descriptor >= 0 {
            let next = openat(descriptor, String(component), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            close(descriptor)
            descriptor = next
        }
        return descriptor >= 0 ? descriptor : nil
    }

    /// Whether the tree holds exactly `files` (by relative path): the same files with the same
    /// bytes, and no other file, folder or link.
    package func holdsExactly(_ files: [String: OutputFile]) -> Bool {
        guard let listed = listing(), listed.files == Set(files.keys), listed.folders == files.keys.enclosingFolders else { return false }
        let differs = Atomic(false)  // once one file differs, the rest need not be read
        _ = ConcurrentMap.map(files.keys.inBatchesByFolder) { batch in
            guard !differs.load(ordering: .relaxed) else { return }
            guard let folder = self.openFolder(batch[0].parentPath) else { return differs.store(true, ordering: .relaxed) }
            defer { close(folder) }
            let same = batch.allSatisfy { path in files[path]!.bytes.map { Self.holds($0, named: path.fileName, in: folder) } ?? false }
            if !same { differs.store(true, ordering: .relaxed) }
        }
        return !differs.load(ordering: .relaxed)
    }

    /// Whether `name` in the open folder `folder` is a regular file with a build's mode holding
    /// exactly `bytes`.
    package static func holds(_ bytes: Data, named name: String, in folder: Int32) -> Bool {
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_mode & 0o7777 == fileMode,
              status.st_size == bytes.count else { return false }
        return bytes.withUnsafeBytes { expected in
            withUnsafeTemporaryAllocation(byteCount: 65536, alignment: 16) { buffer in
                var offset = 0
                while offset < expected.count {
                    // A short read (a signal) is a difference too: the file is then written again.
                    let count = read(descriptor, buffer.baseAddress, min(buffer.count, expected.count - offset))
                    guard count > 0, memcmp(buffer.baseAddress!, expected.baseAddress! + offset, count) == 0 else { return false }
                    offset += count
                }
                return true
            }
        }
    }

    /// Every entry below the tree by relative path: the folders, and everything else (which
    /// `holds` takes only when it is a regular file); nil when a folder cannot be listed.
    package func listing() -> (files: Set<String>, folders: Set<String>)? {
        var files: Set<String> = [], folders: Set<String> = []
        var pending = [""]
        while let path = pending.popLast() {
            guard let folder = openFolder(path) else { return nil }
            defer { close(folder) }
            for (name, isFolder) in OutputWriter.entries(of: folder) {
                let entry = path.isEmpty ? name : path + "/" + name
                if isFolder { folders.insert(entry); pending.append(entry) } else { files.insert(entry) }
            }
        }
        return (files, folders)
    }
}

extension Collection<String> {
    /// The paths sorted, in runs of at most 64 that each lie in one folder: units of work on all
    /// cores that open their folder once.
    package var inBatchesByFolder: [[String]] {
        let byFolder = Dictionary(grouping: self, by: \.parentPath)
        return byFolder.keys.sorted().flatMap { byFolder[$0]!.sorted().chunked(into: 64) }
    }
}
