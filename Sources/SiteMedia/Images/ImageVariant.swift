import Foundation
import SiteModel
import SiteSupport
import WalkthroughManifest

/// One file made from a content image: the source resized to `width` × `height` pixels and
/// encoded as `format`. Its output name carries its `key`, so it can be cached forever.
package struct ImageVariant: Codable, Sendable, Hashable {
    /// The source image, relative to the content folder; a clip when `framePath` is set.
    package var source: String
    /// The output path of the frame of the clip `source` that is the image, when it is one (a
    /// clip's poster): ffmpeg takes it, then libvips resizes it.
    package var framePath: String?
    package var width: Int
    package var height: Int
    package var format: Page.Image.Format
    package var quality: Int
    /// SHA-256 (hex) of the source's bytes, the size, format, quality and encoder (libvips' version):
    /// the same key names the same picture, made the same way.
    package var key: String

    /// The variants of one source image with their output paths, in the order a page offers them, for a walkthrough's `settings`: one per
    /// width no wider than the source (and the source's own width when it is narrower than the
    /// widest), in each format of `formats` and in the source's own as the fallback.
    package static func plan(for source: String, bytesDigest: String, stem: String, size: (width: Int, height: Int),
                     sourceFormat: ImageFormat, settings: ImageSettings, formats: [Page.Image.Format],
                     encoder: String) -> [(path: String, variant: ImageVariant)] {
        var widths = settings.widths.filter { $0 <= size.width }
        guard !widths.isEmpty else { return [] }
        if size.width < settings.widths.max()!, !widths.contains(size.width) { widths.append(size.width) }
        let fallback = fallbackFormat(of: sourceFormat)
        var variants: [(path: String, variant: ImageVariant)] = []
        for format in formats + (formats.contains(fallback) ? [] : [fallback]) {
            for width in widths.sorted() {
                let height = max(1, Int((Double(size.height) * Double(width) / Double(size.width)).rounded()))
                let quality = settings.quality(for: format)
                let key = SHA256.hex("\(bytesDigest) \(width)x\(height) \(format.rawValue) q\(quality) \(encoder)")
                let variant = ImageVariant(source: source, framePath: nil, width: width, height: height, format: format, quality: quality, key: key)
                variants.append((OutputLayout.imagePath(stem, width: width, key: key, fileExtension: variant.fileExtension), variant))
            }
        }
        return variants
    }

    /// The format a source's variants fall back to for browsers without AVIF or WebP: its own,
    /// except a still GIF's, which is better kept as PNG.
    package static func fallbackFormat(of format: ImageFormat) -> Page.Image.Format {
        switch format {
        case .jpeg: .jpeg
        case .webp: .webp
        case .avif: .avif
        case .png, .gif, .svg: .png
        }
    }

    package var fileExtension: String { format == .jpeg ? "jpg" : format.rawValue }

    /// The MIME type of the format, for `<source type>`.
    package static func mediaType(of format: Page.Image.Format) -> String { "image/" + format.rawValue }
}
