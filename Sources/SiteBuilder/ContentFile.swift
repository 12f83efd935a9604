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
    private let path: String?
    private var loaded: Result<Data, ReadError>?
    private let lock = NSLock()

    /// Why a file's bytes could not be read.
    public struct ReadError: Error, Sendable, Equatable {
        public var reason: String
    }

    /// A file whose bytes are already in memory (tests, generated content).
    public init(data: Data) {
        fingerprint = Fingerprint(size: data.count, modified: 0)
        path = nil
        loaded = .success(data)
    }

    init(path: String, fingerprint: Fingerprint) {
        self.path = path
        self.fingerprint = fingerprint
    }

    /// The file's bytes, read from disk the first time they are asked for.
    public var contents: Result<Data, ReadError> {
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
        lhs === rhs || (lhs.fingerprint == rhs.fingerprint && lhs.path == rhs.path && lhs.path != nil)
    }
}
