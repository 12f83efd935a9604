import Foundation

/// The pipeline of DESIGN §6: load, validate, render, write.
public enum SiteBuild {
    /// The version of build-site; part of the cache key, so a new version rebuilds everything.
    public static let version = "0.1.0"

    /// Validated content and templates: everything a build needs before it writes.
    public struct Checked: Sendable {
        /// The site and templates, when neither has errors.
        public var site: Site?
        public var templates: CompiledTemplates?
        /// Every error and warning of content and templates, sorted.
        public var diagnostics: [Diagnostic]
        /// Each folder's result, and which were validated afresh.
        public var folders: [FolderResult] = []
        public var changedFolders: Set<String> = []

        /// Adds what making the variants found: libvips' errors, and the byte budget's warnings,
        /// which the fresh folders' results keep for the builds that reuse them.
        mutating func record(_ images: VariantEncoding, strict: Bool) {
            var added = images.diagnostics
            let originals = site?.images ?? [:]
            for index in folders.indices where changedFolders.contains(folders[index].folder) {
                // A phone may load a picture as it is: its own width in its own format.
                let warnings = ImageBudget.diagnostics(for: folders[index].budgetChecks) { images.sizes[$0] ?? originals[$0]?.fingerprint.size }
                folders[index].diagnostics = (folders[index].diagnostics + warnings).sorted()
                added += warnings
            }
            if strict { added = added.map { var strict = $0; strict.severity = .error; return strict } }
            diagnostics = Array(Set(diagnostics + added)).sorted()
            if added.contains(where: { $0.severity == .error }) { (site, templates) = (nil, nil) }
        }

        /// The walkthroughs (by output path) reused from the last build: their files are in the
        /// output already, and are not rendered again.
        var reusedWalkthroughs: Set<String> {
            Set(folders.filter { !changedFolders.contains($0.folder) }.compactMap { $0.walkthrough?.path })
        }
    }

    /// Loads and validates the content and the templates; writes nothing.
    public static func check(_ options: BuildOptions) throws(BuildError) -> Checked {
        let snapshot = try ContentSnapshot.load(from: options.contentDirectory, displayPath: options.contentDisplayPath)
        let templates = try SiteTemplates.load(overridesIn: options.templatesDirectory, displayPath: options.templatesDisplayPath)
        // Nothing is written, not even what the image encoder can do beside the output.
        return check(options, snapshot: snapshot, index: ContentIndex(snapshot), templates: templates.compiled(), images: .asked,
                     folders: EveryFolderAfresh(), progress: nil)
    }

    /// Reports progress: a stage name, how many items are done, how many there are.
    public typealias ProgressHandler = @Sendable (_ stage: String, _ done: Int, _ total: Int) -> Void

    private static func check(_ options: BuildOptions, snapshot: ContentSnapshot, index: ContentIndex,
                              templates: @autoclosure () -> (templates: CompiledTemplates?, diagnostics: [Diagnostic]), images: ImageCapabilities,
                              folders: some FolderResultSource, progress: ProgressHandler?) -> Checked {
        let folderProgress = progress.map { progress in { @Sendable (done: Int, total: Int) in progress("Validating", done, total) } }
        let validation = Site.validate(snapshot, index: index, includingDrafts: options.includesDrafts, strict: options.isStrict,
                                       images: images, folders: folders, progress: folderProgress)
        var (compiled, templateDiagnostics) = templates()
        if options.isStrict { templateDiagnostics = templateDiagnostics.map { var strict = $0; strict.severity = .error; return strict } }
        let diagnostics = (validation.diagnostics + templateDiagnostics).sorted()
        let isValid = compiled != nil && validation.site != nil && !templateDiagnostics.contains { $0.severity == .error }
        return Checked(site: isValid ? validation.site : nil, templates: isValid ? compiled : nil, diagnostics: diagnostics,
                       folders: validation.folders, changedFolders: validation.changedFolders)
    }

    /// Validates the content and, when it has no errors, replaces the output folder with the site.
    ///
    /// Incremental (see `IncrementalBuild`): walkthroughs whose inputs did not change since the last
    /// build are neither read nor rendered, and their files stay as they are; nothing is written
    /// when nothing changed. The result is always what a clean build would write.
    public static func build(_ options: BuildOptions, progress: ProgressHandler? = nil) throws(BuildError) -> BuildReport {
        // One build at a time per output, from the first look at it to the last record beside it.
        // (Without a parent folder there is no output yet, and publishing takes the lock.)
        let parent = options.outputDirectory.standardizedFileURL.deletingLastPathComponent().path
        let lock = FileManager.default.fileExists(atPath: parent) ? try OutputLock(for: options.outputDirectory) : nil
        return try withExtendedLifetime(lock) { () throws(BuildError) in
            try build(options, progress: progress, holding: lock)
        }
    }

    /// The pipeline: load, validate, render, publish; the incremental layer reuses what it can.
    private static func build(_ options: BuildOptions, progress: ProgressHandler?, holding lock: OutputLock?) throws(BuildError) -> BuildReport {
        let siteTemplates = try SiteTemplates.load(overridesIn: options.templatesDirectory, displayPath: options.templatesDisplayPath)
        let encoder = ImageCapabilities(record: VariantCache(for: options.outputDirectory).capabilitiesRecord)
        let last = try LastBuild(options, templates: siteTemplates, images: encoder)
        if let report = last.upToDateReport {
            releaseMeanwhile(consume last)
            return report
        }
        let incremental = IncrementalBuild(resuming: last, templates: siteTemplates, listsPreviousSite: lock != nil)
        var checked = check(options, snapshot: incremental.snapshot, index: incremental.index.value, templates: incremental.templates.value,
                            images: encoder, folders: incremental, progress: progress)
        var variants = VariantEncoding()
        if let site = checked.site {
            variants = VariantEncoding(site.variants, in: incremental.snapshot, cache: VariantCache(for: options.outputDirectory),
                                       progress: progress)
            checked.record(variants, strict: options.isStrict)
        }
        guard let site = checked.site, let templates = checked.templates else {
            return BuildReport(diagnostics: checked.diagnostics, site: nil, summary: nil, fileCount: 0)
        }
        var files = SiteRenderer.files(for: site, templates: templates, skipping: checked.reusedWalkthroughs)
        files.merge(variants.files) { _, variant in variant }
        var report = try incremental.publish(files, site: site, checked: checked, templates: templates, holding: lock, progress: progress)
        if variants.encodedCount > 0 {
            // Only once published: a build stopped before would take from the cache what the output still shows.
            VariantCache(for: options.outputDirectory).removeAll(except: site.variantPaths)
        }
        (report.encodedImages, report.encodingSeconds) = (variants.encodedCount, variants.seconds)
        releaseMeanwhile((consume incremental, consume checked, consume files))
        return report
    }

    /// Frees `value` on another core: a build's large values (thousands of entries, files and
    /// results) take a millisecond to free, which its caller need not wait for. The caller hands
    /// over the last reference (`consume`), so the freeing happens there.
    private static func releaseMeanwhile<Value: Sendable>(_ value: consuming Value) {
        let box = ReleaseBox(value)
        DispatchQueue.global(qos: .utility).async { box.value = nil }
    }

    private final class ReleaseBox<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
    }
}
