import Foundation
@testable import SiteModel
import Testing

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/fuzz/FuzzImageSize").standardizedFileURL

/// Every seed and every past finding of the FuzzImageSize target, replayed: a size read by any
/// format is never negative, and each seed is read by its own format and by no other; a clip's
/// size is positive and its length finite, and each clip seed is read by its own container alone.
@Test("fuzzer images are read as sizes that are never negative, and each seed by its own format alone")
func imageSizeFuzzInputs() throws {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    try #require(names.filter { $0.hasPrefix("tiny.") }.count >= 6, "the seeds of \(folder.path) are missing")
    for name in names {
        let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        for format in ImageFormat.allCases {
            if let size = format.size(of: bytes) { #expect((size.width ?? 0) >= 0 && (size.height ?? 0) >= 0, "\(name) as \(format): \(size)") }
        }
        if name.hasPrefix("tiny."), let format = ImageFormat(fileExtension: String(name.dropFirst(5))) {
            #expect(format.size(of: bytes)?.width == 3, "\(name)")
            #expect(ImageFormat.allCases.filter { $0.size(of: bytes) != nil } == [format], "\(name) is read by another format too")
        }
        for format in ClipFormat.allCases {
            if let info = format.info(of: bytes) { #expect(info.width > 0 && info.height > 0 && info.duration.isFinite && info.duration >= 0, "\(name) as \(format): \(info)") }
        }
        if name.hasPrefix("clip-"), let format = ClipFormat(fileExtension: String(name.split(separator: ".").last!)) {
            #expect(ClipFormat.allCases.filter { $0.info(of: bytes) != nil } == [format], "\(name)")
        }
    }
    #expect(names.filter { $0.hasPrefix("clip-") }.count >= 4, "the clip seeds of \(folder.path) are missing")
}
