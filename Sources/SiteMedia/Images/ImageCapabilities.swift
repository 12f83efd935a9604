import Foundation
import SiteSupport
import WalkthroughManifest

/// What the installed encoder (`build-site-vips`) can write, and its identity (part of every
/// variant's key): a value that validation is given, so that validating never starts a program.
/// `found(recordedIn:)` asks the encoder, at the edge of a build.
package struct ImageCapabilities: Codable, Sendable, Equatable {
    /// Names libvips' version and build-site's encoding settings.
    package var identity: String
    /// The formats the encoder can write (`Page.Image.Format` raw values); empty when there is none.
    package var formats: Set<String>
    /// Why pictures cannot get variants, when they cannot.
    package var failure: String?
    /// The encoder and libvips, and their sizes and modification times, when asked.
    package var encoder = "", library = "", fingerprint = ""

    /// An encoder that writes `formats` (tests, and callers that know).
    package init(identity: String, writable formats: Set<Page.Image.Format>) {
        self.identity = identity
        self.formats = Set(formats.map(\.rawValue))
    }

    /// No encoder to make variants with, and why.
    package init(unavailable failure: String) {
        self.identity = ""
        self.formats = []
        self.failure = failure
    }

    /// The formats the encoder can write; empty when there is none.
    package var writable: Set<Page.Image.Format> { Set(formats.map(Page.Image.Format.init(rawValue:))) }

    /// The identity and the formats, as one line (part of the build cache's key).
    package var summary: String {
        failure.map { "no image encoder: \($0)" } ?? "\(identity): \(formats.sorted().joined(separator: " "))"
    }

    /// What the installed encoder can write. Asking it takes 50 ms (it loads libvips and encodes
    /// a test picture in each format), so what an earlier build recorded at `record` is used
    /// while the encoder and libvips are the same files by path, size and modification time (the
    /// one place a build goes by file times: they name programs, not content), and the answer is
    /// recorded there.
    package static func found(recordedIn record: URL?) -> ImageCapabilities {
        recordedAnswer(at: record, isCurrent: { (recorded: ImageCapabilities) in
            recorded.failure == nil && recorded.encoder == ImageEncoder.executable && fileFingerprint(recorded.encoder, recorded.library) == recorded.fingerprint
        }, isWorthKeeping: { $0.failure == nil }, ask: ask)
    }

    private static func ask() -> ImageCapabilities {
        switch ImageEncoder.run(["capabilities"]) {
        case .failure(let failure):
            return ImageCapabilities(unavailable: failure.reason)
        case .success(let lines):
            func field(_ name: String) -> String {
                lines.first { $0.hasPrefix(name + " ") || $0 == name }.map { String($0.dropFirst(name.count)).trimmingWhitespace } ?? ""
            }
            var found = ImageCapabilities(identity: "libvips \(field("version")) / v1", writable: [])
            found.formats = Set(field("writable").split(separator: " ").map(String.init))
            (found.encoder, found.library) = (ImageEncoder.executable ?? "", field("library"))
            found.fingerprint = fileFingerprint(found.encoder, found.library)
            return found
        }
    }
}
