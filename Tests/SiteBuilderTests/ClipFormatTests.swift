import Foundation
import Testing
@testable import SiteBuilder

@Suite("Reading a clip's size, length and sound from its header")
struct ClipFormatTests {
    /// `Tests/Fixtures/clips/`: small clips ffmpeg made, one per container and case.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/clips")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    @Test("each container's size, length and sound, as ffprobe reads them", arguments: [
        ("with-sound.mp4", ClipFormat.Info(width: 64, height: 36, duration: 1.5, hasAudio: true)),
        // A phone's portrait recording: stored 64 × 36, its track matrix turned a quarter.
        ("turned.mov", ClipFormat.Info(width: 36, height: 64, duration: 2, hasAudio: false)),
        ("silent.webm", ClipFormat.Info(width: 48, height: 32, duration: 2.5, hasAudio: false)),
        // A recorder's WebM has no duration: the last frame's time stands for it.
        ("recorded.webm", ClipFormat.Info(width: 48, height: 32, duration: 1.9, hasAudio: false)),
        ("moving.gif", ClipFormat.Info(width: 40, height: 30, duration: 1.2, hasAudio: false)),
    ])
    func headers(name: String, expected: ClipFormat.Info) throws {
        let format = try #require(ClipFormat(fileExtension: String(name.split(separator: ".").last!)))
        var info = try #require(format.info(of: try Self.bytes(name)))
        #expect(abs(info.duration - expected.duration) < 0.001, "\(info.duration) s")
        info.duration = expected.duration
        #expect(info == expected)
    }

    @Test("a file cut short, of another container, or empty is not a clip; a still GIF is a picture")
    func notClips() throws {
        let mp4 = try Self.bytes("with-sound.mp4"), webm = try Self.bytes("silent.webm")
        // The movie header sits near the start (faststart): cut there, the file says no size or length.
        #expect(ClipFormat.mp4.info(of: Array(mp4.prefix(200))) == nil)
        #expect(ClipFormat.webm.info(of: Array(webm.prefix(40))) == nil)
        #expect(ClipFormat.mp4.info(of: webm) == nil && ClipFormat.webm.info(of: mp4) == nil && ClipFormat.gif.info(of: mp4) == nil)
        #expect(ClipFormat.mp4.info(of: []) == nil && ClipFormat.webm.info(of: []) == nil && ClipFormat.gif.info(of: []) == nil)
        let still: [UInt8] = Array("GIF89a".utf8) + [2, 0, 2, 0, 0, 0, 0] + [0x2C, 0, 0, 0, 0, 2, 0, 2, 0, 0, 2, 2, 0x4C, 0x01, 0] + [0x3B]
        #expect(ClipFormat.gif.info(of: still)?.isMoving == false)
        #expect(ClipFormat.gif.info(of: try Self.bytes("moving.gif"))?.isMoving == true)
    }

    @Test("every prefix of every fixture reads without a crash, and never as a larger clip")
    func prefixes() throws {
        for name in ["with-sound.mp4", "turned.mov", "silent.webm", "recorded.webm", "moving.gif"] {
            let bytes = try Self.bytes(name)
            let format = try #require(ClipFormat(fileExtension: String(name.split(separator: ".").last!)))
            let whole = try #require(format.info(of: bytes))
            for length in stride(from: 0, to: bytes.count, by: 7) {
                if let info = format.info(of: Array(bytes.prefix(length))) {
                    #expect(info.width == whole.width && info.height == whole.height && info.duration <= whole.duration + 0.001, "\(name) cut at \(length)")
                }
            }
        }
    }

    @Test("the extensions of clips")
    func extensions() {
        #expect(["mp4", "M4V", "mov", "webm", "gif"].map { ClipFormat(fileExtension: $0) } == [.mp4, .mp4, .mp4, .webm, .gif])
        #expect(ClipFormat(fileExtension: "avi") == nil && ClipFormat(fileExtension: "") == nil)
    }
}
