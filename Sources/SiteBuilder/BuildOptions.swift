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
