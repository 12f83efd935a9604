import Foundation

/// The package's files that build-site carries besides its code (`BuiltInSources`).
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
}
