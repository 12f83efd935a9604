import Foundation

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
        var path = self
        // By bytes: '/' is ASCII, so the slice falls on a character boundary.
        return path.withUTF8 { bytes in
            bytes.lastIndex(of: UInt8(ascii: "/")).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) } ?? ""
        }
    }
}
