import Foundation
@testable import SiteBuilder

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

/// The formatted diagnostics of validating `files`.
func diagnostics(_ files: [String: String], binary: [String: [UInt8]] = [:], drafts: Bool = false, strict: Bool = false) -> [String] {
    Site.validate(snapshot(files, binary: binary), includingDrafts: drafts, strict: strict).diagnostics.map(\.formatted)
}

/// The site built from `files`, or `nil` when they have errors.
func site(_ files: [String: String], binary: [String: [UInt8]] = [:], drafts: Bool = false) -> Site? {
    Site.validate(snapshot(files, binary: binary), includingDrafts: drafts).site
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
