import Foundation
import FrontMatter

/// A validated site: every walkthrough and the image files they use.
public struct Site: Sendable, Equatable {
    /// The walkthroughs, the root one first, then by path.
    public var walkthroughs: [Walkthrough]
    /// The image files by output path (`images/welcome.3f9a1c2e.png`).
    public var images: [String: ContentFile]

    public init(walkthroughs: [Walkthrough], images: [String: ContentFile]) {
        self.walkthroughs = walkthroughs
        self.images = images
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
    /// count as errors. A folder whose result in `previous` is still current is not read again:
    /// at once when its `subtrees` are all in `unchangedSubtrees`, otherwise after comparing
    /// its inputs with the snapshot.
    public static func validate(_ snapshot: ContentSnapshot, includingDrafts: Bool = false, strict: Bool = false,
                                reusing previous: [String: FolderResult] = [:], unchangedSubtrees: Set<String> = [],
                                progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> Validation {
        validate(snapshot, index: ContentIndex(snapshot), includingDrafts: includingDrafts, strict: strict, reusing: { previous },
                 isReadingPrevious: false, unchangedSubtrees: unchangedSubtrees, progress: progress)
    }

    /// `validate`, given the snapshot's `index`, with the results to reuse perhaps still being
    /// read (from the build cache) when it starts: then folders whose own top-level subtree changed
    /// are validated first, meanwhile, and their fresh result is set aside for the cached one only
    /// when that is still current.
    static func validate(_ snapshot: ContentSnapshot, index: ContentIndex, includingDrafts: Bool, strict: Bool,
                         reusing previous: @Sendable () -> [String: FolderResult], isReadingPrevious: Bool, unchangedSubtrees: Set<String>,
                         progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) -> Validation {
        let folders = index.walkthroughFolders
        let filesByFolder = index.ownFiles  // in no order: sorted only for the folders validated
        let counter = Counter()
        let isTouched = { @Sendable (folder: String) in
            isReadingPrevious && !unchangedSubtrees.contains(FolderResult.subtree(of: folder, isFolder: true))
        }
        let order = folders.filter(isTouched) + folders.filter { !isTouched($0) }
        let resultsInOrder = ConcurrentMap.map(order) { folder -> (FolderResult, Bool) in
            defer { if let progress { progress(counter.increment(), folders.count) } }
            let files = filesByFolder[folder, default: []]
            let isCurrent = { (cached: FolderResult) in
                cached.subtrees.isSubset(of: unchangedSubtrees) || cached.isCurrent(in: snapshot, ownFiles: files)
            }
            if !isTouched(folder), let cached = previous()[folder], isCurrent(cached) { return (cached, false) }
            var validator = WalkthroughValidator(snapshot: snapshot, folder: folder, files: files.sorted(), includesDrafts: includingDrafts)
            let walkthrough = validator.validate()
            if isTouched(folder), let cached = previous()[folder], isCurrent(cached) { return (cached, false) }
            let inputs = Dictionary(uniqueKeysWithValues: validator.usedFiles.compactMap { path -> (String, ContentFile.Fingerprint)? in
                guard case .file(let file)? = snapshot.entries[path] else { return nil }
                return (path, file.fingerprint)
            })
            return (FolderResult(folder: folder, walkthrough: walkthrough, diagnostics: validator.diagnostics,
                                 images: validator.imageSources, inputs: inputs), true)
        }
        let byFolder = Dictionary(uniqueKeysWithValues: zip(order, resultsInOrder))
        let results = folders.map { byFolder[$0]! }
        var diagnostics = results.flatMap(\.0.diagnostics)
        let walkthroughs = results.compactMap(\.0.walkthrough)
        var images: [String: ContentFile] = [:]
        for (result, _) in results {
            for (output, source) in result.images {
                if case .file(let file)? = snapshot.entries[source], images[output] == nil { images[output] = file }
            }
        }
        for relativePath in index.links.sorted() {
            guard case .linkOutside(let target)? = snapshot.entries[relativePath] else { continue }
            if relativePath.hasSuffix(".md") || !relativePath.contains(".") {
                diagnostics.append(Diagnostic(.warning, code: "link-outside", "a symbolic link to '\(target)', outside the content folder, is not followed",
                                              hint: "move the files into the content folder", file: snapshot.display(relativePath)))
            }
        }
        if folders.isEmpty {
            diagnostics.append(Diagnostic(code: "no-pages", "no page files (*.md) found", hint: "add a page such as 01-welcome.md, or run 'build-site init'",
                                          file: snapshot.display(""), at: SourceLocation(line: 1, column: 1)))
        }
        var seenIDs: [String: Walkthrough] = [:]
        for walkthrough in walkthroughs {
            if let other = seenIDs[walkthrough.outline.id] {
                let settings = walkthrough.path.isEmpty ? "walkthrough.yml" : walkthrough.path + "/walkthrough.yml"
                diagnostics.append(Diagnostic(code: "duplicate-id", "walkthrough id '\(walkthrough.outline.id)' is also used by the folder '\(other.path.isEmpty ? "." : other.path)'",
                                              hint: "set a different 'id:' in \(settings)", file: snapshot.display(settings)))
            }
            seenIDs[walkthrough.outline.id] = walkthrough
        }
        if strict {
            diagnostics = diagnostics.map { var strict = $0; strict.severity = .error; return strict }
        }
        diagnostics = Array(Set(diagnostics)).sorted()
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return Validation(site: hasErrors ? nil : Site(walkthroughs: walkthroughs, images: images), diagnostics: diagnostics,
                          folders: results.map(\.0), changedFolders: Set(results.filter(\.1).map(\.0.folder)))
    }
}
