@testable import SiteModel
import SiteSupport
import Testing

@Suite("Reading image sizes from file headers")
struct ImageFormatTests {
    @Test("PNG, GIF, JPEG and WebP sizes come from their headers")
    func rasterSizes() {
        #expect(ImageFormat.png.size(of: png(width: 666, height: 458)) == .init(width: 666, height: 458))
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x20, 0x03, 0x58, 0x02, 0, 0, 0]
        #expect(ImageFormat.gif.size(of: gif) == .init(width: 800, height: 600))
        // SOI, an APP0 segment, then SOF0 with height 480 and width 640.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00,
                             0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03, 0, 0, 0, 0, 0, 0]
        #expect(ImageFormat.jpeg.size(of: jpeg) == .init(width: 640, height: 480))
        // A camera's portrait photo: stored 640 × 480, EXIF orientation 6 (turn a quarter), shown 480 × 640.
        let exif: [UInt8] = Array("Exif".utf8) + [0, 0] + Array("MM".utf8) + [0, 42, 0, 0, 0, 8] + [0, 1]
            + [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0] + [0, 0, 0, 0]
        let portrait: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x00, UInt8(exif.count + 2)] + exif + Array(jpeg.dropFirst(8))
        #expect(ImageFormat.jpeg.size(of: portrait) == .init(width: 480, height: 640))
        let vp8x: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0]
            + [0x1F, 0x03, 0x00, 0x57, 0x02, 0x00] + [0, 0, 0]
        #expect(ImageFormat.webp.size(of: vp8x) == .init(width: 800, height: 600))
        let lossless: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8L".utf8) + [0, 0, 0, 0, 0x2F]
            + [0x1F, 0xC3, 0x95, 0x00] + [0, 0, 0, 0, 0]
        let size = ImageFormat.webp.size(of: lossless)
        #expect(size?.width == 800)
    }

    @Test("SVG sizes come from width/height, or from the viewBox")
    func svgSizes() {
        func size(_ svg: String) -> ImageFormat.Size? { ImageFormat.svg.size(of: Array(svg.utf8)) }
        #expect(size("<svg xmlns='http://www.w3.org/2000/svg' width=\"320px\" height='240'></svg>") == .init(width: 320, height: 240))
        #expect(size("<?xml version=\"1.0\"?><svg viewBox=\"0 0 100 50\"/>") == .init(width: 100, height: 50))
        #expect(size("<svg width=\"200\" viewBox=\"0 0 100 50\"/>") == .init(width: 200, height: 100))
        #expect(size("<svg stroke-width=\"4\"/>") == .init(width: nil, height: nil))
        #expect(size("<html></html>") == nil)
    }

    @Test("AVIF sizes come from the ispe box")
    func avif() {
        let bytes: [UInt8] = [0, 0, 0, 0x18] + Array("ftypavif".utf8) + [UInt8](repeating: 0, count: 12)
            + Array("ispe".utf8) + [0, 0, 0, 0] + [0, 0, 0x01, 0x00] + [0, 0, 0x00, 0x80]
        #expect(ImageFormat.avif.size(of: bytes) == .init(width: 256, height: 128))
    }

    @Test("bytes that are not of the format are refused", arguments: ImageFormat.allCases.filter { $0 != .svg })
    func notAnImage(format: ImageFormat) {
        #expect(format.size(of: Array("not an image at all, just text".utf8)) == nil)
        #expect(format.size(of: []) == nil)
    }

    @Test("SHA-256 matches the FIPS 180-4 test vectors")
    func sha256() {
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test("SHA-256 in the processor's SHA extensions gives the digests of the portable code, at every length to four blocks",
          .enabled(if: SHA256.hasHardwareBlocks, "this processor has no SHA extensions: only the portable code runs here"))
    func sha256InHardware() {
        var generator = SystemRandomNumberGenerator()
        for length in 0...256 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(SHA256.digest(bytes, inHardware: true) == SHA256.digest(bytes, inHardware: false), "length \(length)")
        }
    }

    @Test("SHA-256 pads correctly at every block boundary (digests from Python's hashlib)", arguments: [
        (55, "576a1bf8d4478657e6dc4af9398544765c2a92cde28478b019235cfed315fc09"),
        (56, "9b20501dfd1d99161c257950f3444f3e49230c351c5c8e0943ef369f85f5205d"),
        (63, "30b345906b493f06f69444b6521113511c242f30e29840462950035043682f1e"),
        (64, "d8bc63b4fc1156e5e7d95a418b9bf54cd3174bedbc2db40f74895349b229b3c0"),
        (65, "1ee23b0fbcaecc1aff4a9e8f1645f35ab2c8e13609cd73b68df8b5e3f63ce073"),
        (119, "7a6589821178918ca8d9edaba5abfc1e9b2669564f4469b66885379c1530b2c8"),
        (120, "655250427d56b1b0eeb8497d21428704273458a01772d6881b65c0abac0f8a98"),
        (128, "54c9eb041badfd7064645067b107661fed6113197ce2dd066ba69618abd3732f"),
    ])
    func sha256BlockBoundaries(length: Int, digest: String) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 7) }
        #expect(SHA256.hex(bytes) == digest)
        #expect(SHA256.hex(bytes[...]) == digest)  // a slice, as well as an array
        #expect(SHA256.hex(bytes.lazy.map { $0 }) == digest)  // a collection without contiguous storage
    }
}

@Test("XXH64 gives the reference digests at every length class (from Python's xxhash)")
func xxh64Vectors() {
    let cases: [([UInt8], String)] = [
        ([], "ef46db3751d8e999"), (Array("a".utf8), "d24ec4f1a98c6e5b"), (Array("abc".utf8), "44bc2cf5ad770999"),
        (Array(repeating: UInt8(ascii: "x"), count: 31), "60dd0d01083b99f0"), (Array(repeating: UInt8(ascii: "y"), count: 32), "64da1f1d3495ce66"),
        (Array((0..<3).flatMap { _ in (0...255).map(UInt8.init) }) + Array("tail!".utf8), "26bbff34e506daff"),
    ]
    for (bytes, expected) in cases {
        #expect(bytes.withUnsafeBytes(XXH64.hex) == expected, "\(bytes.count) bytes")
    }
}
