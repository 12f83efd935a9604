import Foundation
import SiteBuilder
import SiteModel

/// The builds of one command on one site: each prints its problems and a summary line; the last
/// report stays for the storyboard and the preview server.
final class SiteSession: @unchecked Sendable {
    let site: SiteOptions
    let buildOptions: BuildOptions
    let printer: DiagnosticPrinter
    let start = Date()
    private(set) var lastReport: BuildReport? {
        get { lock.withLock { report } }
        set { lock.withLock { report = newValue } }
    }
    private var report: BuildReport?
    private let lock = NSLock()
    /// Held by each build: a stop waits for the build in progress to end.
    private let building = NSLock()
    /// How the process ends, decided once: a stop that waited and the one at once race to it.
    private var ending: ExitStatus?

    init(_ site: SiteOptions, publication: BuildOptions.Publication = .site) {
        self.site = site
        self.buildOptions = site.buildOptions(publication: publication)
        self.printer = DiagnosticPrinter(format: site.diagnosticsFormat)
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
        let progress = Progress(isEnabled: !site.isQuiet && isatty(STDERR_FILENO) == 1)
        let report = try SiteBuild.build(buildOptions, progress: progress.update)
        progress.finish()
        lastReport = report
        printer.print(report.diagnostics)
        guard let counts = report.summary else {
            writeToStandardError("build-site: nothing written; fix the errors above and build again.\n")
            return .contentErrors
        }
        if !site.isQuiet { say(Self.lines(of: report, counts: counts, since: begin, output: site.output)) }
        return .built
    }

    /// What a finished build says: what it built (or that nothing changed), and what it encoded.
    private static func lines(of report: BuildReport, counts: SiteSummary, since begin: Date, output: String) -> String {
        guard !report.wasUpToDate else { return "Up to date: \(summary(counts)) in \(elapsed(since: begin)) → \(output)" }
        let rendered = report.renderedFolders.count < counts.walkthroughs
            ? " (\(report.renderedFolders.count) of \(counts.walkthroughs) walkthroughs changed)" : ""
        var lines = ["Built \(summary(counts))\(rendered) in \(elapsed(since: begin)) → \(output)"]
        if report.encodedClips > 0 {
            lines.append("Encoded \(report.encodedClips) clip file\(report.encodedClips == 1 ? "" : "s") in \(String(format: "%.2f", report.clipEncodingSeconds)) s")
        }
        if report.encodedImages > 0 {
            lines.append("Encoded \(report.encodedImages) image variant\(report.encodedImages == 1 ? "" : "s") in \(String(format: "%.2f", report.encodingSeconds)) s")
        }
        return lines.joined(separator: "\n")
    }

    /// The size of a file of the output, by its path there.
    func outputFileSize(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: buildOptions.outputDirectory.appendingPathComponent(path).path))?[.size] as? Int
    }

    /// The last build's problems as plain lines, for the preview server's failure page.
    func failureText() -> String {
        let plain = DiagnosticPrinter(format: .text, showsSource: false, usesColor: false)
        return (lastReport?.diagnostics ?? []).map(plain.line(for:)).joined(separator: "\n")
    }

    /// Ctrl-C and SIGTERM stop the command, also when it was started with them ignored (in the
    /// background, by `nohup`): after `cleanUp`, once the build in progress has ended, so no output
    /// is left half-written and the build's own staging is gone. A second one stops it at once,
    /// with the programs the build started: the build in progress never publishes, so the previous
    /// output stays as it was (the next build removes what that build left beside it).
    func stopOnSignals(_ cleanUp: @escaping @Sendable () -> Void = {}) {
        StopSignals.handle({ [self] in
            cleanUp()
            if !building.try() {
                say("\nStopping when the build in progress ends; Ctrl-C again stops at once.")
                building.lock()
            }
            // Ending the programs at once ends the build too: that stop, not this one, says how it ended.
            guard decides(.built) else { return }
            say("\nStopped.")
            exit(ExitStatus.built.rawValue)
        }, atOnce: { [self] in
            guard decides(.interrupted) else { return }
            SiteBuild.endPrograms()
            say("\nStopped at once; the build in progress was dropped and the previous output is as it was.")
            exit(ExitStatus.interrupted.rawValue)
        })
    }

    /// Whether `status` is how the process ends: the first to ask decides.
    private func decides(_ status: ExitStatus) -> Bool {
        lock.withLock {
            guard ending == nil else { return false }
            ending = status
            return true
        }
    }
}
