import Foundation

/// An in-memory copy of a `content/` folder: the only place the builder reads content from
/// disk. Everything after it works on this value.
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
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw BuildError.missingContent(displayPath)
        }
        let root = url.resolvingSymlinksInPath().standardizedFileURL.path
        var entries: [String: Entry] = [:]

        func walk(_ folder: String, relative: String) throws(BuildError) {
            let names: [String]
            do {
                names = try fileManager.contentsOfDirectory(atPath: folder)
            } catch {
                throw BuildError.unreadable(displayPath + (relative.isEmpty ? "" : "/" + relative), reason: Self.reason(error))
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder + "/" + name
                let relativePath = relative.isEmpty ? name : relative + "/" + name
                let attributes = try? fileManager.attributesOfItem(atPath: path)
                let type = attributes?[.type] as? FileAttributeType
                if type == .typeSymbolicLink {
                    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                    var targetIsFolder: ObjCBool = false
                    guard target.hasPrefix(root + "/"), fileManager.fileExists(atPath: target, isDirectory: &targetIsFolder) else {
                        entries[relativePath] = .linkOutside(target: (try? fileManager.destinationOfSymbolicLink(atPath: path)) ?? target)
                        continue
                    }
                    if targetIsFolder.boolValue {
                        entries[relativePath] = .folder
                    } else {
                        entries[relativePath] = read(target, relative: relativePath)
                    }
                } else if type == .typeDirectory {
                    entries[relativePath] = .folder
                    try walk(path, relative: relativePath)
                } else {
                    entries[relativePath] = read(path, relative: relativePath)
                }
            }
        }

        func read(_ path: String, relative: String) -> Entry {
            let fileExtension = (relative as NSString).pathExtension.lowercased()
            let limit: Int
            if fileExtension == "md" || relative.hasSuffix("walkthrough.yml") {
                limit = pageSizeLimit
            } else if ImageFormat(fileExtension: fileExtension) != nil {
                limit = imageSizeLimit
            } else {
                return .otherFile
            }
            var status = stat()
            guard stat(path, &status) == 0 else { return .unreadable(reason: String(cString: strerror(errno))) }
            let size = Int(status.st_size)
            if size > limit { return .tooLarge(size: size, limit: limit) }
            let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
            return .file(ContentFile(path: path, fingerprint: ContentFile.Fingerprint(size: size, modified: modified)))
        }

        try walk(url.path, relative: "")
        return ContentSnapshot(displayPath: displayPath, entries: entries)
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
