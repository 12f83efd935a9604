import Mustache

/// libFuzzer target: any bytes as a template, rendered with data and partials that exercise
/// sections, partials and inheritance. It must never crash or hang.
func fuzzMustache(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let template = try? Template(text, name: "fuzz") else { return }
    let data: MustacheValue = ["a": "x", "list": [["a": "1"], ["a": "<&>"]], "flag": true, "nested": ["b": ["c": 1]]]
    _ = template.render(data, partials: ["p": text, "layout": "{{$a}}d{{/a}}{{>p}}"])
}

#if FUZZING
import Glibc

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzer(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzMustache(UnsafeBufferPointer(start: data, count: size))
    return 0
}

/// The libFuzzer driver, started from Swift's entry point (SwiftPM names the executable's `main`).
@main
enum Fuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzer(&argc, &argv, fuzzerTestOneInput))
    }
}
#else
import Foundation

/// Without libFuzzer: replays the files named on the command line, for reproducing findings.
@main
enum Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            FileManager.default.contents(atPath: path)?.withUnsafeBytes { fuzzMustache($0.bindMemory(to: UInt8.self)) }
        }
    }
}
#endif
