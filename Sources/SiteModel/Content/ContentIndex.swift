/// Where validation starts from in a content folder: each folder's own page and settings files,
/// and the symbolic links that are not followed (leaving the folder, or to nothing).
package struct ContentIndex: Sendable {
    /// Each folder's page (`*.md`) and settings (`walkthrough.yml`) files, in no order.
    package var ownFiles: [String: [String]] = [:]
    /// The folders with at least one page: the walkthroughs, sorted.
    package var walkthroughFolders: [String]
    /// Every symbolic link that leaves the content folder or names nothing, by path.
    package var links: [String] = []

    package init(_ snapshot: ContentSnapshot) {
        var pageFolders: Set<String> = []
        for (path, entry) in snapshot.entries {
            switch entry {
            case .linkOutside, .brokenLink: links.append(path)
            default: break
            }
            let name = path.fileName
            let isPage = name.utf8.count > 3 && name.hasSuffix(".md")
            guard isPage || name == "walkthrough.yml" else { continue }
            ownFiles[path.parentPath, default: []].append(path)
            if isPage { pageFolders.insert(path.parentPath) }
        }
        walkthroughFolders = pageFolders.sorted()
    }
}
