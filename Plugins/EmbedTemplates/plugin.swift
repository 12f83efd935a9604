import Foundation
import PackagePlugin

/// Compiles the package's `templates/` (markup and style) into the target as Swift string literals,
/// and the web assets made from `web/`'s ES modules and `templates/`'s stylesheets (the page scripts
/// bundled, readable and minified; the stylesheets minified; the rules for web apps; the
/// storyboard's script; `VERSION`), so `build-site` carries them wherever the binary goes and no run
/// of it bundles or minifies; and a digest of the code that writes the output.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        [
            try embed(folder: "templates", as: "defaultTemplateFiles", context: context),
            try webAssets(context: context),
            try digest(of: ["SiteBuilder", "WalkthroughManifest", "FrontMatter", "Mustache", "SortedJSON", "WebBundling"], as: "sourceDigest", context: context),
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

    /// A command writing the web assets: the `.js` files of `web/`, bundled and minified, the `.css`
    /// files of `templates/`, minified, and the version in `VERSION`.
    private func webAssets(context: PluginContext) throws -> Command {
        let package = context.package.directoryURL
        let inputs = [package.appendingPathComponent("VERSION")]
            + files(in: package.appendingPathComponent("web"), extension: "js")
            + files(in: package.appendingPathComponent("templates"), extension: "css")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("webAssets.swift")
        return .buildCommand(
            displayName: "Bundling and minifying \(inputs.count - 1) files of web/ and templates/",
            executable: try context.tool(named: "EmbedTemplatesTool").url,
            arguments: [output.path, "--web-assets", inputs[0].path, package.appendingPathComponent("web").path, package.appendingPathComponent("templates").path],
            inputFiles: inputs,
            outputFiles: [output])
    }

    /// The files under `folder` ending in `.extension`, not hidden, in path order.
    private func files(in folder: URL, extension wanted: String) -> [URL] {
        (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix("." + wanted) && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// A command writing the files of the package's `folder` and its sub-folders (those ending in
    /// `.extension` only, when given) as a dictionary named `variable`, by their paths in `folder`.
    private func embed(folder name: String, as variable: String, extension wanted: String? = nil, context: PluginContext) throws -> Command {
        let folder = context.package.directoryURL.appendingPathComponent(name)
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { path in
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
                return exists && !isFolder.boolValue && !path.split(separator: "/").contains { $0.hasPrefix(".") }
                    && wanted.map { path.hasSuffix("." + $0) } != false
            }
            .sorted()
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(variable).swift")
        return .buildCommand(
            displayName: "Embedding \(paths.count) files of \(name)/",
            executable: try context.tool(named: "EmbedTemplatesTool").url,
            arguments: [output.path, variable, folder.path] + paths,
            inputFiles: paths.map { folder.appendingPathComponent($0) },
            outputFiles: [output])
    }
}
