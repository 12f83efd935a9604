import Foundation
import SiteBuilder

// `build-site bundle` for the WalkthroughContent plugin, which runs it in an app's build:
//   WalkthroughContentTool CONTENT TEMPLATES OUTPUT
// publishes what an app bundles of the content folder CONTENT (with the templates of TEMPLATES,
// if it exists, over the built-in ones) into OUTPUT, and prints build-site's diagnostics
// (`file:line:column: error: …`). Exit status: 0 published, 1 content errors (nothing written), 3 I/O errors.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: WalkthroughContentTool CONTENT TEMPLATES OUTPUT\n".utf8))
    exit(2)
}
let options = BuildOptions(contentDirectory: URL(fileURLWithPath: arguments[0]), outputDirectory: URL(fileURLWithPath: arguments[2]),
                           templatesDirectory: URL(fileURLWithPath: arguments[1]), publication: .appResources)
// Beside the output, in the plugin's work folder: the web assets, made again only when web/ or templates/ change.
BuiltIns.use(.fromPackageFiles(keptIn: options.outputDirectory.deletingLastPathComponent().appendingPathComponent(".walkthrough-built-ins.json")))
do {
    let report = try SiteBuild.build(options)
    FileHandle.standardError.write(Data(report.diagnostics.map { $0.formatted + "\n" }.joined().utf8))
    exit(report.summary == nil ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(3)
}
