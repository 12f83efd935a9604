extension Sequence<String> {
    /// Every folder the paths lie in, at every level (`a` and `a/b` of `a/b/c`).
    var enclosingFolders: Set<String> {
        var folders: Set<String> = []
        for path in self {
            var folder = path.parentPath
            while !folder.isEmpty && folders.insert(folder).inserted { folder = folder.parentPath }
        }
        return folders
    }
}

extension String {
    /// The path without its last component (`a/b` of `a/b/c`); empty for a single component.
    var parentPath: String {
        guard let slash = lastIndex(of: "/") else { return "" }
        return String(self[..<slash])
    }
}
