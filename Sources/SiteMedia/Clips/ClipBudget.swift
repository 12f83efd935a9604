import FrontMatter
import SiteModel
import WalkthroughManifest

/// The byte budget of a page's clip on a phone, checked once the variants exist: what a phone
/// that plays only H.264 (AV1 is smaller) loads for it, at 2 pixels per point (motion hides the
/// difference a third pixel makes, at twice the bytes).
package enum ClipBudget {
    /// The most bytes a phone may load for one page's clip.
    package static let budget = 600 * 1024
    /// The pixels per point a clip is chosen at, at most (the pager's script does the same).
    package static let scale = 2.0

    /// The variant the phone of `PhoneView` plays of `video`, shown where its poster would be.
    package static func phoneVariant(of video: Page.Video, layout: Page.Layout) -> Page.Video.Variant? {
        guard let width = video.poster.width, let height = video.poster.height, width > 0, height > 0 else { return nil }
        return video.bestVariant(forPointWidth: PhoneView.slotWidth(width: width, height: height, layout: layout), scale: scale, supportedCodecs: ["avc1"])
    }

    /// A warning for each check (of a clip) whose variant is over `budget`; `bytes` gives a variant's size by output path.
    package static func diagnostics(for checks: [ImageBudget.Check], bytes: (String) -> Int?) -> [Diagnostic] {
        ImageBudget.diagnostics(for: checks, budget: budget, bytes: bytes, message: Diagnostic.Message.clipOverBudget)
    }
}
