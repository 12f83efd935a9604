import Foundation

/// The package's files that build-site carries besides its code, found as `EmbedTemplatesTool`
/// finds them when build-site is built and as `BuiltIns.made(fromPackageAt:)` does at run time.
public enum PackageFiles {
    /// The paths under `folder` of its files ending in `suffix` (any, when empty), not hidden, sorted.
    public static func files(in folder: String, ending suffix: String = "") -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
            .filter { path in
                var isFolder: ObjCBool = false
                return path.hasSuffix(suffix) && !path.split(separator: "/").contains { $0.hasPrefix(".") }
                    && FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
            }
            .sorted()
    }

    /// A digest (64-bit FNV-1a) of the files' paths and bytes: it names the code a binary was built from.
    public static func digest(of paths: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for path in paths {
            for byte in Array(path.utf8) + [0] + Array((FileManager.default.contents(atPath: path) ?? Data())) + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    /// The targets whose code decides what a build writes: the build cache's key names their digest.
    public static let outputTargets = ["SiteBuilder", "WalkthroughManifest", "FrontMatter", "Mustache", "SortedJSON", "WebBundling"]
}
