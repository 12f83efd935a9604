import SiteSupport

/// The image types a page may use, and how to read their pixel size.
package enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, gif, webp, avif, svg

    /// The format of a file extension (`jpg` and `jpeg` are both JPEG), case-insensitive.
    package init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "gif": self = .gif
        case "webp": self = .webp
        case "avif": self = .avif
        case "svg": self = .svg
        default: return nil
        }
    }

    package static let allowedExtensions = ["png", "jpg", "jpeg", "gif", "webp", "avif", "svg"]

    /// The pixel size stated by the file.
    package struct Size: Sendable, Hashable {
        package var width: Int?
        package var height: Int?
    }

    /// Reads the size from the file's header; `nil` when the bytes are not a file of this format.
    /// An SVG without a size, or an AVIF whose size box is not found, gives a size of `nil`s.
    package func size(of bytes: [UInt8]) -> Size? {
        func big16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func big32(_ at: Int) -> Int { big16(at) << 16 | big16(at + 2) }
        func little16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func little24(_ at: Int) -> Int { little16(at) | Int(bytes[at + 2]) << 16 }
        func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<(offset + prefix.count)]) == prefix
        }
        switch self {
        case .png:
            guard starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), starts(with: Array("IHDR".utf8), at: 12), bytes.count >= 24 else { return nil }
            return Size(width: big32(16), height: big32(20))
        case .gif:
            guard starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)), bytes.count >= 10 else { return nil }
            return Size(width: little16(6), height: little16(8))
        case .jpeg:
            return JPEGSize.read(bytes)
        case .webp:
            guard starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8), bytes.count >= 30 else { return nil }
            if starts(with: Array("VP8 ".utf8), at: 12) {
                return Size(width: little16(26) & 0x3FFF, height: little16(28) & 0x3FFF)
            }
            if starts(with: Array("VP8L".utf8), at: 12) {
                let bits = little16(21) | little16(23) << 16
                return Size(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
            }
            if starts(with: Array("VP8X".utf8), at: 12) {
                return Size(width: little24(24) + 1, height: little24(27) + 1)
            }
            return nil
        case .avif:
            guard starts(with: Array("ftyp".utf8), at: 4) else { return nil }
            let marker = Array("ispe".utf8)
            var offset = 8
            while offset + 16 <= bytes.count {
                if bytes[offset] == marker[0] && starts(with: marker, at: offset) {
                    return Size(width: big32(offset + 8), height: big32(offset + 12))
                }
                offset += 1
            }
            return Size(width: nil, height: nil)
        case .svg:
            return SVGSize.read(String(decoding: bytes.prefix(64 * 1024), as: UTF8.self))
        }
    }
}

extension ImageFormat {
    /// True for a GIF of more than one frame or an animated WebP: published as it is, since a
    /// variant would keep only its first frame.
    package func isAnimated(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .gif: return GIFTiming.delays(in: bytes, limit: 2).count > 1
        case .webp: return bytes.count > 20 && Array(bytes[12..<16]) == Array("VP8X".utf8) && bytes[20] & 0x02 != 0
        default: return false
        }
    }
}

/// A JPEG's size from its start-of-frame segment, turned by a quarter when its EXIF orientation
/// (5-8) says so, as browsers and libvips show it.
private enum JPEGSize {
    package static func read(_ bytes: [UInt8]) -> ImageFormat.Size? {
        func big16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var offset = 2
        var isTurned = false
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            let isStartOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isStartOfFrame {
                let (width, height) = (big16(offset + 7), big16(offset + 5))
                return isTurned ? ImageFormat.Size(width: height, height: width) : ImageFormat.Size(width: width, height: height)
            }
            if marker == 0xE1, bytes[(offset + 4)...].starts(with: Array("Exif\0\0".utf8)) {
                isTurned = (5...8).contains(EXIFOrientation.read(bytes, tiffAt: offset + 10, end: min(bytes.count, offset + 2 + big16(offset + 2))) ?? 1)
            }
            let length = big16(offset + 2)
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }
}

/// The orientation tag (0x0112) of an EXIF block's first image directory.
private enum EXIFOrientation {
    package static func read(_ bytes: [UInt8], tiffAt start: Int, end: Int) -> Int? {
        guard start + 8 <= end else { return nil }
        let little = bytes[start] == 0x49  // "II": little-endian; "MM": big-endian
        func number(_ at: Int, _ size: Int) -> Int? {
            guard at >= start, at + size <= end else { return nil }
            let part = bytes[at..<(at + size)]
            return (little ? part.reversed() : Array(part)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let directory = number(start + 4, 4), let count = number(start + directory, 2) else { return nil }
        for entry in 0..<min(count, 256) {
            let at = start + directory + 2 + entry * 12
            if number(at, 2) == 0x0112 { return number(at + 8, 2) }
        }
        return nil
    }
}

/// The size of an SVG from its root element's `width`/`height` or `viewBox`.
private enum SVGSize {
    package static func read(_ text: String) -> ImageFormat.Size? {
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[start.upperBound..<end])
        var width = attribute("width", in: tag).flatMap(pixels)
        var height = attribute("height", in: tag).flatMap(pixels)
        if width == nil || height == nil, let box = attribute("viewBox", in: tag) {
            let numbers = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2].isFinite, numbers[3].isFinite {
                let ratio = numbers[2] / numbers[3]
                switch (width, height) {
                case (nil, nil): (width, height) = (Int(min(1_000_000, numbers[2].rounded())), Int(min(1_000_000, numbers[3].rounded())))
                case (let w?, nil): height = Int(min(1_000_000, (Double(w) / ratio).rounded()))
                case (nil, let h?): width = Int(min(1_000_000, (Double(h) * ratio).rounded()))
                default: break
                }
            }
        }
        return ImageFormat.Size(width: width, height: height)
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        var search = tag[...]
        while let range = search.range(of: name) {
            let before = range.lowerBound == tag.startIndex ? " " : tag[tag.index(before: range.lowerBound)]
            var rest = tag[range.upperBound...].drop(while: { $0 == " " })
            if before.isWhitespace, rest.first == "=" {
                rest = rest.dropFirst().drop(while: { $0 == " " })
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    return String(rest.dropFirst().prefix(while: { $0 != quote }))
                }
            }
            search = tag[range.upperBound...]
        }
        return nil
    }

    private static func pixels(_ value: String) -> Int? {
        var number = value.trimmingWhitespace
        if number.hasSuffix("px") { number.removeLast(2) }
        guard let parsed = Double(number), parsed > 0, parsed < 1_000_000 else { return nil }
        return Int(parsed.rounded())
    }
}
