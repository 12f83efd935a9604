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
    /// What the output holds: the site, or what an app bundles of it.
    public var publication: Publication

    /// What a build publishes into the output folder.
    public enum Publication: String, Sendable {
        /// The whole site: HTML pagers, manifests, media, assets, embed.js, the schema.
        case site
        /// What an app bundles (`build-site bundle`, the `WalkthroughContent` plugin): the
        /// manifests and the pictures and clips they name; a walkthrough's HTML pages and the
        /// assets they load only when its `walkthrough.yml` sets `bundle_html: true`.
        case appResources
    }

    /// Options for a build of `contentDirectory` into `outputDirectory`; the display paths are how messages name them.
    public init(contentDirectory: URL, contentDisplayPath: String? = nil, outputDirectory: URL,
                templatesDirectory: URL? = nil, templatesDisplayPath: String? = nil,
                includesDrafts: Bool = false, isStrict: Bool = false, publication: Publication = .site) {
        self.contentDirectory = contentDirectory
        self.contentDisplayPath = contentDisplayPath ?? contentDirectory.path
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
        self.templatesDisplayPath = templatesDisplayPath ?? templatesDirectory?.path ?? "templates"
        self.includesDrafts = includesDrafts
        self.isStrict = isStrict
        self.publication = publication
    }
}
