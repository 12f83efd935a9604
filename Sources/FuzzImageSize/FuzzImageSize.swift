import FuzzSupport
@testable import SiteModel

/// Any bytes read as every image format: a size (EXIF orientation included) or a refusal, and
/// animated or not; and as every clip container: a size, a length and sound, or a refusal. Never a
/// crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for format in ImageFormat.allCases {
        _ = format.size(of: bytes)
        _ = format.isAnimated(bytes)
    }
    for format in ClipFormat.allCases {
        _ = format.info(of: bytes)
    }
    return 0
}

@main
enum Fuzz {
    static func main() { FuzzDriver.run(fuzzerTestOneInput) }
}
