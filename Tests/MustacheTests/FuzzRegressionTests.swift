import Foundation
import Testing
import Mustache

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/fuzz/FuzzMustache").standardizedFileURL

/// Every seed and every past finding of the FuzzMustache target, replayed: each compiles, or
/// fails with an error located inside the template; a compiled one renders the same twice.
@Test("fuzzer templates compile or fail at a location inside them, and render the same every time")
func mustacheFuzzInputs() throws {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    try #require(!names.isEmpty, "no fuzz inputs in \(folder.path)")
    let data: MustacheValue = ["a": "x", "list": [["a": "1"], ["a": "<&>"]], "flag": true, "nested": ["b": ["c": 1]]]
    for name in names {
        let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.unicodeScalars.count }
        do {
            let template = try Template(text, name: "fuzz")
            let partials = ["p": text, "layout": "{{$a}}d{{/a}}{{>p}}"]
            #expect(template.render(data, partials: partials) == template.render(data, partials: partials), "\(name)")
        } catch {
            let isInside = (1...lines.count).contains(error.line) && (1...lines[error.line - 1] + 1).contains(error.column)
            #expect(isInside, "\(name): \(error) is outside the template")
        }
    }
}
