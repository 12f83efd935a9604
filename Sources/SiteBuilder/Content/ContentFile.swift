import Foundation

/// A file of the content folder: its fingerprint at once, its bytes on first use.
///
/// Reading lazily lets an incremental build skip the files of walkthroughs that did not change.
/// The bytes are read at most once, so every reader sees the same content.
public final class ContentFile: @unchecked Sendable, Equatable {
    /// Size and modification time: what decides whether a file changed between builds.
    public struct Fingerprint: Codable, Sendable, Hashable {
        public var size: Int
        /// Modification time in nanoseconds since 1970.
        public var modified: Int64
    }

    public let fingerprint: Fingerprint
    /// Where the bytes are: `relativePath` below `folder` (the content folder's path, shared by
    /// every file of a snapshot), or an absolute `relativePath` when `folder` is empty.
    private let folder: String
    private let relativePath: String?
    private var loaded: Result<Data, ReadError>?
    /// Locks shared by all files: a snapshot holds thousands of files, and each then costs one
    /// allocation instead of four. Reads are few and brief, so sharing costs no waiting.
    private static let locks = (0..<64).map { _ in NSLock() }
    private var lock: NSLock { Self.locks[Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(self).hashValue) % 64)] }

    /// Why a file's bytes could not be read.
    public struct ReadError: Error, Sendable, Equatable {
        public var reason: String
    }

    /// A file whose bytes are already in memory (tests, generated content).
    public init(data: Data) {
        fingerprint = Fingerprint(size: data.count, modified: 0)
        folder = ""
        relativePath = nil
        loaded = .success(data)
    }

    /// The file at `relativePath` below `folder`, or at the absolute `relativePath` when `folder` is empty.
    init(in folder: String, at relativePath: String, fingerprint: Fingerprint) {
        self.folder = folder
        self.relativePath = relativePath
        self.fingerprint = fingerprint
    }

    private var path: String? { relativePath.map { folder.isEmpty ? $0 : folder + "/" + $0 } }

    /// The file's bytes, read from disk the first time they are asked for.
    public var contents: Result<Data, ReadError> {
        let lock = self.lock
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        let result: Result<Data, ReadError>
        do {
            result = .success(try Data(contentsOf: URL(fileURLWithPath: path ?? "")))
        } catch {
            result = .failure(ReadError(reason: ContentSnapshot.reason(error)))
        }
        loaded = result
        return result
    }

    public static func == (lhs: ContentFile, rhs: ContentFile) -> Bool {
        lhs === rhs || (lhs.fingerprint == rhs.fingerprint && lhs.path == rhs.path && lhs.relativePath != nil)
    }
}

extension ContentFile.Fingerprint {
    /// What a content digest counts for a folder: its files count for themselves.
    static let folder = ContentFile.Fingerprint(size: -2, modified: 0)
    /// What a content digest counts for a symbolic link whose target does not exist.
    static let brokenLink = ContentFile.Fingerprint(size: -4, modified: 0)

    /// The size and modification time that `stat` found.
    init(_ status: stat) {
        self.init(size: Int(status.st_size), modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec))
    }
}
