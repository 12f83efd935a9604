import Foundation

/// What a build reads and where it writes.
public struct BuildOptions: Sendable {
    public var contentDirectory: URL
    /// The content folder as the user named it; diagnostics start their paths with it.
    public var contentDisplayPath: String
    public var outputDirectory: URL
    public var includesDrafts: Bool
    public var isStrict: Bool

    public init(contentDirectory: URL, contentDisplayPath: String? = nil, outputDirectory: URL,
                includesDrafts: Bool = false, isStrict: Bool = false) {
        self.contentDirectory = contentDirectory
        self.contentDisplayPath = contentDisplayPath ?? contentDirectory.path
        self.outputDirectory = outputDirectory
        self.includesDrafts = includesDrafts
        self.isStrict = isStrict
    }
}

/// The outcome of `SiteBuild.build`: the diagnostics and, when it succeeded, what was built.
public struct BuildReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// The site, when there were no errors.
    public var site: Site?
    /// The number of files written; 0 when nothing was.
    public var fileCount: Int

    public var succeeded: Bool { site != nil }
}

/// The pipeline of DESIGN §6: load, validate, render, write.
public enum SiteBuild {
    /// Loads and validates the content; writes nothing.
    public static func check(_ options: BuildOptions) throws(BuildError) -> Site.Validation {
        let snapshot = try ContentSnapshot.load(from: options.contentDirectory, displayPath: options.contentDisplayPath)
        return Site.validate(snapshot, includingDrafts: options.includesDrafts, strict: options.isStrict)
    }

    /// Validates the content and, when it has no errors, replaces the output folder with the site.
    public static func build(_ options: BuildOptions) throws(BuildError) -> BuildReport {
        let validation = try check(options)
        guard let site = validation.site else {
            return BuildReport(diagnostics: validation.diagnostics, site: nil, fileCount: 0)
        }
        let files = SiteRenderer.files(for: site)
        try OutputWriter.publish(files, to: options.outputDirectory)
        return BuildReport(diagnostics: validation.diagnostics, site: site, fileCount: files.count)
    }
}
