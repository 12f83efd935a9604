import Foundation
import Testing
import Mustache

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/fuzz/FuzzMustache").standardizedFileURL

/// Every seed and every past finding of the FuzzMustache target, replayed: none may crash.
@Test("fuzzer templates compile or fail with an error, and render without crashing",
      arguments: ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted())
func mustacheFuzzInput(_ name: String) throws {
    let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
    guard let template = try? Template(text, name: "fuzz") else { return }
    let data: MustacheValue = ["a": "x", "list": [["a": "1"], ["a": "<&>"]], "flag": true, "nested": ["b": ["c": 1]]]
    _ = template.render(data, partials: ["p": text, "layout": "{{$a}}d{{/a}}{{>p}}"])
}
