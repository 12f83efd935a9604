import BuiltInFiles
import Foundation
@testable import SiteMedia
@testable import SiteModel
@testable import SiteRendering
@testable import SiteRules

/// A content folder in memory: paths relative to `content/` mapped to their text.
func snapshot(_ files: [String: String], binary: [String: [UInt8]] = [:]) -> ContentSnapshot {
    var entries: [String: ContentSnapshot.Entry] = [:]
    for (path, text) in files { entries[path] = .file(ContentFile(data: Data(text.utf8))) }
    for (path, bytes) in binary { entries[path] = .file(ContentFile(data: Data(bytes))) }
    for path in entries.keys {
        var parts = path.split(separator: "/").dropLast()
        while !parts.isEmpty {
            entries[parts.joined(separator: "/")] = .folder
            parts = parts.dropLast()
        }
    }
    return ContentSnapshot(displayPath: "content", entries: entries)
}

extension ImageCapabilities {
    /// An encoder that writes every format, whatever the machine has: validation's tests do not
    /// depend on the installed libvips.
    static let fixed = ImageCapabilities(identity: "libvips 8.14.1 / v1", writable: [.avif, .webp, .png, .jpeg])
}

extension ClipCapabilities {
    /// An ffmpeg that encodes clips, whatever the machine has.
    static let fixed = ClipCapabilities(identity: "ffmpeg version 5.1 / test")
}

/// The formatted diagnostics of validating `files`.
func diagnostics(_ files: [String: String], binary: [String: [UInt8]] = [:], drafts: Bool = false, strict: Bool = false,
                 clips: ClipCapabilities = .fixed) -> [String] {
    Site.validate(snapshot(files, binary: binary), encoder: .fixed, clips: clips, includingDrafts: drafts, strict: strict).diagnostics.map(\.formatted)
}

/// The site built from `files`, or `nil` when they have errors.
func site(_ files: [String: String], binary: [String: [UInt8]] = [:], drafts: Bool = false, clips: ClipCapabilities = .fixed) -> Site? {
    Site.validate(snapshot(files, binary: binary), encoder: .fixed, clips: clips, includingDrafts: drafts).site
}

/// A page file with the given front matter lines and body.
func page(_ frontMatter: String, body: String = "Text.") -> String {
    "---\n\(frontMatter)\n---\n\(body)\n"
}

/// The header of a PNG of the given size: enough for the size reader.
func png(width: Int, height: Int, seed: UInt8 = 0) -> [UInt8] {
    func big32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + big32(13) + Array("IHDR".utf8)
        + big32(width) + big32(height) + [8, 6, 0, 0, 0, seed, 0, 0, 0]
}

/// A whole PNG of the given size that decoders read: a diagonal gradient, stored without compression.
func decodablePNG(width: Int, height: Int, seed: Int = 0) -> [UInt8] {
    func big32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) } }
    func chunk(_ kind: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(kind.utf8) + data
        return big32(UInt32(data.count)) + body + big32(crc32(body))
    }
    var rows: [UInt8] = []
    for y in 0..<height {
        rows.append(0)
        for x in 0..<width { rows += [UInt8((x + seed) % 256), UInt8((y + seed) % 256), UInt8((x + y) % 256)] }
    }
    var deflate: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
        let block = rows[offset..<min(offset + 65535, rows.count)]
        offset += block.count
        let length = UInt16(block.count)
        deflate += [offset == rows.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + block
    } while offset < rows.count
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in rows { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
    deflate += big32(b << 16 | a)
    let header = big32(UInt32(width)) + big32(UInt32(height)) + [8, 2, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", deflate) + chunk("IEND", [])
}

private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

extension SiteTemplates {
    /// The templates build-site carries, none overridden.
    static let builtIn = SiteTemplates(builtIns: .package)
}
