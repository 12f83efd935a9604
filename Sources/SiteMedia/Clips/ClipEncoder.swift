import Foundation
import SiteSupport

/// ffmpeg, which build-site runs as a program of its own for each clip variant and poster frame
/// (as it runs `build-site-vips` for pictures): a clip that crashes or hangs it fails alone.
package enum ClipEncoder {
    /// Why a clip could not be encoded, or ffmpeg not run.
    package struct Failure: Error, Sendable {
        package var reason: String
    }

    /// ffmpeg: `BUILD_SITE_FFMPEG`, else the first on `PATH`.
    package static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["BUILD_SITE_FFMPEG"], !path.isEmpty { return path }
        return (environment["PATH"] ?? "").split(separator: ":").lazy.map { $0 + "/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The longest one run may take before it is stopped: a clip that makes ffmpeg loop must not
    /// hang the build.
    package static let timeLimit = 10 * 60

    /// The clip in the file at `source` as `variant`, written to `output`, with `encoder` for AV1.
    package static func encode(_ source: String, as variant: ClipVariant, to output: String, av1Encoder: String) -> Result<Void, Failure> {
        let codec: [String]
        switch variant.codec {
        case .av1 where av1Encoder == "libsvtav1":
            // The level the codec string names (X.Y written XY), which SVT-AV1 is told to write.
            let level = (variant.av1Level / 4 + 2) * 10 + variant.av1Level % 4
            codec = ["-c:v", "libsvtav1", "-preset", "8", "-crf", "38", "-svtav1-params", "level=\(level)"]
        case .av1:
            // libaom writes the smallest level that holds the picture, as `av1Level` finds it.
            codec = ["-c:v", "libaom-av1", "-cpu-used", "6", "-row-mt", "1", "-crf", "38", "-b:v", "0"]
        case .h264:
            let level = variant.h264Level
            codec = ["-c:v", "libx264", "-preset", "slow", "-crf", "26", "-profile:v", "high", "-level:v", "\(level / 10).\(level % 10)", "-threads", "4"]
        }
        // The picture alone (no sound, subtitles, data or metadata), scaled, at most 30 frames a
        // second and 20 seconds, a key frame every 10 s, the index first (+faststart) so it plays while it loads.
        return run(["-nostdin", "-hide_banner", "-v", "error", "-y", "-i", source, "-map", "0:v:0", "-an", "-sn", "-dn",
                    "-map_metadata", "-1", "-map_chapters", "-1", "-vf", "scale=\(variant.width):\(variant.height):flags=lanczos,format=yuv420p",
                    "-fpsmax", "\(ClipVariant.maximumFrameRate)", "-t", "\(Int(ClipVariant.maximumSeconds))"] + codec
                   + ["-g", "300", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-movflags", "+faststart", "-f", "mp4", output]).map { _ in }
    }

    /// The frame `seconds` into the clip in the file at `source`, as PNG, written to `output`.
    package static func frame(of source: String, at seconds: Double, to output: String) -> Result<Void, Failure> {
        run(["-nostdin", "-hide_banner", "-v", "error", "-y", "-ss", String(format: "%.3f", seconds), "-i", source, "-map", "0:v:0",
             "-frames:v", "1", "-vf", "format=rgb24", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-c:v", "png", "-f", "image2", output]).map { _ in }
    }

    /// The lines ffmpeg prints (its errors), when it ends well within the time limit.
    package static func run(_ arguments: [String]) -> Result<[String], Failure> {
        guard let executable else { return .failure(Failure(reason: "ffmpeg is not installed")) }
        return run(executable, arguments)
    }

    /// `executable` with `arguments`: the lines it prints, or why it failed. SVT-AV1's notices are silenced.
    package static func run(_ executable: String, _ arguments: [String]) -> Result<[String], Failure> {
        let child: ChildProcess
        do {
            child = try ChildProcess(executable, arguments, errorsToOutput: true, environment: ["SVT_LOG": "1"])
        } catch {
            return .failure(Failure(reason: "\(executable) does not start: \(error.reason)"))
        }
        child.closeInput()
        guard let printed = readAll(from: child.output, before: .now() + .seconds(timeLimit)) else {
            child.kill()
            child.wait()
            return .failure(Failure(reason: "ffmpeg took more than \(timeLimit / 60) minutes on this clip and was stopped"))
        }
        let lines = String(decoding: printed, as: UTF8.self).split(separator: "\n").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        let status = child.wait()
        guard status == 0 else {
            let reason = lines.last ?? (status > 128 ? "ffmpeg stopped (signal \(status - 128))" : "ffmpeg failed (status \(status))")
            return .failure(Failure(reason: reason))
        }
        return .success(lines)
    }
}
