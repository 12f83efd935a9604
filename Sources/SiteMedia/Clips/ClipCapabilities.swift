import Foundation
import SiteModel
import SiteSupport

/// The installed ffmpeg, which encodes clips: its identity (part of every clip variant's key) and
/// its AV1 encoder, or why there is none. A value validation is given, so that validating never
/// starts a program; `found(recordedIn:)` asks ffmpeg, at the edge of a build.
package struct ClipCapabilities: Codable, Sendable, Equatable {
    /// Names ffmpeg's version, its encoders and build-site's encoding settings.
    package var identity: String
    /// The encoder ffmpeg makes AV1 with: `libsvtav1`, else `libaom-av1`.
    package var av1Encoder: String
    /// Why clips cannot be encoded, when they cannot.
    package var failure: String?
    /// The ffmpeg asked, and its size and modification time then.
    package var executable = "", fingerprint = ""

    /// An ffmpeg with `identity` (tests, and callers that know).
    package init(identity: String, av1Encoder: String = "libsvtav1") {
        self.identity = identity
        self.av1Encoder = av1Encoder
    }

    /// No ffmpeg that can encode clips, and why.
    package init(unavailable failure: String) {
        self.identity = ""
        self.av1Encoder = ""
        self.failure = failure
    }

    /// The identity, or why there is none, as one line (part of the build cache's key).
    package var summary: String { failure.map { "no clip encoder: \($0)" } ?? identity }

    /// The encoding settings, part of the identity: a change makes every clip again.
    package static let settings = "av1 crf 38 preset 8, h264 high crf 26 slow, 30 fps, gop 300, v1"

    /// What the installed ffmpeg can do, for `content`: a content folder without a file a clip
    /// could be (none of `ClipFormat.allowedExtensions`) needs no ffmpeg, and does not ask.
    package static func found(for content: ContentSnapshot, recordedIn record: URL?) -> ClipCapabilities {
        let mayHoldClips = content.entries.contains { path, entry in
            guard case .file = entry, let dot = path.lastIndex(of: ".") else { return false }
            return ClipFormat(fileExtension: String(path[path.index(after: dot)...])) != nil
        }
        return mayHoldClips ? found(recordedIn: record) : ClipCapabilities(unavailable: "no clip in the content")
    }

    /// What the installed ffmpeg can do. Asking it takes a run of ffmpeg, so what an earlier
    /// build recorded at `record` is used while ffmpeg is the same file by path, size and
    /// modification time (as `ImageCapabilities` does), and the answer is recorded there.
    package static func found(recordedIn record: URL?) -> ClipCapabilities {
        let executable = ClipEncoder.executable
        return recordedAnswer(at: record, isCurrent: { (recorded: ClipCapabilities) in
            recorded.failure == nil && recorded.executable == executable && fileFingerprint(executable) == recorded.fingerprint
        }, isWorthKeeping: { $0.failure == nil }, ask: { ask(executable) })
    }

    /// One run of `ffmpeg -encoders`: its banner (on standard error, which comes first) says the
    /// version and libraries, its list the encoders, after a line of dashes.
    private static func ask(_ executable: String?) -> ClipCapabilities {
        guard let executable else { return ClipCapabilities(unavailable: "ffmpeg is not installed") }
        guard case .success(let lines) = ClipEncoder.run(executable, ["-encoders"]) else {
            return ClipCapabilities(unavailable: "\(executable) does not run")
        }
        let banner = lines.prefix { $0 != "Encoders:" }
        let encoders = lines.drop { $0 != "------" }.dropFirst()
        let names = Set(encoders.compactMap { line in line.split(separator: " ").dropFirst().first.map(String.init) })
        guard names.contains("libx264") else { return ClipCapabilities(unavailable: "\(executable) cannot encode H.264 (libx264)") }
        guard let av1 = ["libsvtav1", "libaom-av1"].first(where: names.contains) else {
            return ClipCapabilities(unavailable: "\(executable) cannot encode AV1 (libsvtav1 or libaom-av1)")
        }
        let libraries = banner.filter { $0.hasPrefix("lib") }.map { $0.split(separator: "/").first.map { String($0).trimmingWhitespace } ?? "" }
        let name = banner.first.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } ?? "ffmpeg"
        var found = ClipCapabilities(identity: ([name] + libraries + [av1, settings]).joined(separator: "; "), av1Encoder: av1)
        (found.executable, found.fingerprint) = (executable, fileFingerprint(executable))
        return found
    }
}
