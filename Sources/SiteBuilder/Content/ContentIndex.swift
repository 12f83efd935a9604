/// Where validation starts from in a content folder: each folder's own page and settings files,
/// and the symbolic links (which may leave the folder). It needs only paths, so a build makes it
/// from its walk on another core while it sorts the walk into a `ContentSnapshot`.
struct ContentIndex: Sendable {
    /// Each folder's page (`*.md`) and settings (`walkthrough.yml`) files, in no order.
    var ownFiles: [String: [String]] = [:]
    /// The folders with at least one page: the walkthroughs, sorted.
    var walkthroughFolders: [String]
    /// Every symbolic link, by path; some may stay inside the content folder.
    var links: [String] = []

    /// The index of `paths`, each with whether it is a symbolic link.
    init<Paths: Sequence>(_ paths: Paths) where Paths.Element == (path: String, isLink: Bool) {
        var pageFolders: Set<String> = []
        for (path, isLink) in paths {
            if isLink { links.append(path) }
            guard let (folder, isPage) = Self.ownFile(path) else { continue }
            ownFiles[folder, default: []].append(path)
            if isPage { pageFolders.insert(folder) }
        }
        walkthroughFolders = pageFolders.sorted()
    }

    /// The index of a snapshot's entries (only the links that leave the folder are kept as such).
    init(_ snapshot: ContentSnapshot) {
        self.init(snapshot.entries.lazy.map { path, entry in
            if case .linkOutside = entry { (path, true) } else { (path, false) }
        })
    }

    /// The folder of `path` when it is a page file (as `PageFileName` reads them) or the settings
    /// file of its folder; `nil` for anything else.
    private static func ownFile(_ path: String) -> (folder: String, isPage: Bool)? {
        var path = path
        // By bytes: '/' is ASCII, so the slice falls on a character boundary.
        let found = path.withUTF8 { bytes -> (slash: Int?, isPage: Bool)? in
            var slash = bytes.count - 1
            while slash >= 0 && bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
            let name = UnsafeBufferPointer(rebasing: bytes[(slash + 1)...])
            let isPage = name.count > 3 && name[name.count - 3] == UInt8(ascii: ".") && name[name.count - 2] == UInt8(ascii: "m")
                && name[name.count - 1] == UInt8(ascii: "d")
            guard isPage || name.elementsEqual("walkthrough.yml".utf8) else { return nil }
            return (slash >= 0 ? slash : nil, isPage)
        }
        guard let found else { return nil }
        let folder = found.slash.map { String(decoding: path.utf8.prefix($0), as: UTF8.self) } ?? ""
        return (folder, found.isPage)
    }
}
