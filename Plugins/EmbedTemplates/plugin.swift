import Foundation
import PackagePlugin

/// Compiles the files of the package's `templates/` and `storyboard/` folders into the target as
/// Swift string literals, so `build-site` carries its default templates and the storyboard's
/// scripts wherever the binary goes.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        [
            try embed(folder: "templates", as: "defaultTemplateFiles", context: context),
            try embed(folder: "storyboard", as: "storyboardFiles", context: context),
        ]
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
