import Foundation
import WalkthroughManifest

/// What the installed encoder (`build-site-vips`) can write, and its identity (part of every
/// variant's key), found when first asked. Asking it takes 50 ms (it loads libvips and encodes a
/// test picture in each format), so a build reads what an earlier one recorded beside the output
/// while the encoder and libvips are the same files, and asks again only when not.
final class ImageCapabilities: @unchecked Sendable {
    struct Found: Codable, Equatable {
        /// The encoder and libvips, with their sizes and modification times when asked.
        var encoder: String
        var library: String
        var fingerprint: String
        var identity: String
        var writable: Set<String>
        /// Why there is no encoder to use, when there is none.
        var failure: String?
    }

    private let record: URL?
    private var found: Found?
    private let lock = NSLock()

    /// `record`: the file that keeps what was found (in the variant cache); `nil` to ask the
    /// encoder whenever a build needs to know.
    init(record: URL?) {
        self.record = record
    }

    /// Found by asking the encoder.
    static let asked = ImageCapabilities(record: nil)

    /// The formats the encoder can write; empty when there is none.
    var writable: Set<Page.Image.Format> { Set(value.writable.map(Page.Image.Format.init(rawValue:))) }

    /// Names libvips' version and build-site's encoding settings.
    var identity: String { value.identity }

    /// Why pictures cannot get variants, when they cannot.
    var failure: String? { value.failure }

    /// The identity and the formats, as one line (part of the build's key).
    var summary: String {
        let found = value
        return found.failure == nil ? "\(found.identity): \(found.writable.sorted().joined(separator: " "))" : "no image encoder"
    }

    private var value: Found {
        lock.withLock {
            if let found { return found }
            let recorded = record.flatMap { try? JSONDecoder().decode(Found.self, from: Data(contentsOf: $0)) }
            if let recorded, recorded.failure == nil, recorded.encoder == ImageEncoder.executable,
               Self.fingerprint(recorded.encoder, recorded.library) == recorded.fingerprint {
                found = recorded
                return recorded
            }
            let asked = Self.ask()
            if let record, asked.failure == nil, let data = try? JSONEncoder().encode(asked) {
                try? FileManager.default.createDirectory(at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
                writeAtomically(data, to: record)
            }
            found = asked
            return asked
        }
    }

    private static func ask() -> Found {
        switch ImageEncoder.run(["capabilities"]) {
        case .failure(let failure):
            return Found(encoder: "", library: "", fingerprint: "", identity: "", writable: [], failure: failure.reason)
        case .success(let lines):
            func field(_ name: String) -> String {
                lines.first { $0.hasPrefix(name + " ") || $0 == name }.map { String($0.dropFirst(name.count)).trimmingWhitespace } ?? ""
            }
            let encoder = ImageEncoder.executable ?? "", library = field("library")
            return Found(encoder: encoder, library: library, fingerprint: fingerprint(encoder, library),
                         identity: "libvips \(field("version")) / v1", writable: Set(field("writable").split(separator: " ").map(String.init)))
        }
    }

    /// The sizes and modification times of `paths`.
    private static func fingerprint(_ paths: String...) -> String {
        paths.map { path in
            var status = stat()
            guard stat(path, &status) == 0 else { return "missing" }
            return "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        }.joined(separator: ", ")
    }
}
