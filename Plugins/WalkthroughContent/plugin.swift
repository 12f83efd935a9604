import Foundation
import PackagePlugin

/// Publishes the target's `Walkthrough/` folder (a content folder: pages, `walkthrough.yml`,
/// pictures) into the target's resources under `walkthrough/`, as `build-site bundle` does: the
/// manifests and the picture and clip files they name, in the site's paths. Templates in the
/// target's `WalkthroughTemplates/`, if any, override the built-in ones for bundled HTML.
///
/// A content error fails the build with build-site's diagnostics (`file:line:column: error: …`).
@main
struct WalkthroughContent: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let content = target.directoryURL.appendingPathComponent("Walkthrough")
        let templates = target.directoryURL.appendingPathComponent("WalkthroughTemplates")
        guard isFolder(content) else {
            Diagnostics.error("\(content.path): no such folder; WalkthroughContent publishes the target's Walkthrough/ folder: put the walkthrough's pages there")
            return []
        }
        // One folder as the output: SwiftPM copies it whole, so the resources keep the site's paths.
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("walkthrough")
        return [.buildCommand(
            displayName: "Publishing the walkthrough of \(target.name)",
            executable: try context.tool(named: "build-site").url,
            arguments: ["bundle", "--content", content.path, "--templates", templates.path, "--output", output.path, "--quiet"],
            environment: ["BUILD_SITE_VIPS": try context.tool(named: "build-site-vips").url.path],
            inputFiles: files(in: content) + files(in: templates),
            outputFiles: [output])]
    }

    /// Every file under `folder` but hidden ones, in path order: an edit to any of them publishes again.
    private func files(in folder: URL) -> [URL] {
        (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .map { folder.appendingPathComponent($0) }
            .filter { !isFolder($0) }
            .sorted { $0.path < $1.path }
    }

    private func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
