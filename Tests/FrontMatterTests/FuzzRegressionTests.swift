import Foundation
import Testing
import FrontMatter

/// Every seed and every past finding of the FuzzFrontMatter target, replayed: each parses, or
/// fails with an error located inside the input, and every parsed node points inside it too.
@Test("fuzzer inputs parse with every location inside the input, or fail with an error located inside it")
func frontMatterFuzzInputs() throws {
    let names = fuzzInputs("FuzzFrontMatter")
    try #require(!names.isEmpty, "no fuzz inputs in \(fuzzFolder("FuzzFrontMatter").path)")
    for name in names {
        let text = String(decoding: try fuzzInput("FuzzFrontMatter", name), as: UTF8.self)
        let extent = Extent(of: text)
        do {
            let document = try FrontMatterDocument(parsing: text)
            #expect(extent.contains(document.fields), "\(name): a node located outside the input")
            #expect((1...extent.lineCount + 1).contains(document.bodyLine), "\(name): body line \(document.bodyLine)")
        } catch {
            #expect(extent.contains(error.location), "\(name): \(error) is outside the input")
        }
        do {
            #expect(extent.contains(try YAMLParser.parse(text)), "\(name): a node located outside the input")
        } catch {
            #expect(extent.contains(error.location), "\(name): \(error) is outside the input")
        }
    }
}

/// The lines of a text, to tell whether a location is inside it (a column may point just past
/// a line's last character, where something is missing).
private struct Extent {
    let lengths: [Int]
    var lineCount: Int { lengths.count }

    init(of text: String) {
        lengths = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.unicodeScalars.count }
    }

    func contains(_ location: FrontMatter.SourceLocation) -> Bool {
        location.line >= 1 && location.line <= lengths.count && location.column >= 1 && location.column <= lengths[location.line - 1] + 1
    }

    func contains(_ node: YAMLNode) -> Bool {
        contains(node.location)
            && (node.entries ?? []).allSatisfy { contains($0.keyLocation) && contains($0.value) }
            && (node.items ?? []).allSatisfy(contains)
    }
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
