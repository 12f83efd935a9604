import SiteMedia

/// What a walkthrough folder's pages publish of pictures and clips, found as validation reads them:
/// the files published as they are, the variants and poster frames to make, and what to weigh
/// against the byte budgets once they are made.
package struct FolderMedia: Sendable {
    /// The image files published as they are: output path → content path.
    package var images: [String: String] = [:]
    /// The variants to make of the images, by output path.
    package var variants: [String: ImageVariant] = [:]
    /// The variants to make of the clips, and the frames to take of them as posters, by output path.
    package var clips: [String: ClipVariant] = [:]
    package var frames: [String: ClipFrame] = [:]
    /// Every content path looked at beyond the folder's own page and settings files (its images
    /// and clips, found or not): what else the folder's result depends on.
    package var inputs: Set<String> = []
    /// The phone-sized variants to weigh against the picture and the clip budget once they are
    /// made; only in a result validated by this build (a reused result has the warnings).
    package var budgetChecks: [ImageBudget.Check] = []
    package var clipBudgetChecks: [ImageBudget.Check] = []

    package init(images: [String: String] = [:], variants: [String: ImageVariant] = [:], clips: [String: ClipVariant] = [:],
                 frames: [String: ClipFrame] = [:], inputs: Set<String> = []) {
        (self.images, self.variants, self.clips, self.frames, self.inputs) = (images, variants, clips, frames, inputs)
    }
}
