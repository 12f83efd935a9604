import SiteModel

/// What validating one walkthrough folder produced, and which content files it read: the unit
/// the build cache keeps (`FolderCache`), and reuses while none of those files changed.
package struct FolderResult: Sendable {
    /// The folder relative to the content folder; empty for the root walkthrough.
    package var folder: String
    /// The walkthrough, when the folder has no errors.
    package var walkthrough: Walkthrough?
    package var diagnostics: [Diagnostic]
    /// What its pages publish of pictures and clips, and the content files it read for them.
    package var media: FolderMedia

    package init(folder: String, walkthrough: Walkthrough?, diagnostics: [Diagnostic], media: FolderMedia) {
        (self.folder, self.walkthrough, self.diagnostics, self.media) = (folder, walkthrough, diagnostics, media)
    }
}
