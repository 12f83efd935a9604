import Foundation
import PackagePlugin

/// Compiles the files of the package's `templates/`, `storyboard/` and `web/` folders into the
/// target as Swift string literals, so `build-site` carries its default templates, the storyboard's
/// scripts and the web's manifest reader wherever the binary goes, and a digest of the code that
/// writes the output.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        [
            try embed(folder: "templates", as: "defaultTemplateFiles", context: context),
            try embed(folder: "storyboard", as: "storyboardFiles", context: context),
            try embed(folder: "web", as: "webRuntimeFiles", context: context),
            try digest(of: ["SiteBuilder", "WalkthroughManifest", "FrontMatter", "Mustache", "SortedJSON"], as: "sourceDigest", context: context),
        ]
    }

    /// A command writing a digest of the Swift files of the package's `targets` as `variable`: the
    /// build cache's key names the code that made an entry.
    private func digest(of targets: [String], as variable: String, context: PluginContext) throws -> Command {
        let sources = context.package.directoryURL.appendingPathComponent("Sources")
        let inputs = targets.flatMap { target -> [URL] in
            let folder = sources.appendingPathComponent(target)
            let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(variable).swift")
        return .buildCommand(
            displayName: "Digesting \(inputs.count) source files",
            executable: try context.tool(named: "EmbedTemplatesTool").url,
            arguments: [output.path, "--digest", variable] + inputs.map(\.path),
            inputFiles: inputs,
            outputFiles: [output])
    }

    /// A command writing the files of the package's `folder` as a dictionary named `variable`.
    private func embed(folder name: String, as variable: String, context: PluginContext) throws -> Command {
        let folder = context.package.directoryURL.appendingPathComponent(name)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") }
            .sorted()
        let inputs = names.map { folder.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(variable).swift")
        return .buildCommand(
            displayName: "Embedding \(names.count) files of \(name)/",
            executable: try context.tool(named: "EmbedTemplatesTool").url,
            arguments: [output.path, variable] + inputs.map(\.path),
            inputFiles: inputs,
            outputFiles: [output])
    }
}
