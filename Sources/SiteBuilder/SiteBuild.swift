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
    }

    /// Loads and validates the content and the templates; writes nothing.
    public static func check(_ options: BuildOptions) throws(BuildError) -> Checked {
        let snapshot = try ContentSnapshot.load(from: options.contentDirectory, displayPath: options.contentDisplayPath)
        let templates = try SiteTemplates.load(overridesIn: options.templatesDirectory, displayPath: options.templatesDisplayPath)
        return check(options, snapshot: snapshot, index: ContentIndex(snapshot), compiling: Background { templates.compiled() }, reusing: { [:] },
                     isReadingPrevious: false, progress: nil)
    }

    /// Reports progress: a stage name, how many items are done, how many there are.
    public typealias ProgressHandler = @Sendable (_ stage: String, _ done: Int, _ total: Int) -> Void

    private static func check(_ options: BuildOptions, snapshot: ContentSnapshot, index: ContentIndex,
                              compiling: Background<(templates: CompiledTemplates?, diagnostics: [Diagnostic])>,
                              reusing previous: @escaping @Sendable () -> [String: FolderResult], isReadingPrevious: Bool,
                              unchangedSubtrees: Set<String> = [], progress: ProgressHandler?) -> Checked {
        var folderProgress: (@Sendable (Int, Int) -> Void)?
        if let progress {
            folderProgress = { done, total in progress("Validating", done, total) }
        }
        let validation = Site.validate(snapshot, index: index, includingDrafts: options.includesDrafts, strict: options.isStrict, reusing: previous,
                                       isReadingPrevious: isReadingPrevious, unchangedSubtrees: unchangedSubtrees, progress: folderProgress)
        let (compiled, templateDiagnostics) = compiling.value
        let diagnostics = (validation.diagnostics + templateDiagnostics).sorted()
        let isValid = compiled != nil && validation.site != nil
        return Checked(site: isValid ? validation.site : nil, templates: isValid ? compiled : nil, diagnostics: diagnostics,
                       folders: validation.folders, changedFolders: validation.changedFolders)
    }

    /// Validates the content and, when it has no errors, replaces the output folder with the site.
    ///
    /// Incremental: a cache beside the output (`.output.build-cache.jsonl`) remembers each
    /// walkthrough's inputs; walkthroughs whose inputs are unchanged are neither read nor rendered,
    /// and their files stay as they are. The result is always what a clean build would write.
    /// Nothing is written when nothing changed.
    public static func build(_ options: BuildOptions, progress: ProgressHandler? = nil) throws(BuildError) -> BuildReport {
        // One build at a time per output, from the first look at it to the last record beside it.
        // (Without a parent folder there is no output yet, and publishing takes the lock.)
        let parent = options.outputDirectory.standardizedFileURL.deletingLastPathComponent().path
        let lock = FileManager.default.fileExists(atPath: parent) ? try OutputLock(for: options.outputDirectory) : nil
        return try withExtendedLifetime(lock) { () throws(BuildError) in
            try build(options, progress: progress, readsCache: true, holding: lock)
        }
    }

    private static func build(_ options: BuildOptions, progress: ProgressHandler?, readsCache: Bool,
                              holding lock: OutputLock?) throws(BuildError) -> BuildReport {
        let cacheURL = BuildCache.location(for: options.outputDirectory)
        let siteTemplates = try SiteTemplates.load(overridesIn: options.templatesDirectory, displayPath: options.templatesDisplayPath)
        let keying = Background {
            ["build-site \(version)", "drafts=\(options.includesDrafts)", "strict=\(options.isStrict)",
             SHA256.hex(siteTemplates.files.sorted { $0.key < $1.key }.map { $0.key + "\u{0}" + $0.value }.joined(separator: "\u{0}"))]
                .joined(separator: "|")
        }
        // The state of the last build, then the content and the output at once; the output's
        // folders that have not changed since the last build are listed from what it published
        // (a fact about the output, whatever the key, which is hashed meanwhile).
        let stateURL = BuildState.location(for: options.outputDirectory)
        let recorded = BuildState.read(at: stateURL)
        let (walk, walks) = try ContentSnapshot.walk(options.contentDirectory, displayPath: options.contentDisplayPath,
                                                     alongWith: [(options.outputDirectory, recorded?.published?.listing)])
        let key = keying.value
        let last = recorded?.key == key ? recorded : nil
        let outputWalk = walks[0]
        let outputDigesting = Background { FingerprintTable.digest(outputWalk.lazy.filter { !$0.isFolder }.map { (key: $0.path, value: $0.fingerprint) }) }
        let subtrees = walk.subtreeDigests()
        let contentDigest = FingerprintTable.Digest.combining(subtrees.values).text
        let outputDigest = outputDigesting.value
        // Nothing changed since the last build: say so from a small file, without reading pages.
        if options.allowsUpToDateShortcut, let last, last.content == contentDigest, last.output == outputDigest, let summary = last.summary {
            let report = BuildReport(diagnostics: last.diagnostics, site: nil, summary: summary, fileCount: outputWalk.count(where: { !$0.isFolder }),
                                     wasUpToDate: true)
            releaseMeanwhile((consume walk, consume walks, consume outputWalk))
            return report
        }
        // Something changed. The cache's header is read at once; the content is indexed, the cache's
        // folders read, the templates compiled and the output's files tabled meanwhile, one after
        // the other on one other core, in the order they are needed (more threads would only take
        // turns with this one on two cores), and the previous site (which publishing rewrites) is listed.
        let meanwhile = DispatchQueue(label: "build-site.meanwhile")
        let indexing = Background(on: meanwhile) { ContentIndex(walk.items.lazy.map { ($0.path, $0.isLink) }) }
        let opened = readsCache ? BuildCache.open(at: cacheURL, key: key) : nil
        let cacheReading = Background(on: meanwhile) { opened?.readingFolders() }
        let compiling = Background(on: meanwhile) { siteTemplates.compiled() }
        let currentReading = Background(on: meanwhile) { FileTree.filesByPath(outputWalk) }
        let knownPrevious = last?.output == outputDigest ? last?.previous.map { ($0, outputWalk) } : nil
        let previous = lock.map { _ in OutputWriter.listPrevious(of: options.outputDirectory, knowing: knownPrevious, on: .global()) }
        let snapshot = walk.snapshot()
        // Only when the output is exactly what the last build left, and the cache the one written
        // with it, may its files be kept.
        let isOutputIntact = last != nil && last?.output == outputDigest && last?.cache == opened?.generation

        let subtreeDigests = subtrees.mapValues(\.text)
        let unchangedSubtrees = Set(subtreeDigests.filter { opened?.subtreeDigests[$0.key] == $0.value }.keys)
        let checked = check(options, snapshot: snapshot, index: indexing.value, compiling: compiling,
                            reusing: { isOutputIntact ? cacheReading.value?.folders ?? [:] : [:] }, isReadingPrevious: true,
                            unchangedSubtrees: unchangedSubtrees, progress: progress)
        let cache = cacheReading.value
        guard let site = checked.site, let templates = checked.templates else {
            return BuildReport(diagnostics: checked.diagnostics, site: nil, summary: nil, fileCount: 0)
        }
        // Callers that use the site itself need every manifest; a cache whose manifests do not all
        // decode (edited by hand) is set aside and the build starts over without it.
        if !options.allowsUpToDateShortcut && !site.walkthroughs.allSatisfy(\.hasManifest) {
            return try build(options, progress: progress, readsCache: false, holding: lock)
        }
        let reused = Set(checked.folders.filter { !checked.changedFolders.contains($0.folder) }.compactMap { $0.walkthrough?.path })
        var files = SiteRenderer.files(for: site, templates: templates, skipping: reused)
        let current = currentReading.value
        for walkthrough in site.walkthroughs where reused.contains(walkthrough.path) {
            for path in SiteRenderer.outputPaths(of: walkthrough) { files[path] = .unchanged }
        }
        if isOutputIntact {
            // Images and assets the output has are kept: the content hash is in the name. So is the
            // schema, which only a new version of build-site (a new cache key) changes.
            for path in site.images.keys where current[path] != nil {
                if case .copy = files[path] { files[path] = .unchanged }
            }
            for path in [templates.stylesheet.path, templates.script.path, SiteRenderer.schemaPath] where current[path] != nil {
                files[path] = .unchanged
            }
        }
        let isUpToDate = isOutputIntact && checked.changedFolders.isEmpty && Set(files.keys).union([OutputWriter.markerName]) == Set(current.keys)
            && files.allSatisfy { path, file in
                guard case .data(let data) = file else { return true }
                return FileManager.default.contents(atPath: options.outputDirectory.appendingPathComponent(path).path) == data
            }
        // The cache is written while the site is published; the state, written after both, vouches for it.
        var generation = cache?.generation
        var cacheWriting: Background<Void>?
        if !isUpToDate || cache?.subtreeDigests != subtreeDigests {
            var next = cache ?? BuildCache(key: key, folders: [:])
            next.generation = BuildCache.newGeneration()
            next.subtreeDigests = subtreeDigests
            next.folders = Dictionary(uniqueKeysWithValues: checked.folders.map { ($0.folder, $0) })
            let changed = isOutputIntact ? checked.changedFolders : Set(next.folders.keys)
            generation = next.generation
            cacheWriting = Background { [next] in next.write(to: cacheURL, changed: changed) }
        }
        var writtenDigest = outputDigest
        var previousSite = last?.previous
        var published = last?.published
        if !isUpToDate {
            progress?("Writing", 0, 1)
            // The output walked now is the previous site once this one is published.
            let knowing = Background { [files] in PreviousSite(replacing: outputWalk, with: files) }
            let listing = Background { [files] in files.keys.sorted() }
            do {
                writtenDigest = FingerprintTable.digest(try OutputWriter.publish(files, to: options.outputDirectory, replacing: current,
                                                                                 previous: previous, holding: lock))
            } catch {
                _ = cacheWriting?.value  // no write outlives the build
                throw error
            }
            previousSite = knowing.value
            published = PublishedOutput(publishedAt: options.outputDirectory, files: listing.value)
        }
        _ = cacheWriting?.value
        let summary = SiteSummary(site)
        BuildState(key: key, content: contentDigest, output: writtenDigest, cache: generation, summary: summary,
                   diagnostics: checked.diagnostics, previous: previousSite, published: published).write(to: stateURL)
        let report = BuildReport(diagnostics: checked.diagnostics, site: site, summary: summary, fileCount: files.count,
                                 renderedFolders: checked.changedFolders, wasUpToDate: isUpToDate)
        releaseMeanwhile((consume snapshot, consume walk, consume walks, consume outputWalk, consume checked, consume files,
                          consume current, consume cache, consume opened, consume cacheReading, consume currentReading,
                          consume indexing, consume previous))
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
