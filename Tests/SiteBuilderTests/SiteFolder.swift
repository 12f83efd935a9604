import Foundation
import TestSupport

/// Runs the real `build-site` binary in a temporary site folder.
struct SiteFolder {
    let root: URL

    init(_ files: [String: String] = [:]) throws {
        root = try TestFolders.make("build-site-test")
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The package's folder, which holds the docs.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary next to the test bundle (`.build/<configuration>/build-site`).
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("build-site")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/debug/build-site").standardizedFileURL
    }

    @discardableResult
    func run(_ arguments: String...) throws -> Result {
        try run(arguments)
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
                      standardError: String(decoding: errData, as: UTF8.self))
    }

    /// Every file below `folder` with its bytes.
    func tree(_ folder: String = "output") -> [String: Data] {
        let base = root.appendingPathComponent(folder)
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return files }
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = base.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: full)
            }
        }
        return files
    }
}

/// A valid site of two walkthroughs (the root one in two locales, with an image, and `news`).
let validSite = [
    "content/walkthrough.yml": "locales: [en, fr]\n",
    "content/01-welcome.md": "---\nheading: Welcome\nimage: images/hi.svg\n---\nHello.\n",
    "content/01-welcome.fr.md": "---\nheading: Bienvenue\n---\nBonjour.\n",
    "content/02-next.md": "---\nheading: Next\n---\n",
    "content/02-next.fr.md": "---\nheading: Suivant\n---\n",
    "content/images/hi.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"20\"/>",
    "content/news/01-new.md": "---\nheading: New\n---\n",
]
