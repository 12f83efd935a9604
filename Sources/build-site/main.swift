import Foundation
import PreviewServer
import SiteBuilder

/// The command line: parses arguments, runs the library, prints, and maps outcomes to exit statuses.
enum ExitStatus: Int32 {
    case built = 0, contentErrors = 1, usageError = 2, ioError = 3
    /// A second Ctrl-C or SIGTERM stopped `serve` or `build --watch` without waiting for the build in progress.
    case interrupted = 130
}

func run(_ arguments: [String]) -> ExitStatus {
    let options: CommandLineOptions
    do {
        options = try CommandLineOptions(parsing: arguments)
    } catch {
        writeToStandardError("build-site: error: \(error.message)\nRun 'build-site --help' for usage.\n")
        return .usageError
    }
    if options.showsHelp {
        say(CommandLineOptions.usage)
        return .built
    }
    if options.showsVersion {
        say("build-site \(SiteBuild.version)")
        return .built
    }
    let buildOptions = options.buildOptions(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let session = Session(options: options, buildOptions: buildOptions)
    do throws(any Error) {
        switch options.command {
        case .`init`: return try session.createSite()
        case .eject: return try session.eject()
        case .check: return try session.check()
        case .build, .bundle: return try session.buildAndWatch()
        case .storyboard: return try session.writeStoryboard()
        case .serve: return try session.serve()
        case .funnel: return try session.printFunnel()
        case .translations: return try session.translations()
        }
    } catch {
        writeToStandardError("build-site: error: \(error)\n")
        return .ioError
    }
}

extension CommandLineOptions {
    /// What the library needs to know, with paths resolved against `current`.
    func buildOptions(in current: URL) -> BuildOptions {
        BuildOptions(
            contentDirectory: URL(fileURLWithPath: content, relativeTo: current).standardizedFileURL,
            contentDisplayPath: content.hasSuffix("/") && content.count > 1 ? String(content.dropLast()) : content,
            outputDirectory: URL(fileURLWithPath: output, relativeTo: current).standardizedFileURL,
            templatesDirectory: URL(fileURLWithPath: templates ?? "templates", relativeTo: current).standardizedFileURL,
            templatesDisplayPath: templates ?? "templates",
            includesDrafts: includesDrafts,
            isStrict: isStrict,
            publication: command == .bundle ? .appResources : .site)
    }
}

/// One run of the command: builds, remembers the last report, serves.
final class Session: @unchecked Sendable {
    let options: CommandLineOptions
    let buildOptions: BuildOptions
    let printer: DiagnosticPrinter
    let start = Date()
    private(set) var lastReport: BuildReport?
    private let lock = NSLock()
    /// Held by each build: a stop waits for the build in progress to end.
    private let building = NSLock()

    init(options: CommandLineOptions, buildOptions: BuildOptions) {
        self.options = options
        self.buildOptions = buildOptions
        self.printer = DiagnosticPrinter(format: options.diagnosticsFormat)
    }

    /// A watcher of the content and templates folders, watching from now on.
    func makeWatcher() -> Watcher {
        Watcher(folders: [buildOptions.contentDirectory] + (buildOptions.templatesDirectory.map { [$0] } ?? []))
    }

    /// Builds once, prints the diagnostics and the summary line.
    @discardableResult
    func build() throws(BuildError) -> ExitStatus {
        building.lock()
        defer { building.unlock() }
        let begin = Date()
        let progress = Progress(isEnabled: !options.isQuiet && isatty(STDERR_FILENO) == 1)
        let report = try SiteBuild.build(buildOptions, progress: progress.update)
        progress.finish()
        lock.withLock { lastReport = report }
        printer.print(report.diagnostics)
        guard let counts = report.summary else {
            writeToStandardError("build-site: nothing written; fix the errors above and build again.\n")
            return .contentErrors
        }
        if !options.isQuiet {
            if report.wasUpToDate {
                say("Up to date: \(summary(counts)) in \(elapsed(since: begin)) → \(options.output)")
            } else {
                let rendered = report.renderedFolders.count < counts.walkthroughs
                    ? " (\(report.renderedFolders.count) of \(counts.walkthroughs) walkthroughs changed)" : ""
                say("Built \(summary(counts))\(rendered) in \(elapsed(since: begin)) → \(options.output)")
                if report.encodedClips > 0 {
                    say("Encoded \(report.encodedClips) clip file\(report.encodedClips == 1 ? "" : "s") in \(String(format: "%.2f", report.clipEncodingSeconds)) s")
                }
                if report.encodedImages > 0 {
                    say("Encoded \(report.encodedImages) image variant\(report.encodedImages == 1 ? "" : "s") in \(String(format: "%.2f", report.encodingSeconds)) s")
                }
            }
        }
        return .built
    }

    /// `build-site init`: a new site that builds at once.
    func createSite() throws -> ExitStatus {
        let folder = URL(fileURLWithPath: options.folder, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        try SiteScaffold.create(in: folder.standardizedFileURL)
        if !options.isQuiet {
            say("Created a new site in \(options.folder): content/, README.md and templates/README.md (the pager uses the built-in templates). Build it with 'build-site' there.")
        }
        return .built
    }

    /// `build-site eject FILE`: a built-in template copied into the site's templates to change.
    func eject() throws -> ExitStatus {
        guard let name = options.ejectedFile, let folder = buildOptions.templatesDirectory else { return .usageError }
        let file = try SiteScaffold.eject(name, into: folder)
        if !options.isQuiet {
            say("Copied the built-in \(name) to \(options.templates ?? "templates")/\(file.lastPathComponent); it now overrides the built-in one. "
                  + "Keep its first line: build-site warns when the built-in \(name) changes.")
        }
        return .built
    }

    /// `build-site check`: validates and writes nothing.
    func check() throws -> ExitStatus {
        let checked = try SiteBuild.check(buildOptions)
        printer.print(checked.diagnostics)
        guard let site = checked.site else { return .contentErrors }
        if !options.isQuiet { say("Checked \(summary(SiteSummary(site))) in \(elapsed(since: start)); no errors.") }
        return .built
    }

    /// `build-site build`, and with `--watch` again after every change, until Ctrl-C or SIGTERM.
    func buildAndWatch() throws -> ExitStatus {
        let watcher = options.watches ? makeWatcher() : nil
        let baseline = watcher?.signature() ?? [:]
        if watcher != nil { stopOnSignals() }
        let status = try build()
        guard let watcher else { return status }
        // Announced only once Ctrl-C is handled: a signal sent as soon as the line appears is not lost.
        if !options.isQuiet { say("Watching \(options.content) and \(options.templates ?? "templates") for changes; Ctrl-C stops.") }
        watcher.run(since: baseline) {
            do {
                try build()
            } catch {
                writeToStandardError("build-site: error: \(error)\n")
            }
        }
    }

    /// The size of a file of the output, by its path there.
    func outputFileSize(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: buildOptions.outputDirectory.appendingPathComponent(path).path))?[.size] as? Int
    }

    /// `build-site funnel FILE`: the funnel of an event export, its malformed lines on stderr by number.
    func printFunnel() throws -> ExitStatus {
        let funnel = try readFunnel(options.eventsFile ?? "")
        print(options.funnelFormat == .json ? funnel.json : funnel.text, terminator: "")
        return .built
    }

    /// The funnel of the event export at `path`; each line that is no event is reported on stderr, by number, and skipped.
    func readFunnel(_ path: String) throws -> Funnel {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw BuildError.unreadable(path, reason: error.localizedDescription)
        }
        let funnel = Funnel(ndjson: data)
        for line in funnel.malformedLines {
            writeToStandardError("\(path):\(line.line): skipped: \(line.reason)\n")
        }
        return funnel
    }

    /// `build-site translations`: the report, or its export, import or mark.
    func translations() throws -> ExitStatus {
        let work = try TranslationWork(options: buildOptions)
        switch options.translationAction {
        case nil:
            print(options.funnelFormat == .json ? work.report.json : work.report.text, terminator: "")
            return .built
        case .export:
            let xml: String
            do {
                xml = try work.export(locale: options.translationLocale ?? "", only: options.translationStates)
            } catch {
                writeToStandardError("\(error)\n")
                return .contentErrors
            }
            guard let file = options.translationFile else {
                print(xml, terminator: "")
                return .built
            }
            do {
                try Data(xml.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
            } catch {
                throw BuildError.unwritable(file, reason: error.localizedDescription)
            }
            let count = xml.components(separatedBy: "<trans-unit ").count - 1
            if !options.isQuiet { say("Exported \(count) \(count == 1 ? "unit" : "units") to \(file)") }
            return .built
        case .import(let file):
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw BuildError.unreadable(file, reason: error.localizedDescription)
            }
            return report(try work.importXLIFF(data, from: file), verb: "Imported into", skipping: "its target is empty")
        case .mark(let locale, let pages):
            return report(try work.mark(locale: locale, pages: pages), verb: "Marked current", skipping: "no translation to mark")
        }
    }

    /// Prints what an import or a mark did, or why it refused.
    private func report(_ result: Result<TranslationWork.Outcome, TranslationWork.Refusal>, verb: String, skipping reason: String) -> ExitStatus {
        switch result {
        case .failure(let refusal):
            let problems = refusal.problems
            problems.forEach { writeToStandardError("\($0)\n") }
            writeToStandardError("Nothing written: \(problems.count) \(problems.count == 1 ? "problem" : "problems").\n")
            return .contentErrors
        case .success(let outcome):
            for skipped in outcome.skipped { writeToStandardError("skipped: \(skipped) (\(reason))\n") }
            if !options.isQuiet {
                let count = outcome.written.count
                say(count == 0 ? "Nothing to change." : "\(verb) \(count) \(count == 1 ? "file" : "files"): \(outcome.written.joined(separator: ", "))")
            }
            return .built
        }
    }

    /// `build-site storyboard`: builds, then writes storyboard.html beside the output.
    func writeStoryboard() throws -> ExitStatus {
        let funnel = try options.eventsFile.map(readFunnel)
        let status = try build()
        guard status == .built, let report = lastReport, let site = report.site else { return status }
        let page = Storyboard.html(for: site, diagnostics: report.diagnostics, contentDisplayPath: buildOptions.contentDisplayPath,
                                   sitePrefix: buildOptions.outputDirectory.lastPathComponent + "/", fileSize: outputFileSize, funnel: funnel)
        let file = buildOptions.outputDirectory.deletingLastPathComponent().appendingPathComponent("storyboard.html")
        do {
            try Data(page.utf8).write(to: file)
        } catch {
            throw BuildError.unwritable(file.path, reason: error.localizedDescription)
        }
        if !options.isQuiet { say("Storyboard: \(file.path) (its layout checks run when served: build-site serve, then /_storyboard/)") }
        return .built
    }

    /// Builds, serves the output with live reload, and rebuilds on every change until Ctrl-C.
    func serve() throws -> ExitStatus {
        let watcher = makeWatcher()
        let baseline = watcher.signature()
        let status = try build()
        let server = PreviewServer(root: buildOptions.outputDirectory, generatedPages: ["/_storyboard/": { [self] in
            guard let report = lock.withLock({ lastReport }), let site = report.site else {
                return "<!doctype html><title>Storyboard</title><p>The last build failed; see the terminal.</p>"
            }
            return Storyboard.html(for: site, diagnostics: report.diagnostics, contentDisplayPath: buildOptions.contentDisplayPath, sitePrefix: "/",
                                   fileSize: outputFileSize)
        }])
        try server.start(host: options.host, port: options.port)
        if status != .built { server.showFailure(failureText()) }
        stopOnSignals(server.stop)
        // Announced only once Ctrl-C is handled: a signal sent as soon as the line appears is not lost.
        say("Serving \(options.output) at http://\(options.host):\(server.port)/ (storyboard: /_storyboard/). "
              + "A preview server, not for production. Ctrl-C stops.")
        Thread.detachNewThread { [self] in
            watcher.run(since: baseline) {
                let result = try? build()
                if result == .built { server.reload() } else { server.showFailure(failureText()) }
            }
        }
        dispatchMain()
    }

    /// Ctrl-C and SIGTERM stop the command, also when it was started with them ignored (in the
    /// background, by `nohup`): after `cleanUp`, once the build in progress has ended, so no output
    /// is left half-written and the build's own staging is gone. A second one stops it at once,
    /// with the programs the build started: the build in progress never publishes, so the previous
    /// output stays as it was (the next build removes what that build left beside it).
    private func stopOnSignals(_ cleanUp: @escaping @Sendable () -> Void = {}) {
        StopSignals.handle({ [self] in
            cleanUp()
            if !building.try() {
                say("\nStopping when the build in progress ends; Ctrl-C again stops at once.")
                building.lock()
            }
            say("\nStopped.")
            exit(0)
        }, atOnce: {
            SiteBuild.endPrograms()
            say("\nStopped at once; the build in progress was dropped and the previous output is as it was.")
            exit(ExitStatus.interrupted.rawValue)
        })
    }

    private func failureText() -> String {
        let report = lock.withLock { lastReport }
        let plain = DiagnosticPrinter(format: .text, showsSource: false, usesColor: false)
        return (report?.diagnostics ?? []).map(plain.line(for:)).joined(separator: "\n")
    }
}

