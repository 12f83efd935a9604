import Foundation
import SiteModel
import SiteSupport
import WalkthroughManifest

/// One file made from a page's clip: the source scaled to `width` × `height` and encoded with
/// `codec` in MP4, without sound, at most 30 frames a second and 20 seconds. Its output name
/// carries its `key`, so it can be cached forever.
package struct ClipVariant: Codable, Sendable, Hashable {
    /// The codecs every clip is encoded in, in the order a page offers them: AV1 is about half the
    /// size; H.264 plays everywhere, AV1 does not (older iPhones, WebKitGTK without dav1d).
    package enum Codec: String, Codable, Sendable, CaseIterable {
        case av1, h264
    }

    /// The clip, relative to the content folder.
    package var source: String
    package var width: Int
    package var height: Int
    package var codec: Codec
    /// SHA-256 (hex) of the clip's bytes, the size, the codec, the encoding settings and ffmpeg's
    /// identity: the same key names the same file, made the same way.
    package var key: String

    /// The longest clip a page may have, in seconds, and the most frames a second a variant keeps.
    package static let maximumSeconds = 20.0
    package static let maximumFrameRate = 30

    /// The variants of one clip with their output paths, in the order a page offers them: AV1 then
    /// H.264, each narrowest first, one per width of `widths` no wider than the clip (and the clip's
    /// own width when it is narrower than the widest). Sizes are even, as 4:2:0 video needs.
    package static func plan(for source: String, bytesDigest: String, stem: String, size: (width: Int, height: Int), widths: [Int],
                     encoder: String) -> [(path: String, variant: ClipVariant)] {
        var chosen = Set(widths.filter { $0 <= size.width }.map { $0 & ~1 })
        if let widest = widths.max(), size.width < widest { chosen.insert(size.width & ~1) }
        chosen.remove(0)
        return Codec.allCases.flatMap { codec in
            chosen.sorted().map { width in
                let height = max(2, Int((Double(size.height) * Double(width) / Double(size.width) / 2).rounded()) * 2)
                let key = SHA256.hex("\(bytesDigest) \(width)x\(height) \(codec.rawValue) \(encoder)")
                let variant = ClipVariant(source: source, width: width, height: height, codec: codec, key: key)
                return (OutputLayout.clipPath(stem, width: width, codec: codec.rawValue, key: key), variant)
            }
        }
    }

    /// The codec as RFC 6381 names it, for `<source type>` and the manifest: the profile and the
    /// level `ClipEncoder` has the encoder write (libaom, which takes no level, writes the same),
    /// the smallest whose limits hold the picture at 30 frames a second.
    package var codecString: String {
        switch codec {
        case .av1: "av01.0.\(String(format: "%02d", av1Level))M.08"
        case .h264: "avc1.6400" + String(format: "%02X", h264Level)
        }
    }

    /// AV1's `seq_level_idx` (2.0 is 0, 3.1 is 5, …): by picture size, width, height and pixel rate.
    package var av1Level: Int {
        // (seq_level_idx, MaxPicSize, MaxHSize, MaxVSize, MaxDisplayRate), AV1 specification annex A.
        let levels = [(0, 147_456, 2048, 1152, 4_423_680), (1, 278_784, 2816, 1584, 8_363_520), (4, 665_856, 4352, 2448, 19_975_680),
                      (5, 1_065_024, 5504, 3096, 31_950_720), (8, 2_359_296, 6144, 3456, 70_778_880), (9, 2_359_296, 6144, 3456, 141_557_760),
                      (12, 8_912_896, 8192, 4352, 267_386_880), (13, 8_912_896, 8192, 4352, 534_773_760)]
        let pixels = width * height
        return levels.first { pixels <= $0.1 && width <= $0.2 && height <= $0.3 && pixels * Self.maximumFrameRate <= $0.4 }?.0 ?? 16
    }

    /// H.264's `level_idc` (3.0 is 30, 5.1 is 51): by frame size and rate in 16 × 16 macroblocks.
    package var h264Level: Int {
        // (level_idc, MaxFS, MaxMBPS), H.264 table A-1.
        let levels = [(30, 1620, 40500), (31, 3600, 108_000), (32, 5120, 216_000), (40, 8192, 245_760), (42, 8704, 522_240),
                      (50, 22080, 589_824), (51, 36864, 983_040), (52, 36864, 2_073_600)]
        let (across, down) = ((width + 15) / 16, (height + 15) / 16)
        let frame = across * down
        return levels.first { level in
            let side = Int((8.0 * Double(level.1)).squareRoot())
            return frame <= level.1 && across <= side && down <= side && frame * Self.maximumFrameRate <= level.2
        }?.0 ?? 52
    }

    /// The manifest's variant, once its size in bytes is known.
    package func manifestVariant(at path: String, bytes: Int) -> Page.Video.Variant {
        Page.Video.Variant(src: path, width: width, height: height, format: "mp4", codec: codecString, bytes: bytes)
    }
}

/// The frame of a clip that stands for it when the page gives no picture: PNG, of the clip's
/// size, taken `seconds` in.
package struct ClipFrame: Codable, Sendable, Hashable {
    /// The clip, relative to the content folder.
    package var source: String
    package var seconds: Double
    /// SHA-256 (hex) of the clip's bytes, the time and ffmpeg's identity.
    package var key: String

    package init(source: String, seconds: Double, key: String) {
        (self.source, self.seconds, self.key) = (source, seconds, key)
    }
}
