import Foundation
import Testing
import WebBundling

/// The package this file belongs to: `Tests/SiteBuilderTests/` is two folders below it.
private let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("The built-ins build-site carries")
struct BuiltInSourcesTests {
    @Test("the checked-in sources of BuiltInFiles are what templates/, web/ and VERSION make; `make built-ins` writes them")
    func checkedInSourcesAreCurrent() throws {
        let made = try BuiltInSources.make(fromPackageAt: package)
        let folder = package.appendingPathComponent(BuiltInSources.folder)
        let checkedIn = PackageFiles.files(in: folder.path, ending: ".swift")
        #expect(checkedIn == made.keys.sorted(), "run `make built-ins`")
        for (name, text) in made {
            let file = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(file == text, "\(BuiltInSources.folder)/\(name) is not what the package's files make: run `make built-ins`")
        }
        #expect(made["WebAssets.swift"]!.contains("pagerScripts:") && made["Templates.swift"]!.contains("\"walkthrough.mustache\": "))
    }
}
