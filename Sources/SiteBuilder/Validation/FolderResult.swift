import Foundation
import WalkthroughManifest

/// What validating one walkthrough folder produced, and which content files it read: the unit
/// the build cache keeps (`FolderCache`), and reuses while none of those files changed.
struct FolderResult: Sendable {
    /// The folder relative to the content folder; empty for the root walkthrough.
    var folder: String
    /// The walkthrough, when the folder has no errors.
    var walkthrough: Walkthrough?
    var diagnostics: [Diagnostic]
    /// The images it publishes as they are: output path → content path.
    var images: [String: String]
    /// The variants made of its images, by output path.
    var variants: [String: ImageVariant]
    /// The variants made of its clips, and the frames taken of them as posters, by output path.
    var clips: [String: ClipVariant] = [:]
    var frames: [String: ClipFrame] = [:]
    /// Every content path it looked at beyond its own page and settings files (its images, found
    /// or not): what else its result depends on.
    var inputs: [String]
    /// The phone-sized variants to weigh against the byte budget once they are made; only in a
    /// result validated by this build (a reused result has the warnings in `diagnostics`).
    var budgetChecks: [ImageBudget.Check] = []
    var clipBudgetChecks: [ImageBudget.Check] = []

    init(folder: String, walkthrough: Walkthrough?, diagnostics: [Diagnostic], images: [String: String],
                variants: [String: ImageVariant] = [:], inputs: [String] = []) {
        self.folder = folder
        self.walkthrough = walkthrough
        self.diagnostics = diagnostics
        self.images = images
        self.variants = variants
        self.inputs = inputs
    }
}
