import Foundation

/// The outcome of `SiteBuild.build`: the diagnostics and, when it succeeded, what was built.
public struct BuildReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// The site, when this build validated it (not when it found everything up to date).
    /// Walkthroughs reused from the last build carry their pages without Markdown bodies: their
    /// files were not rendered again.
    public var site: Site?
    /// What the site holds, whenever the build succeeded.
    public var summary: SiteSummary?
    /// The number of files in the output; 0 when nothing was written.
    public var fileCount: Int
    /// The walkthrough folders validated and rendered afresh (the rest came from the cache).
    public var renderedFolders: Set<String> = []
    /// True when nothing changed since the last build, so the output was left as it was.
    public var wasUpToDate = false
    /// How many image variants this build encoded (the rest were kept from earlier builds), and
    /// the seconds that took.
    public var encodedImages = 0
    public var encodingSeconds = 0.0

    public var succeeded: Bool { summary != nil }
}
