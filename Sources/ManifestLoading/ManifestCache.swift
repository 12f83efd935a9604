import Foundation
import WalkthroughManifest

/// The last manifest fetched from one URL, kept in the cache directory as one file: a line of
/// JSON with what a conditional request needs (`ETag`, `Last-Modified`) and the URL the body came
/// from, then the body as the server sent it. One atomic write replaces both, so a body never
/// travels with another body's validators, whatever crashes or runs beside it. The file is decoded
/// once per launch: what was read or written last is kept in memory.
final class ManifestCache: @unchecked Sendable {
    typealias Entry = (manifest: WalkthroughManifest, validators: Validators)

    struct Validators: Codable, Sendable {
        var etag: String?
        var lastModified: String?
        /// The URL the body came from (after redirects): what its relative paths resolve against.
        var url: URL
    }

    let file: URL
    private let lock = NSLock()
    /// The entry read or written last; `.none` until the file was read.
    private var kept: Entry??

    /// The cache of `url`'s manifest in `directory`, named by a hash of the URL.
    init(for url: URL, in directory: URL) {
        file = directory.appendingPathComponent("manifest-" + Self.fingerprint(url.absoluteString) + ".cache")
    }

    /// The cached manifest and its validators, when the file is whole and the body decodes.
    func read() -> Entry? {
        lock.withLock {
            if let kept { return kept }
            let entry = Self.decode(file)
            kept = .some(entry)
            return entry
        }
    }

    private static func decode(_ file: URL) -> Entry? {
        guard let data = try? Data(contentsOf: file), let newline = data.firstIndex(of: 0x0A),
              let validators = try? JSONDecoder().decode(Validators.self, from: data[..<newline]),
              let manifest = try? WalkthroughManifest(data: Data(data[(newline + 1)...])) else { return nil }
        return (manifest, validators)
    }

    /// Replaces the cached copy with `body`, which decodes to `manifest`; a failure to write leaves
    /// the previous copy whole (and this launch shows the new one).
    func write(_ body: Data, of manifest: WalkthroughManifest, validators: Validators) {
        lock.withLock { kept = .some((manifest, validators)) }
        guard var data = try? JSONEncoder().encode(validators) else { return }
        data.append(0x0A)
        data.append(body)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }

    /// FNV-1a, 64 bits, as hex: a stable file name for a URL.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
