import WebBundling

/// What build-site carries of the package besides its code: the default templates, the web assets
/// made from `web/` (bundled and minified) and its version. Made from the package's files by
/// `make built-ins` into `Generated/`, which is checked in, so no build or run of build-site
/// bundles or minifies, and a test keeps them as the files make them.
public struct BuiltIns: Sendable, Equatable {
    /// The files of `templates/`, by their paths in it.
    public var templates: [String: String]
    public var web: BuiltInWebAssets
    /// The package's `VERSION`.
    public var version: String

    public init(templates: [String: String], web: BuiltInWebAssets, version: String) {
        (self.templates, self.web, self.version) = (templates, web, version)
    }

    /// The built-ins of the package build-site was built from.
    public static let package = BuiltIns(templates: builtInTemplates, web: builtInWebAssets, version: builtInVersion)
}
