import Foundation

/// What a build reads and where it writes.
public struct BuildOptions: Sendable {
    public var contentDirectory: URL
    /// The content folder as the user named it; diagnostics start their paths with it.
    public var contentDisplayPath: String
    public var outputDirectory: URL
    /// The folder whose files override the built-in templates; `nil` for none.
    public var templatesDirectory: URL?
    public var templatesDisplayPath: String
    public var includesDrafts: Bool
    public var isStrict: Bool

    public init(contentDirectory: URL, contentDisplayPath: String? = nil, outputDirectory: URL,
                templatesDirectory: URL? = nil, templatesDisplayPath: String? = nil,
                includesDrafts: Bool = false, isStrict: Bool = false) {
        self.contentDirectory = contentDirectory
        self.contentDisplayPath = contentDisplayPath ?? contentDirectory.path
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
        self.templatesDisplayPath = templatesDisplayPath ?? templatesDirectory?.path ?? "templates"
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
    /// Validated content and templates: everything a build needs before it writes.
    public struct Checked: Sendable {
        /// The site and templates, when neither has errors.
        public var site: Site?
        public var templates: CompiledTemplates?
        /// Every error and warning of content and templates, sorted.
        public var diagnostics: [Diagnostic]
    }

    /// Loads and validates the content and the templates; writes nothing.
    public static func check(_ options: BuildOptions) throws(BuildError) -> Checked {
        let snapshot = try ContentSnapshot.load(from: options.contentDirectory, displayPath: options.contentDisplayPath)
        let templates = try SiteTemplates.load(overridesIn: options.templatesDirectory, displayPath: options.templatesDisplayPath)
        let validation = Site.validate(snapshot, includingDrafts: options.includesDrafts, strict: options.isStrict)
        let (compiled, templateDiagnostics) = templates.compiled()
        let diagnostics = (validation.diagnostics + templateDiagnostics).sorted()
        let isValid = compiled != nil && validation.site != nil
        return Checked(site: isValid ? validation.site : nil, templates: isValid ? compiled : nil, diagnostics: diagnostics)
    }

    /// Validates the content and, when it has no errors, replaces the output folder with the site.
    public static func build(_ options: BuildOptions) throws(BuildError) -> BuildReport {
        let checked = try check(options)
        guard let site = checked.site, let templates = checked.templates else {
            return BuildReport(diagnostics: checked.diagnostics, site: nil, fileCount: 0)
        }
        let files = SiteRenderer.files(for: site, templates: templates)
        try OutputWriter.publish(files, to: options.outputDirectory)
        return BuildReport(diagnostics: checked.diagnostics, site: site, fileCount: files.count)
    }
}
