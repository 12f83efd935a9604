import FrontMatter

/// libFuzzer target: any bytes as a page and as a YAML file. It must never crash or hang.
func fuzzFrontMatter(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    _ = try? FrontMatterDocument(parsing: text)
    _ = try? YAMLParser.parse(text)
}

#if FUZZING
import Glibc

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzer(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzFrontMatter(UnsafeBufferPointer(start: data, count: size))
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
            FileManager.default.contents(atPath: path)?.withUnsafeBytes { fuzzFrontMatter($0.bindMemory(to: UInt8.self)) }
        }
    }
}
#endif
