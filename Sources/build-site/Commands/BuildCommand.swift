import SiteBuilder

/// `build-site build` (the default command): validate, then replace the output folder with the
/// site; with `--watch`, again after every change until Ctrl-C.
struct BuildCommand: Command {
    static let output = Option("--output", value: "DIR", help: "the output folder, replaced whole (default: output)")
    static let watch = Option("--watch", help: "rebuild whenever content or templates change")
    static let declaration = CommandDeclaration(
        name: "build", abstract: "validate, then replace the output folder with the site", options: SiteOptions.all + [output, watch])

    var site: SiteOptions
    var watches: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        site = try SiteOptions(arguments, output: Self.output)
        watches = arguments.has(Self.watch)
    }

    func run() throws -> ExitStatus {
        let session = SiteSession(site)
        guard watches else { return try session.build() }
        let watcher = session.makeWatcher()
        let baseline = watcher.signature()
        session.stopOnSignals()
        try session.build()
        // Announced only once Ctrl-C is handled: a signal sent as soon as the line appears is not lost.
        if !site.isQuiet { say("Watching \(site.content) and \(site.templates ?? "templates") for changes; Ctrl-C stops.") }
        watcher.run(since: baseline) {
            do {
                try session.build()
            } catch {
                writeToStandardError("build-site: error: \(error)\n")
            }
        }
    }
}
