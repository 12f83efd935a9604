import Foundation
import Testing
import SiteBuilder

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/fuzz/FuzzImageSize").standardizedFileURL

/// Every seed and every past finding of the FuzzImageSize target, replayed: none may crash,
/// and each seed is read as a valid image of its own format.
@Test("fuzzer images are read by every format without crashing",
      arguments: ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted())
func imageSizeFuzzInput(_ name: String) throws {
    let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    for format in ImageFormat.allCases { _ = format.size(of: bytes) }
    if name.hasPrefix("tiny."), let format = ImageFormat(fileExtension: String(name.dropFirst(5))) {
        let size = format.size(of: bytes)
        #expect(size?.width == 3, "\(name)")
    }
}
