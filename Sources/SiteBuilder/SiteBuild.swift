import BuiltInFiles
import Foundation
import SiteCache
import SiteMedia
import SiteModel
import SitePublishing
import SiteRendering
import SiteRules
import SiteSupport

/// The pipeline (ARCHITECTURE.md): load, validate, encode clips and pictures, render, publish.
public enum SiteBuild {
    /// The version of build-site (the package's `VERSION` file); part of the cache key, so a new
    /// version rebuilds everything.
    public static var version: String { builtIns.version }

    /// What this build-site carries of its package: the templates, the web assets, `VERSION`, which
    /// the pipeline gives rendering as a value.
    public static let builtIns = BuiltIns.package

    /// Validated content and templates: everything a build needs before it writes.
    public struct Checked: Sendable {
        /// The site and templates, when neither has errors.
        public var site: Site?
        var templates: CompiledTemplates?
        /// Every error and warning of content and templates, sorted.
        public var diagnostics: [Diagnostic]
        /// Each folder's result, and which were validated now rather than reused.
        var folders: [FolderResult] = []
        var freshFolders: Set<String> = []
    }

    /// Ends at once the programs the builds of this process started (the image encoder, ffmpeg):
    /// for a stop that cannot wait for the build in progress. That build's output is never
    /// published; the previous output stays as it was.
    public static func endPrograms() {
        ChildProcess.endAll()
    }

    /// Reports progress: a stage name, how many items are done, how many there are.
    public typealias ProgressHandler = @Sendable (_ stage: String, _ done: Int, _ total: Int) -> Void

    /// Loads and validates the content and the templates; writes nothing.
    public static func check(_ options: BuildOptions) throws(BuildError) -> Checked {
        let templates = try SiteTemplates.load(overridesIn: options.templatesDirectory, displayPath: options.templatesDisplayPath, builtIns: builtIns)
        let content = try ContentSnapshot.load(from: options.contentDirectory, displayPath: options.contentDisplayPath)
        // Nothing is written, not even what the encoders can do beside the output.
        return validateContentAndTemplates(content, index: ContentIndex(content), templates: templates, options: options, encoder: ImageCapabilities.found(recordedIn: nil),
                        clips: ClipCapabilities.found(for: content, recordedIn: nil))
    }

    /// Validates the content and, when it has no errors, replaces the output folder with the site.
    /// Folders found in the build cache are neither validated nor rendered again.
    public static func build(_ options: BuildOptions, progress: ProgressHandler? = nil) throws(BuildError) -> BuildReport {
        // One build at a time per output, from the first look at it to the last record beside it.
        let parent = options.outputDirectory.standardizedFileURL.deletingLastPathComponent()
        do throws(OutputWriter.SystemError) {
            try OutputWriter.makeFolder(parent.path)
        } catch {
            throw BuildError.unwritable(parent.path, reason: error.reason)
        }
        let lock = try OutputLock(for: options.outputDirectory)
        return try withExtendedLifetime(lock) { () throws(BuildError) in
            try build(options, progress: progress, holding: lock)
        }
    }

