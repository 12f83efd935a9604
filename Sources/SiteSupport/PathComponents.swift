extension Sequence<String> {
    /// Every folder the paths lie in, at every level (`a` and `a/b` of `a/b/c`).
    package var enclosingFolders: Set<String> {
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
    package var parentPath: String {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(self[..<slash])
    }

    /// The last component of the path (`c` of `a/b/c`); the whole path when it has one.
    package var fileName: String {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return self }
        return String(self[index(after: slash)...])
    }
}
