import Foundation
import FuzzSupport
import SiteBuilder

/// Any bytes read as a JSON document (the build cache's reader): a value or a refusal, never a
/// crash or a hang; a value read twice is the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    precondition(JSONValue(parsing: bytes) == JSONValue(parsing: bytes))
    return 0
}

@main
enum Fuzz {
    static func main() { FuzzDriver.run(fuzzerTestOneInput) }
}
