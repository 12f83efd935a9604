import Foundation

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzer(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
#endif

/// The entry point of a fuzz target. Built with `FUZZING=1` (`make fuzz`) it runs libFuzzer on
/// `test`; built normally it feeds `test` the files named on the command line, to replay findings.
public enum FuzzDriver {
    public static func run(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzer(&argc, &argv, test))
        #else
        for path in CommandLine.arguments.dropFirst() {
            FileManager.default.contents(atPath: path)?.withUnsafeBytes { bytes in
                _ = test(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count)
            }
        }
        exit(0)
        #endif
    }
}