/// A progress bar on a terminal, shown once a build takes longer than a moment.
final class Progress: @unchecked Sendable {
    private let isEnabled: Bool
    private let start = Date()
    private var shown = false
    private let lock = NSLock()

    init(isEnabled: Bool) { self.isEnabled = isEnabled }

    func update(_ stage: String, _ done: Int, _ total: Int) {
        guard isEnabled, Date().timeIntervalSince(start) > 0.3, total > 0 else { return }
        lock.withLock {
            let width = 24
            let filled = width * done / total
            writeToStandardError("\r\(stage) [\(String(repeating: "#", count: filled))\(String(repeating: ".", count: width - filled))] \(done)/\(total)\u{1B}[K")
            shown = true
        }
    }

    func finish() {
        lock.withLock { if shown { writeToStandardError("\r\u{1B}[K") } }
    }
}

/// Writes a line to standard output at once, unbuffered, so pipes see it immediately.
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

func summary(_ counts: SiteSummary) -> String {
    let (walkthroughs, pages, locales) = (counts.walkthroughs, counts.pages, counts.locales)
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    return "\(plural(walkthroughs, "walkthrough")), \(plural(pages, "page")), \(plural(locales, "locale"))"
}

func elapsed(since start: Date) -> String {
    let seconds = Date().timeIntervalSince(start)
    return seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
}

exit(run(Array(CommandLine.arguments.dropFirst())).rawValue)
