import Foundation
import PreviewServer
import SiteBuilder
import SiteRendering

/// `build-site serve`: build, watch content and templates, and serve the output on loopback with
/// live reload, rebuilding on every change until Ctrl-C.
struct ServeCommand: Command {
    static let port = Option("--port", value: "N", help: "the port to listen on (default: 8080; 0 picks a free one)")
    static let host = Option("--host", value: "ADDR", help: "the address to listen on (default: 127.0.0.1)")
    static let declaration = CommandDeclaration(
        name: "serve", abstract: "build, watch content and templates, serve the output on loopback with live reload (a preview server, not for production)",
        options: SiteOptions.all + [BuildCommand.output, port, host])

    var site: SiteOptions
    var port: UInt16
    var host: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        site = try SiteOptions(arguments, output: BuildCommand.output)
        let port = arguments.value(Self.port) ?? "8080"
        guard let number = UInt16(port) else { throw UsageError(message: "--port takes a number from 0 to 65535, not '\(port)'") }
        self.port = number
        host = arguments.value(Self.host) ?? "127.0.0.1"
    }

    func run() throws -> ExitStatus {
        let session = SiteSession(site)
        let watcher = session.makeWatcher()
        let baseline = watcher.signature()
        let status = try session.build()
        let server = PreviewServer(root: session.buildOptions.outputDirectory, generatedPages: ["/_storyboard/": { Self.storyboard(of: session) }])
        try server.start(host: host, port: port)
        if status != .built { server.showFailure(session.failureText()) }
        session.stopOnSignals(server.stop)
        // Announced only once Ctrl-C is handled: a signal sent as soon as the line appears is not lost.
        say("Serving \(site.output) at http://\(host):\(server.port)/ (storyboard: /_storyboard/). A preview server, not for production. Ctrl-C stops.")
        Thread.detachNewThread {
            watcher.run(since: baseline) {
                let result = try? session.build()
                if result == .built { server.reload() } else { server.showFailure(session.failureText()) }
            }
        }
        dispatchMain()
    }

    /// The storyboard of the last build, served at /_storyboard/.
    private static func storyboard(of session: SiteSession) -> String {
        guard let report = session.lastReport, let site = report.site else {
            return "<!doctype html><title>Storyboard</title><p>The last build failed; see the terminal.</p>"
        }
        return Storyboard.html(for: site, diagnostics: report.diagnostics, contentDisplayPath: session.buildOptions.contentDisplayPath, sitePrefix: "/",
                               builtIns: SiteBuild.builtIns,
                               fileSize: session.outputFileSize)
    }
}
