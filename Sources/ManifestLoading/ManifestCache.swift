import Foundation
import WalkthroughManifest

/// The last manifest fetched from one URL, kept in the cache directory: the body as the server
/// sent it, and beside it what a conditional request needs (`ETag`, `Last-Modified`) and the URL
/// it finally came from. Both files are written atomically, the body last.
struct ManifestCache: Sendable {
    struct Validators: Codable, Sendable {
        var etag: String?
        var lastModified: String?
        /// The URL the body came from (after redirects): what its relative paths resolve against.
        var url: URL
    }

    let body: URL
    let validatorsFile: URL

    /// The cache of `url`'s manifest in `directory`, named by a hash of the URL.
    init(for url: URL, in directory: URL) {
        let name = "manifest-" + Self.fingerprint(url.absoluteString)
        body = directory.appendingPathComponent(name + ".json")
        validatorsFile = directory.appendingPathComponent(name + ".validators.json")
    }

    /// The cached manifest and its validators, when both are there and the body decodes.
    func read() -> (manifest: WalkthroughManifest, validators: Validators)? {
        guard let data = try? Data(contentsOf: body), let manifest = try? WalkthroughManifest(data: data),
              let validatorData = try? Data(contentsOf: validatorsFile),
              let validators = try? JSONDecoder().decode(Validators.self, from: validatorData) else { return nil }
        return (manifest, validators)
    }

    /// Replaces the cached copy; a failure to write leaves the previous copy whole.
    func write(_ data: Data, validators: Validators) {
        try? FileManager.default.createDirectory(at: body.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard let validatorData = try? JSONEncoder().encode(validators) else { return }
        // The validators first: a body without its own validators is asked for again in full, never wrongly confirmed.
        try? FileManager.default.removeItem(at: validatorsFile)
        guard (try? data.write(to: body, options: .atomic)) != nil else { return }
        try? validatorData.write(to: validatorsFile, options: .atomic)
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
