import Foundation

/// What a build knows of the output it published: every file in it, and when it was sealed. The
/// next build lists the output's folders from it instead of reading them, each folder that has
/// not changed since, with a `stat` of each folder and file instead of opening and reading it.
/// The files themselves are still looked at one by one (their fingerprints tell whether the
/// output is as it was left).
///
/// A folder's entries (names added, removed or renamed) change its inode change time, which no
/// one can set back, so a folder whose change time is earlier than the seal (the change time of
/// the marker file, which a rewrite writes last) still holds what the build put in it, as long as
/// the output is still the folder the build published (its device and inode: a build killed after
/// its swap leaves the other one there, whose untouched folders are older than any seal). A folder
/// changed in the same clock tick as the seal, or later, or that is not where it was, is read
/// as before, and so is any top-level folder of the output the knowledge does not cover.
struct PublishedOutput: Sendable, Equatable, Encodable {
    /// The inode change time, in nanoseconds since 1970, of the output's marker file. Text, since
    /// a JSON number cannot hold it exactly.
    var sealed: String
    /// The output folder's device and inode, as `device:inode`.
    var folder: String
    /// Every file of the output, the marker included, sorted and separated by newlines (one JSON
    /// string reads far faster than thousands).
    var files: String

    /// The output at `output`, just published with `files` (sorted); `nil` when its marker cannot be read.
    init?(publishedAt output: URL, files: [String]) {
        var status = stat()
        guard stat(output.path, &status) == 0 else { return nil }  // as the walk opens it
        self.folder = FileTree.identity(status)
        guard lstat(output.appendingPathComponent(OutputWriter.markerName).path, &status) == 0 else { return nil }
        self.sealed = String(FileTree.changeTime(status))
        self.files = ([OutputWriter.markerName] + files).joined(separator: "\n")  // the marker at the top: read with the top
    }

    init?(cacheRecord record: JSONValue) {
        guard let sealed = record["sealed"]?.string, let folder = record["folder"]?.string, let files = record["files"]?.string else { return nil }
        self.sealed = sealed
        self.folder = folder
        self.files = files
    }

    /// What a walk needs: the seal, and the files below each top-level folder by the folder's name,
    /// as runs of lines that each walk splits itself, on its own core.
    var listing: FileTree.KnownListing? {
        guard let sealed = Int64(sealed) else { return nil }
        var runs: [String: [String]] = [:]
        var text = files
        text.withUTF8 { bytes in
            var folder: Range<Int>?  // the current run's top-level folder, in `bytes`; nil for files at the top
            var runStart = 0, lineStart = 0
            func endRun(at end: Int) {
                guard let folder, end > runStart else { return }
                runs[String(decoding: UnsafeBufferPointer(rebasing: bytes[folder]), as: UTF8.self), default: []]
                    .append(String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self))
            }
            // Sorted, the files below one top-level folder come one after another (a run at a time if not).
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let slash = bytes[lineStart..<lineEnd].firstIndex(of: UInt8(ascii: "/"))
                if let slash, let current = folder, bytes[current].elementsEqual(bytes[lineStart..<slash]) {
                    // the same folder as the line before
                } else {
                    endRun(at: lineStart)
                    (folder, runStart) = (slash.map { lineStart..<$0 }, lineStart)
                }
                lineStart = lineEnd + 1
            }
            endRun(at: bytes.count)
        }
        return FileTree.KnownListing(folder: folder, sealed: sealed, runsByTopFolder: runs)
    }
}
