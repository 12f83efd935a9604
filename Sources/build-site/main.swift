import Foundation
import SiteBuilder

/// The command line: parses arguments, runs the library, prints, and maps outcomes to exit statuses.
enum ExitStatus: Int32 {
    case built = 0, contentErrors = 1, usageError = 2, ioError = 3
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
        print(CommandLineOptions.usage)
        return .built
    }
    if options.showsVersion {
        print("build-site \(SiteBuild.version)")
        return .built
    }

    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let buildOptions = BuildOptions(
        contentDirectory: URL(fileURLWithPath: options.content, relativeTo: current).standardizedFileURL,
        contentDisplayPath: options.content.hasSuffix("/") && options.content.count > 1 ? String(options.content.dropLast()) : options.content,
        outputDirectory: URL(fileURLWithPath: options.output, relativeTo: current).standardizedFileURL,
        templatesDirectory: URL(fileURLWithPath: options.templates ?? "templates", relativeTo: current).standardizedFileURL,
        templatesDisplayPath: options.templates ?? "templates",
        includesDrafts: options.includesDrafts,
        isStrict: options.isStrict)
    let printer = DiagnosticPrinter(format: options.diagnosticsFormat)
    let start = Date()
    do {
        switch options.command {
        case .check:
            let checked = try SiteBuild.check(buildOptions)
            printer.print(checked.diagnostics)
            guard let site = checked.site else { return .contentErrors }
            if !options.isQuiet { print("Checked \(summary(of: site)) in \(elapsed(since: start)); no errors.") }
        case .build:
            let report = try SiteBuild.build(buildOptions)
            printer.print(report.diagnostics)
            guard let site = report.site else {
                writeToStandardError("build-site: nothing written; fix the errors above and build again.\n")
                return .contentErrors
            }
            if !options.isQuiet {
                if report.wasUpToDate {
                    print("Up to date: \(summary(of: site)) in \(elapsed(since: start)) → \(options.output)")
                } else {
                    let rendered = report.renderedFolders.count < site.walkthroughs.count
                        ? " (\(report.renderedFolders.count) of \(site.walkthroughs.count) walkthroughs changed)" : ""
                    print("Built \(summary(of: site))\(rendered) in \(elapsed(since: start)) → \(options.output)")
                }
            }
        }
    } catch {
        writeToStandardError("build-site: error: \(error)\n")
        return .ioError
    }
    return .built
}

func summary(of site: Site) -> String {
    let walkthroughs = site.walkthroughs.count
    let pages = site.walkthroughs.reduce(0) { $0 + ($1.manifest.locales[$1.manifest.defaultLocale]?.pages.count ?? 0) }
    let locales = Set(site.walkthroughs.flatMap { $0.manifest.locales.keys }).count
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    return "\(plural(walkthroughs, "walkthrough")), \(plural(pages, "page")), \(plural(locales, "locale"))"
}

func elapsed(since start: Date) -> String {
    let seconds = Date().timeIntervalSince(start)
    return seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
}

exit(run(Array(CommandLine.arguments.dropFirst())).rawValue)
