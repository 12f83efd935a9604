import Foundation

/// The incremental layer of a build that goes on past `LastBuild` (something changed): it owns the
/// build cache, the previous site beside the output and what is known of the published output,
/// reads them on another core while the pipeline works, and hands the pipeline only what it may
/// reuse, through `FolderResultSource`. Its promise: the output is always what a clean build would write.
struct IncrementalBuild: FolderResultSource {
    private let last: LastBuild
    /// The cache as opened (its header read): its folders are read meanwhile.
    private let cache: BuildCache?
    private let cacheReading: Background<BuildCache?>
    /// The output's files by path, tabled meanwhile.
    private let outputFiles: Background<[String: FileTree.Entry]>
    /// The previous site beside the output, listed meanwhile for publishing to rewrite.
    private let previousSite: Background<[FileTree.Entry]>?
    /// True when the output is exactly what the last build left, and the cache the one written with
    /// it: only then may the output's files be kept and the cache's results reused.
    private let isOutputIntact: Bool
    /// The top-level subtrees of the content whose digest is the cache's: nothing in them changed.
    private let unchangedSubtrees: Set<String>

    /// The content, indexed and snapshotted, and the templates compiled meanwhile.
    let snapshot: ContentSnapshot
    let index: Background<ContentIndex>
    let templates: Background<(templates: CompiledTemplates?, diagnostics: [Diagnostic])>

    /// Starts reading what a build reuses, one task after the other on one other core in the order
    /// the pipeline needs them (more threads would only take turns on two cores), and listing the
    /// previous site (when `listsPreviousSite`: the caller holds the output's lock from now until it
    /// publishes); sorts the walk into a snapshot meanwhile.
    init(resuming last: LastBuild, templates siteTemplates: SiteTemplates, listsPreviousSite: Bool) {
        let meanwhile = DispatchQueue(label: "build-site.meanwhile")
        let walk = last.content
        let output = last.output
        index = Background(on: meanwhile) { ContentIndex(walk.items.lazy.map { ($0.path, $0.isLink) }) }
        let opened = BuildCache.open(at: BuildCache.location(for: last.options.outputDirectory), key: last.key)
        cacheReading = Background(on: meanwhile) { opened?.readingFolders() }
        templates = Background(on: meanwhile) { siteTemplates.compiled() }
        outputFiles = Background(on: meanwhile) { FileTree.filesByPath(output) }
        let knownPrevious = last.state?.output == last.outputDigest ? last.state?.previous.map { ($0, output) } : nil
        previousSite = listsPreviousSite ? Self.listPrevious(of: last.options.outputDirectory, knowing: knownPrevious) : nil
        snapshot = walk.snapshot()
        isOutputIntact = last.state != nil && last.state?.output == last.outputDigest && last.state?.cache == opened?.generation
        unchangedSubtrees = Set(last.contentSubtrees.filter { opened?.subtreeDigests[$0.key] == $0.value.text }.keys)
        (self.last, self.cache) = (last, opened)
    }

    /// Lists the previous site beside `output` on one core. What the last build knew of it, with a
    /// walk of the output that build wrote, spares a walk while it still holds.
    private static func listPrevious(of output: URL, knowing known: (site: PreviousSite, output: FileTree.Entries)?) -> Background<[FileTree.Entry]> {
        let root = OutputWriter.previousLocation(of: output).path
        return Background {
            if let known, let entries = known.site.entries(at: root, besideOutputHolding: known.output) { return entries }
            return FileTree.entries(under: root, includeHidden: true, readsStatus: false, onAllCores: false)
        }
    }

    /// The cache's results that still hold, read meanwhile; none unless the output is intact.
    private var reusable: [String: FolderResult] {
        isOutputIntact ? cacheReading.value?.folders ?? [:] : [:]
    }

    /// Folders whose top-level subtree changed are validated first, while the cache is still being
    /// read, and their fresh result is set aside for the cached one only when that still holds. A
    /// cached result holds when none of its subtrees changed, or its inputs are all as they were;
    /// and, for callers that use the site itself, when its manifest decodes (a cache edited by hand).
    func results(of folders: [String], in snapshot: ContentSnapshot, ownFiles: [String: [String]],
                 validate: @escaping @Sendable (String, [String]) -> FolderResult, done: @escaping @Sendable () -> Void) -> [FolderOutcome] {
        let isTouched = { @Sendable (folder: String) in !unchangedSubtrees.contains(FolderResult.subtree(of: folder, isFolder: true)) }
        let needsManifests = !last.options.allowsUpToDateShortcut
        let order = folders.filter(isTouched) + folders.filter { !isTouched($0) }
        let outcomes = ConcurrentMap.map(order) { folder -> FolderOutcome in
            defer { done() }
            let files = ownFiles[folder, default: []]
            let stillHolds = { (cached: FolderResult) in
                (cached.subtrees.isSubset(of: unchangedSubtrees) || cached.isCurrent(in: snapshot, ownFiles: files))
                    && (!needsManifests || cached.walkthrough?.hasManifest != false)
            }
            if !isTouched(folder), let cached = reusable[folder], stillHolds(cached) { return FolderOutcome(result: cached, isFresh: false) }
            let fresh = validate(folder, files)
            if isTouched(folder), let cached = reusable[folder], stillHolds(cached) { return FolderOutcome(result: cached, isFresh: false) }
            return FolderOutcome(result: fresh, isFresh: true)
        }
        let byFolder = Dictionary(uniqueKeysWithValues: zip(order, outcomes))
        return folders.map { byFolder[$0]! }
    }

