import FrontMatter
import WalkthroughManifest

/// The byte budget of a page's clip on a phone, checked once the variants exist: what a phone
/// that plays only H.264 (AV1 is smaller) loads for it, at 2 pixels per point (motion hides the
/// difference a third pixel makes, at twice the bytes).
enum ClipBudget {
    /// The most bytes a phone may load for one page's clip.
    static let budget = 600 * 1024
    /// The pixels per point a clip is chosen at, at most (the pager's script does the same).
    static let scale = 2.0

    /// A page's clip to weigh: the variant a phone plays, and where the page names the clip.
    struct Check: Sendable, Hashable, Codable {
        /// The path as the page gives it.
        var clip: String
        /// The output path of the phone's variant.
        var variant: String
        var file: String
        var location: SourceLocation
    }

    /// The variant the phone of `PhoneView` plays of `video`, shown where its poster would be.
    static func phoneVariant(of video: Page.Video, layout: Page.Layout) -> Page.Video.Variant? {
        guard let width = video.poster.width, let height = video.poster.height, width > 0, height > 0 else { return nil }
        return video.bestVariant(forPointWidth: PhoneView.slotWidth(width: width, height: height, layout: layout), scale: scale, supportedCodecs: ["avc1"])
    }

    /// A warning for each check whose variant is over `budget`; `bytes` gives a variant's size by output path.
    static func diagnostics(for checks: [Check], bytes: (String) -> Int?) -> [Diagnostic] {
        checks.compactMap { check in
            guard let size = bytes(check.variant), size > budget else { return nil }
            let name = String(check.variant.split(separator: "/").last ?? "")
            return Diagnostic(.clipOverBudget(check.clip, variant: name, kilobytes: size / 1024, budget: budget / 1024),
                              severity: .warning, file: check.file, at: check.location)
        }
    }
}
