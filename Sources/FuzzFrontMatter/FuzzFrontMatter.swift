import FrontMatter
import FuzzSupport

/// Any bytes as a page and as a YAML file: parsed or refused, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? FrontMatterDocument(parsing: text)
    _ = try? YAMLParser.parse(text)
    return 0
}

@main
enum Fuzz {
    static func main() { FuzzDriver.run(fuzzerTestOneInput) }
}
