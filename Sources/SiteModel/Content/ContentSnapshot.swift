import Foundation
import SiteSupport

/// A `content/` folder as a value: every entry, and each file's bytes read on first use. The
/// only place the builder reads content from disk; everything after it works on this value.
package struct ContentSnapshot: Sendable {
    /// One entry of the folder.
    package enum Entry: Sendable, Equatable {
        /// A file the builder reads (pages, settings, images), read on first use.
        case file(ContentFile)
        /// A file of another type: known to exist, not read.
        case otherFile
        case folder
        /// A file larger than the limit for its kind.
        case tooLarge(size: Int, limit: Int)
        /// A symbolic link whose target is outside the content folder.
        case linkOutside(target: String)
        /// A symbolic link that cannot be followed to anything: why is `fault`.
        case brokenLink(target: String, fault: LinkFault)
        case unreadable(reason: String)
    }

    /// Why a symbolic link leads nowhere.
    package enum LinkFault: Sendable, Equatable {
        /// Its target does not exist.
        case missing
        /// It goes round a loop of symbolic links (or a chain longer than the system follows).
        case loop

        /// The link's fault as the end of "a link to 'x', which …".
        package var clause: String {
            switch self {
            case .missing: "does not exist"
            case .loop: "goes round a loop of symbolic links"
            }
        }
    }

    /// The content folder as the user named it (`content`), the prefix of every diagnostic path.
    package var displayPath: String
    /// Every entry by path relative to the content folder, with `/` separators.
    package var entries: [String: Entry]

    /// The largest page or settings file read, in bytes.
    package static let pageSizeLimit = 1 << 20
    /// The largest image read, in bytes.
    package static let imageSizeLimit = 20 << 20
    /// The largest clip read, in bytes: a raw screen recording of 20 seconds.
    package static let clipSizeLimit = 200 << 20

    package init(displayPath: String, entries: [String: Entry]) {
        self.displayPath = displayPath
        self.entries = entries
    }

    /// The path of `relative` as diagnostics show it.
    package func display(_ relative: String) -> String {
        if relative.isEmpty { return displayPath }
        return displayPath.isEmpty || displayPath == "." ? relative : displayPath + "/" + relative
    }

    /// Reads the folder at `url`: every entry below it but hidden ones. Symbolic links to folders
    /// are not followed (recorded as `linkOutside` when they leave the folder), so link loops
    /// cannot hang the build. A folder that cannot be listed is an error, not an empty folder.
    package static func load(from url: URL, displayPath: String) throws(BuildError) -> ContentSnapshot {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw BuildError.missingContent(displayPath)
        }
        let root = url.resolvingSymlinksInPath().standardizedFileURL.path
        var snapshot = ContentSnapshot(displayPath: displayPath, entries: [:])
        let top = try snapshot.entries(below: url.path, relative: "", root: root, descending: false)
        snapshot.entries = top
        // The top-level folders (the walkthroughs, mostly) on all cores.
        let folders = top.filter { $0.value == .folder }.keys.sorted()
        let walker = snapshot
        let below = ConcurrentMap.map(folders) { folder in
            Result { () throws(BuildError) in try walker.entries(below: url.path + "/" + folder, relative: folder, root: root) }
        }
        for result in below { snapshot.entries.merge(try result.get()) { first, _ in first } }
        return snapshot
    }

    /// The entries below the folder at `path` (`relative` to the content folder), and below its
    /// folders unless not `descending`.
    private func entries(below path: String, relative: String, root: String, descending: Bool = true) throws(BuildError) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        for name in try Self.names(in: path, displayPath: display(relative)) where !name.hasPrefix(".") {
            let entryPath = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard lstat(path + "/" + name, &status) == 0 else {
                entries[entryPath] = .unreadable(reason: String(cString: strerror(errno)))
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                entries[entryPath] = .folder
                if descending { entries.merge(try self.entries(below: path + "/" + name, relative: entryPath, root: root)) { first, _ in first } }
            case S_IFLNK:
                entries[entryPath] = Self.link(at: path + "/" + name, relative: entryPath, root: root)
            default:
                entries[entryPath] = Self.classify(path + "/" + name, relative: entryPath, size: Int(status.st_size))
            }
        }
        return entries
    }

    /// The names in the folder at `path`, with `readdir`; an error names the folder and the reason.
    private static func names(in path: String, displayPath: String) throws(BuildError) -> [String] {
        guard let folder = opendir(path) else { throw BuildError.unreadable(displayPath, reason: String(cString: strerror(errno))) }
        defer { closedir(folder) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else { break }
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) })
        }
        if errno != 0 { throw BuildError.unreadable(displayPath, reason: String(cString: strerror(errno))) }
        return names
    }

    /// A symbolic link: the folder or file it names when that exists inside the content folder.
    private static func link(at path: String, relative: String, root: String) -> Entry {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let written = { (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? target }
        var status = stat()
        guard stat(path, &status) == 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .brokenLink(target: written(), fault: .missing)
            case ELOOP: return .brokenLink(target: written(), fault: .loop)
            default:
                // A folder on the way that it may not open: outside content/, a link out of it.
                let reason = String(cString: strerror(errno))
                return target.hasPrefix(root + "/") ? .unreadable(reason: reason) : .linkOutside(target: written())
            }
        }
        guard target.hasPrefix(root + "/") else { return .linkOutside(target: written()) }
        return status.st_mode & S_IFMT == S_IFDIR ? .folder : classify(target, relative: relative, size: Int(status.st_size))
    }

    /// A file at `path`, from its size: read later, and only when it is of a kind the builder reads.
    private static func classify(_ path: String, relative: String, size: Int) -> Entry {
        let name = relative.fileName
        let fileExtension = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { name[name.index(after: $0)...].lowercased() } ?? ""
        let limit: Int
        if fileExtension == "md" || name == "walkthrough.yml" {
            limit = pageSizeLimit
        } else if ImageFormat(fileExtension: fileExtension) != nil {
            limit = imageSizeLimit
        } else if ClipFormat(fileExtension: fileExtension) != nil {
            limit = clipSizeLimit
        } else {
            return .otherFile
        }
        if size > limit { return .tooLarge(size: size, limit: limit) }
        return .file(ContentFile(at: path, size: size))
    }

    package static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
