import CImageCodec
import Foundation
import WalkthroughManifest

/// What the installed libvips can write, and its identity (part of every variant's key), found
/// when first asked: loading libvips takes about 40 ms, so a build reads what an earlier one
/// recorded beside the output while the library file is the same one, and loads it only when not.
final class ImageCapabilities: @unchecked Sendable {
    struct Found: Codable, Equatable {
        /// The library file, with its size and modification time when it was loaded.
        var library: String
        var size: Int
        var modified: Int
        var identity: String
        var writable: Set<String>
    }

    private let record: URL?
    private var found: Found?
    private let lock = NSLock()

    /// `record`: the file that keeps what was found (in the variant cache); `nil` to load libvips
    /// whenever asked.
    init(record: URL?) {
        self.record = record
    }

    /// Found by loading libvips now.
    static let loaded = ImageCapabilities(record: nil)

    /// The formats libvips can write; empty when it is not installed.
    var writable: Set<Page.Image.Format> { Set(value.writable.map(Page.Image.Format.init(rawValue:))) }

    /// Names libvips' version and build-site's encoding settings; empty when libvips is not installed.
    var identity: String { value.identity }

    /// Why libvips cannot be used, when it cannot.
    var failure: String? { value.library.isEmpty ? String(cString: image_codec_failure()) : nil }

    private var value: Found {
        lock.withLock {
            if let found { return found }
            let recorded = record.flatMap { try? JSONDecoder().decode(Found.self, from: Data(contentsOf: $0)) }
            if let recorded, !recorded.library.isEmpty, Self.fingerprint(of: recorded.library).map({ $0 == (recorded.size, recorded.modified) }) == true {
                found = recorded
            } else {
                found = Self.load()
                if let record, let found, !found.library.isEmpty, let data = try? JSONEncoder().encode(found) {
                    try? FileManager.default.createDirectory(at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
                    writeAtomically(data, to: record)
                }
            }
            return found!
        }
    }

    private static func load() -> Found {
        guard image_codec_start() == 0 else { return Found(library: "", size: 0, modified: 0, identity: "", writable: []) }
        let library = String(cString: image_codec_library_path())
        let fingerprint = fingerprint(of: library) ?? (0, 0)
        let names: [String] = ["avif", "webp", "png", "jpeg", "gif"]
        let formats = names.filter { name in image_codec_can_save(name) == 1 }
        return Found(library: library, size: fingerprint.size, modified: fingerprint.modified,
                     identity: "libvips \(String(cString: image_codec_version())) / v1", writable: Set(formats))
    }

    private static func fingerprint(of path: String) -> (size: Int, modified: Int)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (Int(status.st_size), Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec))
    }
}
