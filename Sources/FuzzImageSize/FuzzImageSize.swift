import FuzzSupport
import SiteBuilder

/// Any bytes read as every image format: a size or a refusal, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for format in ImageFormat.allCases { _ = format.size(of: bytes) }
    return 0
}

@main
enum Fuzz {
    static func main() { FuzzDriver.run(fuzzerTestOneInput) }
}
