import Foundation
import WalkthroughManifest

/// What `ManifestLoader.load()` ended with: a manifest to show (or none), where it came from,
/// why a fallback was used, and the URL its relative paths resolve against.
public struct LoadedManifest: Sendable {
    /// Where the manifest came from.
    public enum Source: String, Sendable {
        /// Fetched now: a `200` that was validated and cached.
        case network
        /// The copy cached by an earlier load (after a `304`, or when the network failed).
        case cache
        /// The copy shipped in the app.
        case bundled
        /// Nothing could be loaded; `reason` says why.
        case none
    }

    /// `nil` only when `source` is `.none`.
    public var manifest: WalkthroughManifest?
    public var source: Source
    /// Why the network's copy was not used (`"HTTP 500"`, `"timed out after 3 s"`,
    /// `"schemaVersion 9 is newer"`), `nil` when it was, or a `304` confirmed the cache.
    public var reason: String?
    /// The URL the manifest was loaded from: the server's for `.network` and `.cache`, the
    /// bundled file's for `.bundled`.
    public var baseURL: URL?

    public init(manifest: WalkthroughManifest?, source: Source, reason: String?, baseURL: URL?) {
        self.manifest = manifest
        self.source = source
        self.reason = reason
        self.baseURL = baseURL
    }

    /// The absolute URL of an image, resolved against where the manifest came from, so that
    /// `../images/x.png` works from any host and sub-path.
    public func url(for image: Page.Image) -> URL? { resolve(image.src) }

    /// The absolute URL of one of an image's variants.
    public func url(for variant: Page.Image.Variant) -> URL? { resolve(variant.src) }

    /// The absolute URL of a path relative to the manifest.
    public func resolve(_ path: String) -> URL? {
        URL(string: path, relativeTo: baseURL)?.absoluteURL
    }
}
