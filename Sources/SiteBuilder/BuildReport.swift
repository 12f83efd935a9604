import Foundation
import SiteModel
import SiteRules

/// The outcome of `SiteBuild.build`: the diagnostics and, when it succeeded, what was built.
public struct BuildReport: Sendable {
    /// Every error and warning, sorted.
    public var diagnostics: [Diagnostic]
    /// The site, when the build succeeded (a walkthrough reused from the build cache decodes its
    /// manifest when first asked for).
    public var site: Site?
    /// What the site holds, whenever the build succeeded.
    public var summary: SiteSummary?
    /// The number of files in the output; 0 when nothing was written.
    var fileCount: Int
    /// The walkthrough folders validated and rendered now (the rest came from the build cache).
    public var renderedFolders: Set<String> = []
    /// How many image variants this build encoded (the rest were kept from earlier builds), and
    /// the seconds that took.
    public var encodedImages = 0
    /// The seconds spent encoding pictures (0 when none was encoded).
    public var encodingSeconds = 0.0
    /// How many clip variants and poster frames this build made, and the seconds that took.
    public var encodedClips = 0
    /// The seconds spent encoding clips.
    public var clipEncodingSeconds = 0.0

    var succeeded: Bool { summary != nil }

    /// True when the build found every walkthrough and variant in its caches: nothing had changed
    /// since the last build, and the output was published again from them.
    public var wasUpToDate: Bool { succeeded && renderedFolders.isEmpty && encodedImages == 0 && encodedClips == 0 }
}
