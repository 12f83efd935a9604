import Foundation
import SiteSupport
import WalkthroughManifest

/// `build-site-vips`, the image encoder build-site runs beside itself (libvips in a process of its
/// own: build-site stays one static file that starts at once, and a picture that crashes libvips
/// fails alone). One running encoder answers one job at a time.
package final class ImageEncoder: @unchecked Sendable {
    /// Why an image could not be resized, or the encoder not run.
    package struct Failure: Error, Sendable {
        package var reason: String
    }

    /// The encoder's executable: `BUILD_SITE_VIPS`, else beside build-site's own, else on `PATH`.
    package static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["BUILD_SITE_VIPS"], !path.isEmpty { return path }
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let folders = [URL(fileURLWithPath: own).deletingLastPathComponent().path] + (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.lazy.map { $0 + "/build-site-vips" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    private static let notInstalled = Failure(reason: "build-site-vips, the image encoder, is not installed beside build-site")

    private static func cannotStart(_ executable: String, _ error: ChildProcess.Failure) -> Failure {
        Failure(reason: "the image encoder \(executable) does not start: \(error.reason)")
    }

    /// The lines `build-site-vips ARGUMENTS` prints, or why it failed.
    package static func run(_ arguments: [String]) -> Result<[String], Failure> {
        guard let executable else { return .failure(notInstalled) }
        let child: ChildProcess
        do { child = try ChildProcess(executable, arguments, errorsToOutput: true) } catch { return .failure(cannotStart(executable, error)) }
        child.closeInput()
        let printed = String(decoding: readAll(from: child.output), as: UTF8.self)
        let status = child.wait()
        guard status == 0 else {
            let reason = printed.trimmingWhitespace
            return .failure(Failure(reason: reason.isEmpty ? "the image encoder failed (status \(status))" : reason))
        }
        return .success(printed.split(separator: "\n").map(String.init))
    }

    /// The pixel size and frame count of an image file, as libvips reads them (for tests).
    package static func inspect(_ file: URL) -> (width: Int, height: Int, frames: Int)? {
        guard case .success(let lines) = run(["inspect", file.path]), let numbers = lines.last?.split(separator: " ").compactMap({ Int($0) }),
              numbers.count == 3 else { return nil }
        return (numbers[0], numbers[1], numbers[2])
    }

    /// The longest one job may take before its encoder is stopped: a picture that makes libvips
    /// loop must not hang the build.
    package static let jobTimeLimit = 5 * 60

    private let child: ChildProcess
    /// False once the encoder stopped answering.
    package private(set) var isRunning = true

    /// Starts an encoder that serves jobs until it is released.
    package init() throws(Failure) {
        guard let executable = Self.executable else { throw Self.notInstalled }
        // An encoder that dies mid-job closes its pipe: the write fails with EPIPE instead of a signal.
        signal(SIGPIPE, SIG_IGN)
        do { child = try ChildProcess(executable, ["serve"], errorsToOutput: false) } catch { throw Self.cannotStart(executable, error) }
    }

    /// `bytes` decoded (its first frame), resized to exactly `width` × `height` and encoded as
    /// `format`. Throws libvips' reason, or that the encoder stopped (`isRunning` is then false).
    package func resize(_ bytes: Data, toWidth width: Int, height: Int, as format: Page.Image.Format, quality: Int) throws(Failure) -> Data {
        let job = Data("\(bytes.count) \(width) \(height) \(format.rawValue) \(quality)\n".utf8) + bytes
        let deadline = DispatchTime.now() + .seconds(Self.jobTimeLimit)
        guard job.withUnsafeBytes({ writeAll($0, to: child.input) }) == 0, let answer = readLine(from: child.output, before: deadline) else {
            throw stopped(pastDeadline: DispatchTime.now() >= deadline)
        }
        if answer.hasPrefix("error ") { throw Failure(reason: String(answer.dropFirst(6))) }
        guard answer.hasPrefix("ok "), let length = Int(answer.dropFirst(3)), let encoded = readExactly(length, from: child.output, before: deadline) else {
            throw stopped(pastDeadline: DispatchTime.now() >= deadline)
        }
        return encoded
    }

    /// Ends an encoder that stopped answering, or took too long; says which.
    private func stopped(pastDeadline: Bool) -> Failure {
        isRunning = false
        child.kill()
        let status = child.wait()
        if pastDeadline { return Failure(reason: "the image encoder took more than \(Self.jobTimeLimit / 60) minutes on this image and was stopped") }
        return Failure(reason: "the image encoder stopped on this image" + (status > 128 ? " (signal \(status - 128))" : ""))
    }
}

/// Running encoders, one per job at a time, started when first needed and kept for the next job.
package final class ImageEncoderPool: @unchecked Sendable {
    private var idle: [ImageEncoder] = []
    private let lock = NSLock()

    /// `body` with an encoder of the pool; one that stopped is not kept.
    package func withEncoder<Value>(_ body: (ImageEncoder) throws(ImageEncoder.Failure) -> Value) throws(ImageEncoder.Failure) -> Value {
        let encoder: ImageEncoder
        if let running = lock.withLock({ idle.popLast() }) { encoder = running } else { encoder = try ImageEncoder() }
        defer { if encoder.isRunning { lock.withLock { idle.append(encoder) } } }
        return try body(encoder)
    }
}
