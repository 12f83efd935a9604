import Foundation
import PackagePlugin

/// Compiles the files of the package's `templates/` folder into the target as Swift string
/// literals, so `build-site` carries its default templates wherever the binary goes.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") }
            .sorted()
        let inputs = names.map { folder.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("DefaultTemplateFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) default templates",
                executable: try context.tool(named: "EmbedTemplatesTool").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]),
        ]
    }
}
