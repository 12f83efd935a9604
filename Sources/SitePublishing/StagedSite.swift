import Foundation
import SiteModel

/// The folder beside the output where a build makes its site: it holds the site the output
/// replaced last time (the swap leaves it there), which the build brings to the new site's bytes,
/// so a rebuild makes only the folders and files that changed. Nothing in it is trusted: every
/// file is compared with the bytes the build would write (`PublishedTree`).
package enum StagedSite {
    /// Makes the folder at `path` hold exactly `files`: what it holds that the site has not is
    /// removed, missing folders made, and each file kept when it has the bytes already, else
    /// linked from `published` (the output) when that has them, else written anew.
    package static func make(_ files: [String: OutputFile], in path: String, reusing published: PublishedTree?) throws(OutputWriter.SystemError) {
        let (staged, present) = try emptiedOfStrays(at: path, keeping: files)
        let levels = Dictionary(grouping: files.keys.enclosingFolders.subtracting(present)) { $0.count(where: { $0 == "/" }) }
        for depth in levels.keys.sorted() {
            try OutputWriter.forEach(levels[depth]!) { folder throws(OutputWriter.SystemError) in
                if mkdirat(staged.root, folder, 0o755) != 0 { throw .init(code: errno) }
            }
        }
        try OutputWriter.forEach(files.keys.inBatchesByFolder) { batch throws(OutputWriter.SystemError) in
            try write(batch, of: files, in: staged, reusing: published)
        }
    }

    /// The folder at `path` holding nothing but folders and files the site has at those paths
    /// (made when missing, made anew when it cannot be read), and the folders it holds.
    private static func emptiedOfStrays(at path: String, keeping files: [String: OutputFile]) throws(OutputWriter.SystemError)
        -> (PublishedTree, folders: Set<String>) {
        if let staged = PublishedTree(at: path), let listed = staged.listing() {
            let folders = files.keys.enclosingFolders
            let strayFolders = listed.folders.subtracting(folders), strayFiles = listed.files.subtracting(files.keys)
            // What lies in a stray folder goes with it.
            for stray in strayFolders.union(strayFiles) where !strayFolders.contains(stray.parentPath) {
                guard let parent = staged.openFolder(stray.parentPath) else { continue }
                OutputWriter.removeEntry(stray.fileName, isFolder: strayFolders.contains(stray), in: parent)
                close(parent)
            }
            return (staged, listed.folders.subtracting(strayFolders))
        }
        OutputWriter.remove(path)
        guard mkdir(path, 0o755) == 0, let staged = PublishedTree(at: path) else { throw .init(code: errno) }
        return (staged, [])
    }

    /// Brings the files at `paths`, all in one folder, to their bytes in `staged`.
    private static func write(_ paths: [String], of files: [String: OutputFile], in staged: PublishedTree,
                              reusing published: PublishedTree?) throws(OutputWriter.SystemError) {
        guard let folder = staged.openFolder(paths[0].parentPath) else { throw .init(code: ENOENT) }
        defer { close(folder) }
        let earlier = published?.openFolder(paths[0].parentPath)
        defer { earlier.map { _ = close($0) } }
        for path in paths {
            guard let bytes = files[path]!.bytes else { throw .init(code: EIO) }
            let name = path.fileName
            if PublishedTree.holds(bytes, named: name, in: folder) { continue }
            if unlinkat(folder, name, 0) != 0 && errno != ENOENT { throw .init(code: errno) }
            if let earlier, PublishedTree.holds(bytes, named: name, in: earlier), linkat(earlier, name, folder, name, 0) == 0 { continue }
            try OutputWriter.store(bytes, at: name, in: folder)
        }
    }
}
