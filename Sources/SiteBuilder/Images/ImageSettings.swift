import FrontMatter
import WalkthroughManifest

/// How a walkthrough's raster images are resized and encoded: `walkthrough.yml`'s `images:`.
struct ImageSettings: Sendable, Hashable {
    /// The widths of the variants, in pixels; none is wider than its source.
    var widths = [360, 720, 1080, 1440]
    /// The modern formats to make, in the order a browser is offered them; the source's own format
    /// is always made too, as the fallback.
    var formats: [Located<Page.Image.Format>] = [.avif, .webp].map { Located($0, at: SourceLocation(line: 1, column: 1)) }
    /// 1–100 on the JPEG and WebP scale (AVIF encodes at two thirds of it, which looks alike).
    var quality = 75

    static let modernFormats: [Page.Image.Format] = [.avif, .webp]

    /// The quality `format` is encoded at.
    func quality(for format: Page.Image.Format) -> Int {
        format == .avif ? max(1, (quality * 2 + 1) / 3) : quality
    }

    /// The formats to make given what the installed libvips can write (`writable`): each format
    /// it cannot write falls back to the next modern one it can (AVIF → WebP), or is left out.
    /// Also says which formats fell back, with where they were asked for.
    func formats(writable: Set<Page.Image.Format>) -> (formats: [Page.Image.Format], missing: [Missing]) {
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
    struct Missing: Sendable {
        var format: Located<Page.Image.Format>
        var instead: Page.Image.Format?
    }
}

extension WalkthroughSettings {
    /// `images: {widths: [...], formats: [avif, webp], quality: N}`.
    mutating func readImages(_ entry: YAMLEntry?, reader: inout FieldReader) {
        guard let fields = reader.mapping(entry, known: ["widths", "formats", "quality"], in: "'images'") else { return }
        if let widths = reader.strings(fields["widths"], hint: .imageWidths) {
            let numbers = widths.compactMap { width -> Int? in
                guard width.value.allSatisfy(\.isASCIIDigit), let number = Int(width.value), (16...8192).contains(number) else {
                    reader.report(.notImageWidth(width.value), at: width.location)
                    return nil
                }
                return number
            }
            if widths.isEmpty {
                reader.report(.noImageWidths(), at: fields["widths"]!.value.location)
            } else if numbers.count == widths.count {
                images.widths = Array(Set(numbers)).sorted()
            }
        }
        if let formats = reader.strings(fields["formats"], hint: .imageFormats) {
            let names = ImageSettings.modernFormats.map(\.rawValue)
            images.formats = formats.compactMap { name -> Located<Page.Image.Format>? in
                guard names.contains(name.value) else {
                    reader.report(.notImageFormat(name.value, choices: names), at: name.location)
                    return nil
                }
                return Located(Page.Image.Format(rawValue: name.value), at: name.location)
            }
        }
        images.quality = reader.integer(fields["quality"], atLeast: 1, atMost: 100)?.value ?? images.quality
    }
}
