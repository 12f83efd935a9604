import WalkthroughManifest

/// One validated walkthrough: where it is published and everything it shows.
public struct Walkthrough: Sendable, Equatable, Codable {
    /// The output folder relative to the output root; empty for the root walkthrough.
    public var path: String
    /// The walkthrough's manifest, with image paths relative to the output root.
    public var manifest: WalkthroughManifest

    public init(path: String, manifest: WalkthroughManifest) {
        self.path = path
        self.manifest = manifest
    }

    /// `../` repeated once per folder between `path` (plus `extraDepth` folders) and the output root.
    func pathToRoot(extraDepth: Int = 0) -> String {
        let depth = (path.isEmpty ? 0 : path.split(separator: "/").count) + extraDepth
        return String(repeating: "../", count: depth)
    }
}
