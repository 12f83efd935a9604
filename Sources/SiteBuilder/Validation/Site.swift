import Foundation
import FrontMatter

/// A validated site: every walkthrough and the image files they use.
public struct Site: Sendable, Equatable {
    /// The walkthroughs, the root one first, then by path.
    public var walkthroughs: [Walkthrough]
    /// The image files published as they are, by output path (`images/welcome.3f9a1c2e.png`).
    public var images: [String: ContentFile]
    /// The variants to make of them, by output path (`images/welcome-720w.5d0c7a41.avif`): those
    /// of the walkthroughs validated afresh (a reused walkthrough's are in the output already).
    public var variants: [String: ImageVariant]
    /// The output paths of every walkthrough's variants.
    public var variantPaths: Set<String>

    public init(walkthroughs: [Walkthrough], images: [String: ContentFile], variants: [String: ImageVariant] = [:],
                variantPaths: Set<String> = []) {
        self.walkthroughs = walkthroughs
        self.images = images
        self.variants = variants
        self.variantPaths = variantPaths.union(variants.keys)
    }

    /// The outcome of validating a snapshot.
    public struct Validation: Sendable {
        /// The site, when there are no errors.
        public var site: Site?
        /// Every error and warning, sorted by file, line and column.
        public var diagnostics: [Diagnostic]
        /// Each walkthrough folder's result, for the next incremental build.
        public var folders: [FolderResult]
        /// The folders validated afresh rather than reused.
        public var changedFolders: Set<String>
    }

    /// Validates every walkthrough folder of `snapshot`, several at once. Draft pages are
    /// validated always and published only when `includingDrafts`. With `strict`, warnings
    /// count as errors.
    public static func validate(_ snapshot: ContentSnapshot, includingDrafts: Bool = false, strict: Bool = false,
                                progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> Validation {
        validate(snapshot, index: ContentIndex(snapshot), includingDrafts: includingDrafts, strict: strict, images: .asked,
                 folders: EveryFolderAfresh(), progress: progress)
    }

    /// `validate`, given the snapshot's `index`, with each folder's result from `folders`: all
    /// validated afresh in a clean build, some reused in an incremental one.
    static func validate(_ snapshot: ContentSnapshot, index: ContentIndex, includingDrafts: Bool, strict: Bool, images: ImageCapabilities,
                         folders: some FolderResultSource, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) -> Validation {
        let counter = Counter()
        let total = index.walkthroughFolders.count
        let outcomes = folders.results(of: index.walkthroughFolders, in: snapshot, ownFiles: index.ownFiles, validate: { folder, files in
            validateFolder(folder, ownFiles: files, in: snapshot, includingDrafts: includingDrafts, images: images)
        }, done: {
            if let progress { progress(counter.increment(), total) }
        })
        return assemble(outcomes, in: snapshot, index: index, strict: strict)
    }

    /// The result of validating one walkthrough folder, with every content file it read.
    static func validateFolder(_ folder: String, ownFiles: [String], in snapshot: ContentSnapshot, includingDrafts: Bool,
                               images: ImageCapabilities) -> FolderResult {
        var validator = WalkthroughValidator(snapshot: snapshot, folder: folder, files: ownFiles.sorted(), includesDrafts: includingDrafts,
                                             images: images)
        let walkthrough = validator.validate()
        let inputs = Dictionary(uniqueKeysWithValues: validator.usedFiles.compactMap { path -> (String, ContentFile.Fingerprint)? in
            guard case .file(let file)? = snapshot.entries[path] else { return nil }
            return (path, file.fingerprint)
        })
        var result = FolderResult(folder: folder, walkthrough: walkthrough, diagnostics: validator.diagnostics,
                                  images: validator.imageSources, variants: validator.imageVariants, inputs: inputs)
        result.budgetChecks = validator.budgetChecks
        return result
    }

    /// The site from its folders' results, after the rules that span folders: links leaving the
    /// content folder, no pages at all, walkthrough ids used twice.
    private static func assemble(_ outcomes: [FolderOutcome], in snapshot: ContentSnapshot, index: ContentIndex, strict: Bool) -> Validation {
        let results = outcomes.map(\.result)
        let walkthroughs = results.compactMap(\.walkthrough)
        var diagnostics = results.flatMap(\.diagnostics) + linksLeavingContent(in: snapshot, index: index)
            + duplicateIDs(of: walkthroughs, in: snapshot)
        if index.walkthroughFolders.isEmpty {
            diagnostics.append(Diagnostic(.noPages(), file: snapshot.display("")))
        }
        if strict {
            diagnostics = diagnostics.map { var strict = $0; strict.severity = .error; return strict }
        }
        diagnostics = Array(Set(diagnostics)).sorted()
        let hasErrors = diagnostics.contains { $0.severity == .error }
        let variants = results.reduce(into: [String: ImageVariant]()) { all, result in all.merge(result.variants) { first, _ in first } }
        let site = Site(walkthroughs: walkthroughs, images: images(of: results, in: snapshot), variants: variants,
                        variantPaths: Set(results.flatMap(\.variantPaths)))
        return Validation(site: hasErrors ? nil : site,
                          diagnostics: diagnostics, folders: results,
                          changedFolders: Set(outcomes.filter(\.isFresh).map(\.result.folder)))
    }

    /// The image files the walkthroughs publish, by output path.
    private static func images(of results: [FolderResult], in snapshot: ContentSnapshot) -> [String: ContentFile] {
        var images: [String: ContentFile] = [:]
        for result in results {
            for (output, source) in result.images {
                if case .file(let file)? = snapshot.entries[source], images[output] == nil { images[output] = file }
            }
        }
        return images
    }

    private static func linksLeavingContent(in snapshot: ContentSnapshot, index: ContentIndex) -> [Diagnostic] {
        index.links.sorted().compactMap { relativePath in
            guard case .linkOutside(let target)? = snapshot.entries[relativePath],
                  relativePath.hasSuffix(".md") || !relativePath.contains(".") else { return nil }
            return Diagnostic(.linkOutside(to: target), severity: .warning, file: snapshot.display(relativePath))
        }
    }

    private static func duplicateIDs(of walkthroughs: [Walkthrough], in snapshot: ContentSnapshot) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seenIDs: [String: Walkthrough] = [:]
        for walkthrough in walkthroughs {
            if let other = seenIDs[walkthrough.outline.id] {
                let settings = walkthrough.path.isEmpty ? "walkthrough.yml" : walkthrough.path + "/walkthrough.yml"
                diagnostics.append(Diagnostic(.duplicateWalkthroughID(walkthrough.outline.id, usedBy: other.path, settings: settings),
                                              file: snapshot.display(settings)))
            }
            seenIDs[walkthrough.outline.id] = walkthrough
        }
        return diagnostics
    }
}
