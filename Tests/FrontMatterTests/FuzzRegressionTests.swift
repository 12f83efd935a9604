import Foundation
import Testing
import FrontMatter

/// Every seed and every past finding of the FuzzFrontMatter target, replayed: none may crash.
@Test("fuzzer inputs parse or fail with an error, never crash", arguments: fuzzInputs("FuzzFrontMatter"))
func frontMatterFuzzInput(_ name: String) throws {
    let text = String(decoding: try fuzzInput("FuzzFrontMatter", name), as: UTF8.self)
    _ = try? FrontMatterDocument(parsing: text)
    _ = try? YAMLParser.parse(text)
}

func fuzzFolder(_ target: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/fuzz/\(target)").standardizedFileURL
}

func fuzzInputs(_ target: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: fuzzFolder(target).path)) ?? []).sorted()
}

func fuzzInput(_ target: String, _ name: String) throws -> Data {
    try Data(contentsOf: fuzzFolder(target).appendingPathComponent(name))
}
