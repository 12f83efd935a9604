import Foundation

// What tells an incremental build which parts of the content changed since the last one.

extension ContentSnapshot.Walk {
    /// A digest of every item's fingerprint (a link's is its target's) for each top-level
    /// subtree: a top-level folder with everything below it, by its name, and the top-level
    /// files together, under "". Any added, removed or changed file changes its subtree's;
    /// a walkthrough's result depends on a few subtrees only (`FolderResult.subtrees`).
    func subtreeDigests() -> [String: FingerprintTable.Digest] {
        var digests: [String: FingerprintTable.Digest] = [:]
        var subtree = "", digest = FingerprintTable.Digest()
        for item in items {
            // Depth first: a top-level item is followed by everything below it.
            if !item.path.utf8.contains(UInt8(ascii: "/")) {
                digests[subtree, default: FingerprintTable.Digest()] += digest
                (subtree, digest) = (FolderResult.subtree(of: item.path, isFolder: item.isFolder), FingerprintTable.Digest())
            }
            digest.add(item.path, fingerprint(of: item))
        }
        digests[subtree, default: FingerprintTable.Digest()] += digest
        return digests
    }

    private func fingerprint(of item: FileTree.Entry) -> ContentFile.Fingerprint {
        guard item.isLink else { return item.isFolder ? .folder : item.fingerprint }
        var status = stat()
        guard stat(url.path + "/" + item.path, &status) == 0 else { return .brokenLink }
        return ContentFile.Fingerprint(status)
    }
}
