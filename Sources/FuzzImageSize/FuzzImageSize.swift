import SiteBuilder

/// libFuzzer target: any bytes read as every image format. It must never crash or hang.
func fuzzImageSize(_ bytes: UnsafeBufferPointer<UInt8>) {
    let array = Array(bytes)
    for format in ImageFormat.allCases { _ = format.size(of: array) }
}

#if FUZZING
import Glibc

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzer(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzImageSize(UnsafeBufferPointer(start: data, count: size))
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
            FileManager.default.contents(atPath: path)?.withUnsafeBytes { fuzzImageSize($0.bindMemory(to: UInt8.self)) }
        }
    }
}
#endif
