import Foundation
import Testing
import WalkthroughManifest

/// `Tests/Fixtures/manifests/invalid/`: one manifest per rule of the strict contract, and the path
/// of the field each runtime names. The JVM, schema and web tests read the same files.
struct InvalidManifest: Decodable, Sendable, CustomTestStringConvertible {
    var file = ""
    var path: String
    var description: String
    var testDescription: String { file }

    private enum CodingKeys: String, CodingKey { case path, description }

    static let folder = manifestFixtures.appendingPathComponent("invalid")

    static func all() -> [InvalidManifest] {
        struct Index: Decodable { var files: [String: InvalidManifest] }
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("expected.json").path),
              let index = try? JSONDecoder().decode(Index.self, from: data) else { return [] }
        return index.files.sorted { $0.key < $1.key }.map { file, expected in
            var expected = expected
            expected.file = file
            return expected
        }
    }
}

@Suite("The strict contract")
struct InvalidManifestTests {
    @Test("every manifest of the invalid set is refused, naming its field", arguments: InvalidManifest.all())
    func refused(_ invalid: InvalidManifest) throws {
        let data = try Data(contentsOf: InvalidManifest.folder.appendingPathComponent(invalid.file))
        do {
            _ = try WalkthroughManifest(data: data)
            Issue.record("accepted \(invalid.file): \(invalid.description)")
        } catch {
            #expect(error.path == invalid.path, "\(error)")
        }
    }

    @Test("the invalid set names every file in its folder, and has one for each rule the issue lists")
    func indexMatchesTheFolder() throws {
        let listed = Set(InvalidManifest.all().map(\.file))
        let files = try FileManager.default.contentsOfDirectory(atPath: InvalidManifest.folder.path).filter { $0.hasSuffix(".json") && $0 != "expected.json" }
        #expect(listed == Set(files))
        #expect(listed.count >= 12)
    }

    @Test("the set's own base, before each break, is accepted")
    func baseIsValid() throws {
        let data = try Data(contentsOf: InvalidManifest.folder.appendingPathComponent("duplicate-page-id.json"))
        let fixed = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""id": "welcome",\#n          "heading": "More""#, with: #""id": "more",\#n          "heading": "More""#)
        #expect(fixed != String(decoding: data, as: UTF8.self))
        #expect(try WalkthroughManifest(data: Data(fixed.utf8)).locales["en"]?.pages.map(\.id) == ["welcome", "more"])
    }
}

@Suite("Safe links")
struct SafeLinkTests {
    struct SharedLinks: Decodable { var safe: [String], unsafe: [String] }

    @Test("the shared links are safe or unsafe as links.json says, which the JVM and the schema test read too")
    func sharedCases() throws {
        let data = try #require(FileManager.default.contents(atPath: manifestFixtures.appendingPathComponent("links.json").path))
        let links = try JSONDecoder().decode(SharedLinks.self, from: data)
        #expect(links.safe.count >= 5 && links.unsafe.count >= 15)
        for link in links.safe { #expect(WalkthroughManifest.isSafeLink(link), "\(link)") }
        for link in links.unsafe { #expect(!WalkthroughManifest.isSafeLink(link), "\(link.debugDescription)") }
    }
}
