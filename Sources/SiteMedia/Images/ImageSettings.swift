import FrontMatter
import SiteModel
import WalkthroughManifest

/// How a walkthrough's raster images are resized and encoded: `walkthrough.yml`'s `images:`.
package struct ImageSettings: Sendable, Hashable {
    /// The widths of the variants, in pixels; none is wider than its source.
    package var widths = [360, 720, 1080, 1440]
    /// The modern formats to make, in the order a browser is offered them; the source's own format
    /// is always made too, as the fallback.
    package var formats: [Located<Page.Image.Format>] = [.avif, .webp].map { Located($0, at: SourceLocation(line: 1, column: 1)) }
    /// 1–100 on the JPEG and WebP scale (AVIF encodes at two thirds of it, which looks alike).
    package var quality = 75

    package init() {}

    package static let modernFormats: [Page.Image.Format] = [.avif, .webp]

    /// The quality `format` is encoded at.
    package func quality(for format: Page.Image.Format) -> Int {
        format == .avif ? max(1, (quality * 2 + 1) / 3) : quality
    }

    /// The formats to make given what the installed libvips can write (`writable`): each format
    /// it cannot write falls back to the next modern one it can (AVIF → WebP), or is left out.
    /// Also says which formats fell back, with where they were asked for.
    package func formats(writable: Set<Page.Image.Format>) -> (formats: [Page.Image.Format], missing: [Missing]) {
        var result: [Page.Image.Format] = []
        var missing: [Missing] = []
        for format in formats {
            if writable.contains(format.value) {
                if !result.contains(format.value) { result.append(format.value) }
                continue
            }
            let later = Self.modernFormats.drop { $0 != format.value }.dropFirst()
            let instead = later.first(where: writable.contains)
            missing.append(Missing(format: format, instead: instead))
            if let instead, !result.contains(instead) { result.append(instead) }
        }
        return (result, missing)
    }

    /// A format asked for that libvips cannot write, and the one made instead.
    package struct Missing: Sendable {
        package var format: Located<Page.Image.Format>
        package var instead: Page.Image.Format?
    }
}
