import SiteMedia
import SiteModel
import SiteRules

/// What making the variants found once validation was done: libvips' and ffmpeg's errors, and
/// the byte budgets' warnings, which the build cache keeps with the results of the folders
/// validated now, for the builds that reuse them.
struct MediaFindings {
    /// The errors and warnings, every one an error under `--strict`.
    let diagnostics: [Diagnostic]
    /// What the build cache keeps: the results of the folders validated now, each with its budgets' warnings.
    let resultsToKeep: [FolderResult]

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    init(of checked: SiteBuild.Checked, images: VariantEncoding, clips: ClipEncoding, strict: Bool) {
        let originals = checked.site?.images ?? [:]
        let fresh = checked.folders.filter { checked.freshFolders.contains($0.folder) }
        let warnings = fresh.map { folder in
            // A phone may load a picture as it is: its own width in its own format (a poster frame's PNG).
            ImageBudget.diagnostics(for: folder.media.budgetChecks) { images.sizes[$0] ?? clips.sizes[$0] ?? originals[$0]?.size }
                + ClipBudget.diagnostics(for: folder.media.clipBudgetChecks) { clips.sizes[$0] }
        }
        resultsToKeep = zip(fresh, warnings).map { folder, warnings in
            var kept = folder
            kept.diagnostics = (folder.diagnostics + warnings).sorted()
            return kept
        }
        let found = images.diagnostics + clips.diagnostics + warnings.joined()
        diagnostics = strict ? found.map(\.asError) : found
    }
}
