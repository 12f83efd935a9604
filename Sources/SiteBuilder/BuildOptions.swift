import Foundation

/// What a build reads and where it writes.
public struct BuildOptions: Sendable {
    /// The content folder.
    public var contentDirectory: URL
    /// The content folder as the user named it; diagnostics start their paths with it.
    public var contentDisplayPath: String
    /// The output folder, replaced whole by a build.
    public var outputDirectory: URL
    /// The folder whose files override the built-in templates; `nil` for none.
    public var templatesDirectory: URL?
    var templatesDisplayPath: String
    var includesDrafts: Bool
    var isStrict: Bool

    /// Options for a build of `contentDirectory` into `outputDirectory`; the display paths are how messages name them.
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
