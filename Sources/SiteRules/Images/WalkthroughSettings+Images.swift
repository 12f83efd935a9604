import FrontMatter
import SiteMedia
import SiteModel
import WalkthroughManifest

extension WalkthroughSettings {
    /// `images: {widths: [...], formats: [avif, webp], quality: N}`.
    package mutating func readImages(_ entry: YAMLEntry?, reader: inout FieldReader) {
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
