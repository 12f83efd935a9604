import Foundation

/// A `content/` folder as a value: every entry, and each file's bytes read on first use. The
/// only place the builder reads content from disk; everything after it works on this value.
public struct ContentSnapshot: Sendable {
    /// One entry of the folder.
    public enum Entry: Sendable, Equatable {
        /// A file the builder reads (pages, settings, images), read on first use.
        case file(ContentFile)
        /// A file of another type: known to exist, not read.
        case otherFile
        case folder
        /// A file larger than the limit for its kind.
        case tooLarge(size: Int, limit: Int)
        /// A symbolic link whose target is outside the content folder, or does not exist.
        case linkOutside(target: String)
        case unreadable(reason: String)
    }

    /// The content folder as the user named it (`content`), the prefix of every diagnostic path.
    public var displayPath: String
    /// Every entry by path relative to the content folder, with `/` separators.
    public var entries: [String: Entry]

    /// The largest page or settings file read, in bytes.
    public static let pageSizeLimit = 1 << 20
    /// The largest image read, in bytes.
    public static let imageSizeLimit = 20 << 20

    public init(displayPath: String, entries: [String: Entry]) {
        self.displayPath = displayPath
        self.entries = entries
    }

    /// The path of `relative` as diagnostics show it.
    func display(_ relative: String) -> String {
        if relative.isEmpty { return displayPath }
        return displayPath.isEmpty || displayPath == "." ? relative : displayPath + "/" + relative
    }

    /// Reads the folder at `url`. Symbolic links to folders are not followed (recorded as
    /// `linkOutside` when they leave the folder), so link loops cannot hang the build.
    public static func load(from url: URL, displayPath: String) throws(BuildError) -> ContentSnapshot {
        try walk(url, displayPath: displayPath).snapshot()
    }

    /// A content folder walked but not yet sorted into entries: enough to tell whether anything
    /// changed since the last build.
    struct Walk: Sendable {
        var url: URL
        var displayPath: String
        var items: FileTree.Entries

        /// The snapshot: each item sorted by kind, links resolved, files ready to be read.
        func snapshot() -> ContentSnapshot {
            let fileManager = FileManager.default
            let root = url.resolvingSymlinksInPath().standardizedFileURL.path
            let base = url.path
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(items.count)
            for item in items {
                guard item.isLink else {
                    entries[item.path] = item.isFolder ? .folder : classify(base, item.path, relative: item.path, fingerprint: item.fingerprint)
                    continue
                }
                let path = base + "/" + item.path
                let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                var status = stat()
                guard target.hasPrefix(root + "/"), stat(target, &status) == 0 else {
                    entries[item.path] = .linkOutside(target: (try? fileManager.destinationOfSymbolicLink(atPath: path)) ?? target)
                    continue
                }
                if status.st_mode & S_IFMT == S_IFDIR {
                    entries[item.path] = .folder
                } else {
                    entries[item.path] = classify("", target, relative: item.path, fingerprint: ContentFile.Fingerprint(status))
                }
            }
            return ContentSnapshot(displayPath: displayPath, entries: entries)
        }

        /// A regular file at `path` below `folder` (see `ContentFile`), from its fingerprint: read
        /// later, and only when it is of a kind the builder reads.
        private func classify(_ folder: String, _ path: String, relative: String, fingerprint: ContentFile.Fingerprint) -> Entry {
            // The extension, by bytes: '/' and '.' are ASCII, so the slices fall on character boundaries.
            let utf8 = relative.utf8
            let nameStart = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
            let dot = utf8[nameStart...].lastIndex(of: UInt8(ascii: "."))
            let fileExtension = dot.map { String(relative[utf8.index(after: $0)...]).lowercased() } ?? ""
            let limit: Int
            if fileExtension == "md" || (fileExtension == "yml" && relative[nameStart...] == "walkthrough.yml") {
                limit = pageSizeLimit
            } else if ImageFormat(fileExtension: fileExtension) != nil {
                limit = imageSizeLimit
            } else {
                return .otherFile
            }
            if fingerprint.size > limit { return .tooLarge(size: fingerprint.size, limit: limit) }
            return .file(ContentFile(in: folder, at: path, fingerprint: fingerprint))
        }
    }

    /// Walks the content folder at `url`.
    static func walk(_ url: URL, displayPath: String) throws(BuildError) -> Walk {
        try checkReadable(url, displayPath: displayPath)
        return Walk(url: url, displayPath: displayPath, items: FileTree.entries(under: [(url.path, false)])[0])
    }

    /// Throws unless `url` is a folder the build can list.
    static func checkReadable(_ url: URL, displayPath: String) throws(BuildError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw BuildError.missingContent(displayPath)
        }
        guard access(url.path, R_OK | X_OK) == 0 else {
            throw BuildError.unreadable(displayPath, reason: String(cString: strerror(errno)))
        }
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
