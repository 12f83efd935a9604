import FuzzSupport
import Mustache

/// Any bytes as a template, rendered with data and partials that exercise sections, partials
/// and inheritance: compiled or refused, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let template = try? Template(text, name: "fuzz") else { return 0 }
    let values: MustacheValue = ["a": "x", "list": [["a": "1"], ["a": "<&>"]], "flag": true, "nested": ["b": ["c": 1]]]
    _ = template.render(values, partials: ["p": text, "layout": "{{$a}}d{{/a}}{{>p}}"])
    return 0
}

@main
enum Fuzz {
    static func main() { FuzzDriver.run(fuzzerTestOneInput) }
}
