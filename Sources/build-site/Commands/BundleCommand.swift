/// `build-site bundle`: validate, then replace the output folder with what an app bundles.
struct BundleCommand: Command {
    static let output = Option("--output", value: "DIR", help: "the folder an app bundles, replaced whole (default: walkthrough)")
    static let declaration = CommandDeclaration(
        name: "bundle",
        abstract: "validate, then replace the output folder with what an app bundles: the manifests and their pictures and clips (HTML too where walkthrough.yml sets bundle_html: true)",
        options: SiteOptions.all + [output])

    var site: SiteOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        site = try SiteOptions(arguments, output: Self.output, defaultOutput: "walkthrough")
    }

    func run() throws -> ExitStatus {
        try SiteSession(site, publication: .appResources).build()
    }
}
