import Foundation
import WebBundling

// Writes the sources of the BuiltInFiles target from the package's templates/, web/ and VERSION
// (`make built-ins`, or `swift run generate-built-ins [PACKAGE]` from the package's folder).
let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
do {
    let folder = root.appendingPathComponent(BuiltInSources.folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in try BuiltInSources.make(fromPackageAt: root) {
        let file = folder.appendingPathComponent(name)
        if (try? String(contentsOf: file, encoding: .utf8)) != text { try text.write(to: file, atomically: true, encoding: .utf8) }
    }
} catch {
    FileHandle.standardError.write(Data("generate-built-ins: \(error)\n".utf8))
    exit(1)
}
