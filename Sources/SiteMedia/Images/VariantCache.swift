import Foundation
import SiteSupport

/// The image variants earlier builds encoded, in a folder beside the output (`.output.images/`),
/// each under its output file's name, which carries its key: a file found there is the variant.
package struct VariantCache: BesideOutput {
    package static let suffix = "images"
    package let folder: URL

    package init(for output: URL) {
        folder = Self.location(for: output)
    }

    /// Where `ImageCapabilities` records what the installed libvips can write.
    package var capabilitiesRecord: URL { folder.appendingPathComponent(".libvips.json") }

    /// Where the variant published at `outputPath` is kept.
    package func path(of outputPath: String) -> String {
        folder.path + "/" + (outputPath.split(separator: "/").last.map(String.init) ?? outputPath)
    }

    /// The size of the kept variant, or `nil` when it is not kept.
    package func size(of outputPath: String) -> Int? {
        var status = stat()
        guard stat(path(of: outputPath), &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// Where `ClipCapabilities` records what the installed ffmpeg can do.
    package var clipCapabilitiesRecord: URL { folder.appendingPathComponent(".ffmpeg.json") }

    /// Keeps `data` as the variant published at `outputPath`, atomically.
    package func store(_ data: Data, for outputPath: String) {
        store(data, at: path(of: outputPath))
    }

    /// Writes `data` to `file` in the cache's folder, atomically.
    package func store(_ data: Data, at file: String) {
        mkdir(folder.path, 0o755)
        writeAtomically(data, to: URL(fileURLWithPath: file))
    }

    /// Keeps the whole file a program wrote at `file` (in the cache's folder) as the variant
    /// published at `outputPath`, by renaming it; its size, or `nil` when there is none to keep.
    package func adopt(_ file: String, for outputPath: String) -> Int? {
        var status = stat()
        guard stat(file, &status) == 0, status.st_size > 0, rename(file, path(of: outputPath)) == 0 else { return nil }
        return Int(status.st_size)
    }

    /// Removes every kept variant but those published at `outputPaths`.
    package func removeAll(except outputPaths: some Sequence<String>) {
        let keep = Set(outputPaths.map { path(of: $0) })
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where !name.hasPrefix(".") && !keep.contains(folder.path + "/" + name) {
            unlink(folder.path + "/" + name)
        }
    }
}
