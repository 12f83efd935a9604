import Foundation
import SiteMedia
import SiteModel
import WalkthroughManifest

/// What validating one walkthrough folder produced, and which content files it read: the unit
/// the build cache keeps (`FolderCache`), and reuses while none of those files changed.
package struct FolderResult: Sendable {
    /// The folder relative to the content folder; empty for the root walkthrough.
    package var folder: String
    /// The walkthrough, when the folder has no errors.
    package var walkthrough: Walkthrough?
    package var diagnostics: [Diagnostic]
    /// The images it publishes as they are: output path → content path.
    package var images: [String: String]
    /// The variants made of its images, by output path.
    package var variants: [String: ImageVariant]
    /// The variants made of its clips, and the frames taken of them as posters, by output path.
    package var clips: [String: ClipVariant] = [:]
    package var frames: [String: ClipFrame] = [:]
    /// Every content path it looked at beyond its own page and settings files (its images, found
    /// or not): what else its result depends on.
    package var inputs: [String]
    /// The phone-sized variants to weigh against the byte budget once they are made; only in a
    /// result validated by this build (a reused result has the warnings in `diagnostics`).
    package var budgetChecks: [ImageBudget.Check] = []
    package var clipBudgetChecks: [ImageBudget.Check] = []

    package init(folder: String, walkthrough: Walkthrough?, diagnostics: [Diagnostic], images: [String: String],
                variants: [String: ImageVariant] = [:], inputs: [String] = []) {
        self.folder = folder
        self.walkthrough = walkthrough
        self.diagnostics = diagnostics
        self.images = images
        self.variants = variants
        self.inputs = inputs
    }
}