    /// Load → validate → encode clips and pictures → render → publish, then keep what the next build reuses.
    private static func build(_ options: BuildOptions, progress: ProgressHandler?, holding lock: OutputLock) throws(BuildError) -> BuildReport {
        let output = options.outputDirectory
        let templates = try SiteTemplates.load(overridesIn: options.templatesDirectory, displayPath: options.templatesDisplayPath, builtIns: builtIns)
        let content = try ContentSnapshot.load(from: options.contentDirectory, displayPath: options.contentDisplayPath)
        let variantCache = VariantCache(for: output)
        let encoder = ImageCapabilities.found(recordedIn: variantCache.capabilitiesRecord)
        let clipEncoder = ClipCapabilities.found(for: content, recordedIn: variantCache.clipCapabilitiesRecord)
        let cache = FolderCache(for: output, inputs: cacheInputs(options, templates: templates, images: encoder, clips: clipEncoder))
        let index = ContentIndex(content)
        let cached = cache.lookUp(content, index: index)

        let checked = validateContentAndTemplates(content, index: index, templates: templates, options: options, encoder: encoder, clips: clipEncoder,
                               reusing: cached.results, progress: progress)
        // Clips first: their poster frames are pictures to make variants of.
        let clips = checked.site.map { ClipEncoding($0.clips, frames: $0.frames, in: content, cache: variantCache, encoder: clipEncoder, progress: progress) }
            ?? ClipEncoding()
        let variants = checked.site.map { VariantEncoding($0.variants, in: content, cache: variantCache, failedClips: clips.failedClips, progress: progress) }
            ?? VariantEncoding()
        let media = MediaFindings(of: checked, images: variants, clips: clips, strict: options.isStrict)
        let diagnostics = (checked.diagnostics + media.diagnostics).sorted()
        guard let validated = checked.site, let compiled = checked.templates, !media.hasErrors else {
            return BuildReport(diagnostics: diagnostics, site: nil, summary: nil, fileCount: 0)
        }
        let site = validated.sizingClips(clips.sizes)

        let reused = Set(cached.results.values.compactMap(\.walkthrough?.path))
        var files = SiteRenderer.files(for: site, templates: compiled, skipping: reused)
        // The cache gives the walkthroughs not rendered now; a variant or clip, named by its key, is the encoder's bytes.
        files.merge(cached.files) { rendered, _ in rendered }
        files.merge(variants.files) { _, variant in variant }
        files.merge(clips.files) { _, clip in clip }
        let published = options.publication == .appResources ? AppResources.files(of: site, in: files) : files
        progress?("Writing", 0, 1)
        try OutputWriter.publish(published, to: output, holding: lock)
        // Only once published: a build stopped before would take from the caches what the output still shows.
        cache.store(media.resultsToKeep, files: files, in: content, lookup: cached)
        variantCache.removeAll(except: Array(site.variants.keys) + site.clips.keys + site.frames.keys)
        return BuildReport(diagnostics: diagnostics, site: site, summary: SiteSummary(site), fileCount: published.count,
                           renderedFolders: checked.freshFolders, encodedImages: variants.encodedCount, encodingSeconds: variants.seconds,
                           encodedClips: clips.encodedCount, clipEncodingSeconds: clips.seconds)
    }

    /// What decides a build's output besides the content, which the build cache keys its entries by.
    /// The program is named by its file (size and modification time, as the encoders are): a
    /// build-site built again, from other code, reuses nothing an earlier one kept.
    private static func cacheInputs(_ options: BuildOptions, templates: SiteTemplates, images: ImageCapabilities, clips: ClipCapabilities) -> [String] {
        let templateFiles = templates.files.sorted { $0.key < $1.key }.map { $0.key + "\u{0}" + $0.value }
        return ["build-site \(version) \(fileFingerprint(Bundle.main.executablePath))", "libcmark \(Markdown.libraryVersion)",
                "content \(options.contentDisplayPath)", "drafts \(options.includesDrafts)", "strict \(options.isStrict)",
                images.summary, clips.summary] + templateFiles
    }

    /// Validates `content`, reusing the folder results in `reusable`, and compiles the templates.
    private static func validateContentAndTemplates(_ content: ContentSnapshot, index: ContentIndex, templates: SiteTemplates, options: BuildOptions,
                                 encoder: ImageCapabilities, clips: ClipCapabilities, reusing reusable: [String: FolderResult] = [:],
                                 progress: ProgressHandler? = nil) -> Checked {
        let folderProgress = progress.map { progress in { @Sendable (done: Int, total: Int) in progress("Validating", done, total) } }
        let validation = Site.validate(content, index: index, encoder: encoder, clips: clips, includingDrafts: options.includesDrafts, strict: options.isStrict,
                                       reusing: reusable, progress: folderProgress)
        var (compiled, templateDiagnostics) = templates.compiled()
        if options.isStrict { templateDiagnostics = templateDiagnostics.map(\.asError) }
        let diagnostics = (validation.diagnostics + templateDiagnostics).sorted()
        let isValid = compiled != nil && validation.site != nil && !templateDiagnostics.contains { $0.severity == .error }
        return Checked(site: isValid ? validation.site : nil, templates: isValid ? compiled : nil, diagnostics: diagnostics,
                       folders: validation.folders, freshFolders: validation.freshFolders)
    }
}
