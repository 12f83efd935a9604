import WalkthroughManifest

/// What validating one walkthrough folder produced, and what it depended on: the unit an
/// incremental build keeps, and reuses while none of its inputs changed.
public struct FolderResult: Sendable, Codable {
    /// The folder relative to the content folder; empty for the root walkthrough.
    public var folder: String
    /// The walkthrough, when the folder has no errors.
    public var walkthrough: Walkthrough?
    public var diagnostics: [Diagnostic]
    /// The images it publishes: output path → content path.
    public var images: [String: String]
    /// Every content file it read, with its fingerprint then.
    public var inputs: [String: ContentFile.Fingerprint]

    /// True when `snapshot` still holds exactly the inputs this result was made from: the
    /// same page and settings files in the folder (`ownFiles`), and unchanged images.
    func isCurrent(in snapshot: ContentSnapshot, ownFiles: [String]) -> Bool {
        for (path, fingerprint) in inputs {
            guard case .file(let file)? = snapshot.entries[path], file.fingerprint == fingerprint else { return false }
        }
        return ownFiles.allSatisfy { inputs[$0] != nil }
    }

    /// The result with empty page bodies: what the cache keeps, since a reused walkthrough is
    /// not rendered again and the bodies are most of a manifest's size.
    var withoutBodies: FolderResult {
        var result = self
        guard var manifest = walkthrough?.manifest else { return result }
        for (locale, content) in manifest.locales {
            var content = content
            content.pages = content.pages.map { page in
                var page = page
                page.body = .init(html: "", text: "")
                return page
            }
            manifest.locales[locale] = content
        }
        result.walkthrough?.manifest = manifest
        return result
    }
}
