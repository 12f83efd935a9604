import Foundation
import WebBundling

/// What build-site carries of the package besides its code: the default templates, the web assets
/// made from `web/` (bundled and minified), its version, and a digest of the code that writes the output.
///
/// `build-site` embeds them when it is built (`embeddedBuiltIns`, in the `SiteBuilder` product) and
/// installs them with `use(_:)` before anything else, as another program linking the library
/// should. A process that does not (the tests) makes them from the package's files on first use,
/// as the SwiftPM plugin's tool does: SwiftPM cannot build a plugin's tool whose dependencies use a
/// build-tool plugin of their own.
public struct BuiltIns: Codable, Sendable, Equatable {
    /// The files of `templates/`, by their paths in it.
    public var templates: [String: String]
    public var web: BuiltInWebAssets
    /// The package's `VERSION`.
    public var version: String
    /// `PackageFiles.digest(of:)` of the Swift files of `PackageFiles.outputTargets`.
    public var sourceDigest: String

    public init(templates: [String: String], web: BuiltInWebAssets, version: String, sourceDigest: String) {
        (self.templates, self.web, self.version, self.sourceDigest) = (templates, web, version, sourceDigest)
    }

    /// Makes this process use `builtIns`; call it before the first build.
    public static func use(_ builtIns: BuiltIns) {
        store.withLock { $0 = builtIns }
    }

    /// The built-ins `use(_:)` installed, else those of the package this file was compiled from.
    static var current: BuiltIns {
        store.withLock { installed in
            if let installed { return installed }
            let made = fromPackageFiles()
            installed = made
            return made
        }
    }

    /// The built-ins as `EmbedTemplatesTool` makes them from the files of the package this file was
    /// compiled from. Making the web assets takes seconds in a debug build: with `record`, they are
    /// kept in that file and made again only when a file they are made from changed. A package
    /// whose web assets do not build stops the process, as it stops the build of build-site.
    public static func fromPackageFiles(keptIn record: URL? = nil) -> BuiltIns {
        func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        let (web, templates, versionFile) = (packageRoot.appendingPathComponent("web").path, packageRoot.appendingPathComponent("templates").path,
                                             packageRoot.appendingPathComponent("VERSION").path)
        let sources = PackageFiles.outputTargets.flatMap { target in
            let folder = packageRoot.appendingPathComponent("Sources/\(target)").path
            return PackageFiles.files(in: folder, ending: ".swift").map { folder + "/" + $0 }
        }.sorted()
        let scriptPaths = PackageFiles.files(in: web, ending: ".js"), templatePaths = PackageFiles.files(in: templates)
        let sourceDigest = PackageFiles.digest(of: sources)
        let key = sourceDigest + "-" + PackageFiles.digest(of: [versionFile] + scriptPaths.map { web + "/" + $0 } + templatePaths.map { templates + "/" + $0 })
        if let record, let kept = try? JSONDecoder().decode(Record.self, from: Data(contentsOf: record)), kept.key == key { return kept.builtIns }

        let version = read(versionFile).trimmingCharacters(in: .whitespacesAndNewlines)
        let scripts = Dictionary(uniqueKeysWithValues: scriptPaths.map { ($0, read(web + "/" + $0)) })
        let templateFiles = Dictionary(uniqueKeysWithValues: templatePaths.map { ($0, read(templates + "/" + $0)) })
        let assets: BuiltInWebAssets
        do {
            assets = try BuiltInWebAssets.compile(web: scripts, stylesheets: templateFiles.filter { $0.key.hasSuffix(".css") }, version: version)
        } catch {
            fatalError("the web assets of \(packageRoot.path) do not build: \(error)")
        }
        let made = BuiltIns(templates: templateFiles, web: assets, version: version, sourceDigest: sourceDigest)
        if let record, let data = try? JSONEncoder().encode(Record(key: key, builtIns: made)) { try? data.write(to: record, options: .atomic) }
        return made
    }

    /// What `fromPackageFiles(keptIn:)` keeps: the built-ins, and the digest of what they were made from.
    private struct Record: Codable {
        var key: String
        var builtIns: BuiltIns
    }

    /// The package this file belongs to: `Sources/SiteBuilder/Support/` is three folders below it.
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let store = Locked<BuiltIns?>(nil)
}

/// A value behind a lock.
private final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