    /// Publishes `files` (the site's, its reused walkthroughs' left out) unless the output already
    /// holds them, with the cache and, after both, the state that vouches for them; `lock` is the
    /// output's, which the caller holds (`nil`: publishing takes it).
    func publish(_ rendered: [String: OutputFile], site: Site, checked: SiteBuild.Checked, templates: CompiledTemplates,
                 holding lock: OutputLock?, progress: SiteBuild.ProgressHandler?) throws(BuildError) -> BuildReport {
        let current = outputFiles.value
        let files = keepingPublished(rendered, site: site, checked: checked, templates: templates, current: current)
        let isUpToDate = isOutputIntact && checked.changedFolders.isEmpty && holds(files, current: current)
        let cacheWriting = writeCache(checked, isUpToDate: isUpToDate)
        var written = (digest: last.outputDigest, previous: last.state?.previous, published: last.state?.published)
        if !isUpToDate {
            progress?("Writing", 0, 1)
            do {
                written = try write(files, current: current, holding: lock)
            } catch {
                _ = cacheWriting.task?.value  // no write outlives the build
                throw error
            }
        }
        _ = cacheWriting.task?.value
        let summary = SiteSummary(site)
        BuildState(key: last.key, content: last.contentDigest, output: written.digest, cache: cacheWriting.generation, summary: summary,
                   diagnostics: checked.diagnostics, previous: written.previous, published: written.published)
            .write(to: BuildState.location(for: last.options.outputDirectory))
        return BuildReport(diagnostics: checked.diagnostics, site: site, summary: summary, fileCount: files.count,
                           renderedFolders: checked.changedFolders, wasUpToDate: isUpToDate)
    }

    /// `rendered` with the reused walkthroughs' files, and the images, assets and schema the output
    /// already has, marked to be kept as they are.
    private func keepingPublished(_ rendered: [String: OutputFile], site: Site, checked: SiteBuild.Checked, templates: CompiledTemplates,
                                  current: [String: FileTree.Entry]) -> [String: OutputFile] {
        var files = rendered
        let reused = checked.reusedWalkthroughs
        for walkthrough in site.walkthroughs where reused.contains(walkthrough.path) {
            for path in SiteRenderer.outputPaths(of: walkthrough) { files[path] = .unchanged }
        }
        for result in checked.folders where !checked.changedFolders.contains(result.folder) {
            for path in result.variantPaths where files[path] == nil { files[path] = .unchanged }
        }
        guard isOutputIntact else { return files }
        // The content hash is in the names of images and assets; the schema changes only with a new
        // version of build-site (a new key).
        for path in site.images.keys where current[path] != nil {
            if case .copy = files[path] { files[path] = .unchanged }
        }
        for path in site.variants.keys where current[path] != nil {
            if case .cached = files[path] { files[path] = .unchanged }
        }
        for path in [templates.stylesheet.path, templates.script.path, SiteRenderer.schemaPath] where current[path] != nil {
            files[path] = .unchanged
        }
        return files
    }

    /// True when the output holds exactly `files` already.
    private func holds(_ files: [String: OutputFile], current: [String: FileTree.Entry]) -> Bool {
        Set(files.keys).union([OutputWriter.markerName]) == Set(current.keys) && files.allSatisfy { path, file in
            guard case .data(let data) = file else { return true }
            return FileManager.default.contents(atPath: last.options.outputDirectory.appendingPathComponent(path).path) == data
        }
    }

    /// Starts writing the cache, unless it already says all there is to say; returns the writing
    /// and the generation the state is to name.
    private func writeCache(_ checked: SiteBuild.Checked, isUpToDate: Bool) -> (task: Background<Void>?, generation: String?) {
        let cached = cacheReading.value
        let subtreeDigests = last.contentSubtrees.mapValues(\.text)
        guard !isUpToDate || cached?.subtreeDigests != subtreeDigests else { return (nil, cached?.generation) }
        var next = cached ?? BuildCache(key: last.key, folders: [:])
        next.generation = BuildCache.newGeneration()
        next.subtreeDigests = subtreeDigests
        next.folders = Dictionary(uniqueKeysWithValues: checked.folders.map { ($0.folder, $0) })
        let changed = isOutputIntact ? checked.changedFolders : Set(next.folders.keys)
        let url = BuildCache.location(for: last.options.outputDirectory)
        return (Background { [next] in next.write(to: url, changed: changed) }, next.generation)
    }

    /// Publishes `files`; returns the new output's digest and what the next build will know of the
    /// previous site (the output walked now) and of the published output.
    private func write(_ files: [String: OutputFile], current: [String: FileTree.Entry], holding lock: OutputLock?) throws(BuildError)
        -> (digest: String, previous: PreviousSite?, published: PublishedOutput?) {
        let output = last.output
        let knowing = Background { [files] in PreviousSite(replacing: output, with: files) }
        let listing = Background { [files] in files.keys.sorted() }
        let fingerprints = try OutputWriter.publish(files, to: last.options.outputDirectory, replacing: current, previous: previousSite, holding: lock)
        return (FingerprintTable.digest(fingerprints), knowing.value,
                PublishedOutput(publishedAt: last.options.outputDirectory, files: listing.value))
    }
}
