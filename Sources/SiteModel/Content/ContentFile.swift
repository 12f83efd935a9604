import Foundation
import SiteSupport

/// A file of the content folder: its size at once, its bytes and their digest on first use.
///
/// A file is read at most once, so every reader (the validator, the cache, the publisher) sees
/// the same bytes.
package final class ContentFile: @unchecked Sendable, Equatable {
    /// The size `lstat` found (or of the bytes given).
    package let size: Int
    /// The absolute path of the bytes; `nil` for a file made in memory.
    private let path: String?
    private var loaded: Result<Data, ReadError>?
    private var digestText: String?
    private let lock = NSLock()

    /// Why a file's bytes could not be read.
    package struct ReadError: Error, Sendable, Equatable {
        package var reason: String
    }

    /// A file whose bytes are already in memory (tests, generated content).
    package init(data: Data) {
        size = data.count
        path = nil
        loaded = .success(data)
    }

    /// The file at the absolute `path`, of `size` bytes.
    package init(at path: String, size: Int) {
        self.path = path
        self.size = size
    }

    /// The file's bytes, read from disk the first time they are asked for.
    package var contents: Result<Data, ReadError> {
        lock.withLock {
            if let loaded { return loaded }
            let result = Self.read(path ?? "", size: size)
            loaded = result
            return result
        }
    }

    /// The XXH64 digest of the bytes, in hexadecimal, as the build cache names content; for a
    /// file that cannot be read, the reason.
    package var digest: String {
        if let digestText = lock.withLock({ digestText }) { return digestText }
        let digest: String
        switch contents {
        case .success(let bytes): digest = bytes.withUnsafeBytes(XXH64.hex)
        case .failure(let error): digest = "unreadable: " + error.reason
        }
        lock.withLock { digestText = digest }
        return digest
    }

    /// The first `size` bytes of the file at `path`: as many as it had when it was listed, which
    /// the size limits were checked against (fewer if it has shrunk since).
    private static func read(_ path: String, size: Int) -> Result<Data, ReadError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(ReadError(reason: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var data = Data(count: size)
        var count = 0
        while count < size {
            let read = data.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + count, size - count, off_t(count)) }
            if read < 0 && errno == EINTR { continue }
            if read < 0 { return .failure(ReadError(reason: String(cString: strerror(errno)))) }
            if read == 0 { break }
            count += read
        }
        data.count = count
        return .success(data)
    }

    package static func == (lhs: ContentFile, rhs: ContentFile) -> Bool {
        lhs === rhs || (lhs.path != nil && lhs.path == rhs.path && lhs.size == rhs.size)
    }
}
