import Foundation
import FrontMatter
import SiteMedia
import SiteModel
import SiteSupport

/// A validated site: every walkthrough and the image files they use.
public struct Site: Sendable, Equatable {
    /// The walkthroughs, the root one first, then by path.
    package var walkthroughs: [Walkthrough]
    /// The image files published as they are, by output path (`images/welcome.3f9a1c2e.png`).
    package var images: [String: ContentFile]
    /// The variants to make of them, by output path (`images/welcome-720w.5d0c7a41.avif`).
    package var variants: [String: ImageVariant]
    /// The variants to make of the clips (`clips/trip-720w-av1.5d0c7a41.mp4`), and the frames to take
    /// of them as posters (`images/trip-poster.0a1b2c3d.png`), by output path.
    package var clips: [String: ClipVariant]
    package var frames: [String: ClipFrame]

    package init(walkthroughs: [Walkthrough], images: [String: ContentFile], variants: [String: ImageVariant] = [:],
                clips: [String: ClipVariant] = [:], frames: [String: ClipFrame] = [:]) {
        self.walkthroughs = walkthroughs
        self.images = images
        self.variants = variants
        self.clips = clips
        self.frames = frames
    }

    /// The site once its clips are made: each walkthrough's clip variants sized from `sizes`.
    package func sizingClips(_ sizes: [String: Int]) -> Site {
        var site = self
        site.walkthroughs = walkthroughs.map { $0.sizingClips(sizes) }
        return site
    }

    /// The outcome of validating a snapshot.
    package struct Validation: Sendable {
        /// The site, when there are no errors.
        package var site: Site?
        /// Every error and warning, sorted by file, line and column.
        package var diagnostics: [Diagnostic]
        /// Each walkthrough folder's result.
        package var folders: [FolderResult]
        /// The folders validated now rather than reused.
        package var freshFolders: Set<String>
    }

    /// Validates every walkthrough folder of `snapshot`, several at once, for an encoder that
    /// writes what `encoder` says; a folder in `reusable` keeps that result. Draft pages are
    /// validated always and published only when `includingDrafts`. With `strict`, warnings
    /// count as errors. Pure: it reads nothing but the snapshot's files and starts nothing.
    package static func validate(_ snapshot: ContentSnapshot, encoder: ImageCapabilities,
                                clips: ClipCapabilities = ClipCapabilities(unavailable: "ffmpeg was not asked"), includingDrafts: Bool = false,
                                strict: Bool = false, reusing reusable: [String: FolderResult] = [:],
                                progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> Validation {
        validate(snapshot, index: ContentIndex(snapshot), encoder: encoder, clips: clips, includingDrafts: includingDrafts, strict: strict,
                 reusing: reusable, progress: progress)
    }

    /// `validate`, given the snapshot's index.
    package static func validate(_ snapshot: ContentSnapshot, index: ContentIndex, encoder: ImageCapabilities, clips: ClipCapabilities, includingDrafts: Bool,
                         strict: Bool, reusing reusable: [String: FolderResult], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) -> Validation {
        let counter = Counter()
        let folders = index.walkthroughFolders
        let results = ConcurrentMap.map(folders) { folder in
            defer { progress?(counter.increment(), folders.count) }
            return reusable[folder] ?? WalkthroughValidator.validate(folder, ownFiles: index.ownFiles[folder, default: []], in: snapshot,
                                                                     includingDrafts: includingDrafts, images: encoder, clips: clips)
        }
        var validation = assemble(results, in: snapshot, index: index, strict: strict)
        validation.freshFolders = Set(folders.filter { reusable[$0] == nil })
        return validation
    }

    /// The site from its folders' results, after the rules that span folders: links leaving the
    /// content folder, no pages at all, walkthrough ids used twice.
    private static func assemble(_ results: [FolderResult], in snapshot: ContentSnapshot, index: ContentIndex, strict: Bool) -> Validation {
        let walkthroughs = results.compactMap(\.walkthrough)
        var diagnostics = results.flatMap(\.diagnostics) + linksLeavingContent(in: snapshot, index: index)
            + duplicateIDs(of: walkthroughs, in: snapshot) + sharedOutputPaths(of: walkthroughs, in: snapshot)
        if index.walkthroughFolders.isEmpty {
            diagnostics.append(Diagnostic(.noPages(), file: snapshot.display("")))
        }
        if strict {
            diagnostics = diagnostics.map(\.asError)
        }
        diagnostics.sort()
        let hasErrors = diagnostics.contains { $0.severity == .error }
        let variants = results.reduce(into: [String: ImageVariant]()) { all, result in all.merge(result.media.variants) { first, _ in first } }
        let clips = results.reduce(into: [String: ClipVariant]()) { all, result in all.merge(result.media.clips) { first, _ in first } }
        let frames = results.reduce(into: [String: ClipFrame]()) { all, result in all.merge(result.media.frames) { first, _ in first } }
        let site = Site(walkthroughs: walkthroughs, images: images(of: results, in: snapshot), variants: variants, clips: clips, frames: frames)
        return Validation(site: hasErrors ? nil : site, diagnostics: diagnostics, folders: results, freshFolders: [])
    }

    /// The image files the walkthroughs publish, by output path.
    private static func images(of results: [FolderResult], in snapshot: ContentSnapshot) -> [String: ContentFile] {
        var images: [String: ContentFile] = [:]
        for result in results {
            for (output, source) in result.media.images {
                if case .file(let file)? = snapshot.entries[source], images[output] == nil { images[output] = file }
            }
        }
        return images
    }

    private static func linksLeavingContent(in snapshot: ContentSnapshot, index: ContentIndex) -> [Diagnostic] {
        index.links.sorted().compactMap { relativePath in
            guard relativePath.hasSuffix(".md") || !relativePath.contains(".") else { return nil }
            let message: Diagnostic.Message
            switch snapshot.entries[relativePath] {
            case .linkOutside(let target)?: message = .linkOutside(to: target)
            case .brokenLink(let target, let fault)?: message = .brokenLink(to: target, fault: fault)
            default: return nil
            }
            return Diagnostic(message, severity: .warning, file: snapshot.display(relativePath))
        }
    }

    /// An error for each walkthrough that publishes a file another one publishes (`content/fr/`
    /// beside a root walkthrough in French): one would replace the other.
    private static func sharedOutputPaths(of walkthroughs: [Walkthrough], in snapshot: ContentSnapshot) -> [Diagnostic] {
        var owners: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for walkthrough in walkthroughs {
            for path in OutputLayout.paths(of: walkthrough) {
                if let other = owners[path] {
                    diagnostics.append(Diagnostic(.sharedOutputPath(path, usedBy: other), file: snapshot.display(walkthrough.path)))
                    break
                }
                owners[path] = walkthrough.path
            }
        }
        return diagnostics
    }

    private static func duplicateIDs(of walkthroughs: [Walkthrough], in snapshot: ContentSnapshot) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seenIDs: [String: Walkthrough] = [:]
        for walkthrough in walkthroughs {
            if let other = seenIDs[walkthrough.summary.id] {
                let settings = walkthrough.path.isEmpty ? "walkthrough.yml" : walkthrough.path + "/walkthrough.yml"
                diagnostics.append(Diagnostic(.duplicateWalkthroughID(walkthrough.summary.id, usedBy: other.path, settings: settings),
                                              file: snapshot.display(settings)))
            }
            seenIDs[walkthrough.summary.id] = walkthrough
        }
        return diagnostics
    }
}
