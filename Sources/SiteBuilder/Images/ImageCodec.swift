import CImageCodec
import Foundation
import WalkthroughManifest

/// Decoding, resizing and encoding images with libvips (through `CImageCodec`).
enum ImageCodec {
    struct Failure: Error, Sendable {
        var reason: String
    }

    /// `bytes` decoded (its first frame), resized to exactly `width` × `height` and encoded as `format`.
    static func resize(_ bytes: Data, toWidth width: Int, height: Int, as format: Page.Image.Format, quality: Int) throws(Failure) -> Data {
        var output: UnsafeMutableRawPointer?
        var length = 0
        var error = [CChar](repeating: 0, count: 512)
        let result = bytes.withUnsafeBytes { buffer in
            image_codec_resize(buffer.baseAddress, buffer.count, Int32(width), Int32(height), format.rawValue, Int32(quality),
                               &output, &length, &error, error.count)
        }
        guard result == 0, let output else {
            throw Failure(reason: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { image_codec_free(output) }
        return Data(bytes: output, count: length)
    }

    /// The pixel size and frame count libvips reads from `bytes`' header; `nil` when it cannot.
    static func inspect(_ bytes: Data) -> (width: Int, height: Int, frames: Int)? {
        var width: Int32 = 0, height: Int32 = 0, frames: Int32 = 0
        let result = bytes.withUnsafeBytes { image_codec_inspect($0.baseAddress, $0.count, &width, &height, &frames) }
        return result == 0 ? (Int(width), Int(height), Int(frames)) : nil
    }
}
