import Foundation

/// What the last build left beside the output, and the content and output as they are now: enough
/// to tell, from a small file and one walk of both folders, whether anything changed since.
struct LastBuild: Sendable {
    let options: BuildOptions
    /// Tool version, options and templates: a build with another key reuses nothing.
    let key: String
    /// The last build's state, when it was made with `key`.
    let state: BuildState?
    let content: ContentSnapshot.Walk
    /// The output folder as walked now.
    let output: FileTree.Entries
    /// The content's digest per top-level subtree (see `ContentSnapshot.Walk.subtreeDigests`).
    let contentSubtrees: [String: FingerprintTable.Digest]
    let contentDigest: String
    let outputDigest: String

    /// Reads the last build's state, then walks the content and the output at once; the output's
    /// folders unchanged since the last build are listed from what it published (a fact about the
    /// output, whatever the key, which is hashed meanwhile).
    init(_ options: BuildOptions, templates: SiteTemplates, images: ImageCapabilities) throws(BuildError) {
        let keying = Background { Self.key(options, templates: templates, images: images) }
        let recorded = BuildState.read(at: BuildState.location(for: options.outputDirectory))
        try ContentSnapshot.checkReadable(options.contentDirectory, displayPath: options.contentDisplayPath)
        let walks = FileTree.entries(under: [(options.contentDirectory.path, false), (options.outputDirectory.path, true)],
                                     known: [nil, recorded?.published?.listing])
        let output = walks[1]
        let outputDigesting = Background { FingerprintTable.digest(output.lazy.filter { !$0.isFolder }.map { (key: $0.path, value: $0.fingerprint) }) }
        self.options = options
        self.content = ContentSnapshot.Walk(url: options.contentDirectory, displayPath: options.contentDisplayPath, items: walks[0])
        self.output = output
        self.contentSubtrees = content.subtreeDigests()
        self.contentDigest = FingerprintTable.Digest.combining(contentSubtrees.values).text
        self.outputDigest = outputDigesting.value
        self.key = keying.value
        self.state = recorded?.key == key ? recorded : nil
    }

    /// The build's key: the version of build-site, the options that change the output, the
    /// templates, and the image encoder (a new libvips makes other variants).
    private static func key(_ options: BuildOptions, templates: SiteTemplates, images: ImageCapabilities) -> String {
        ["build-site \(SiteBuild.version)", "drafts=\(options.includesDrafts)", "strict=\(options.isStrict)", images.summary,
         SHA256.hex(templates.files.sorted { $0.key < $1.key }.map { $0.key + "\u{0}" + $0.value }.joined(separator: "\u{0}"))]
            .joined(separator: "|")
    }

    /// The report of a build that finds nothing changed since the last one, said from the state
    /// without reading a page; `nil` when something changed or the caller needs the site itself.
    var upToDateReport: BuildReport? {
        guard options.allowsUpToDateShortcut, let state, state.content == contentDigest, state.output == outputDigest,
              let summary = state.summary else { return nil }
        return BuildReport(diagnostics: state.diagnostics, site: nil, summary: summary, fileCount: output.count(where: { !$0.isFolder }),
                           wasUpToDate: true)
    }
}
