import Foundation
@testable import SiteModel
import Testing

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
            for length in 0..<bytes.count {
                if let info = format.info(of: Array(bytes.prefix(length))) {
                    #expect(info.width == whole.width && info.height == whole.height && info.duration <= whole.duration + 0.001, "\(name) cut at \(length)")
                }
            }
        }
    }

    @Test("a length past any clock reads without a crash; a length of all ones is no length")
    func extremeLengths() throws {
        // A WebM without a duration whose one cluster starts at the largest time 8 bytes can say.
        let video: [UInt8] = [0xE0, 0x86, 0xB0, 0x81, 0x02, 0xBA, 0x81, 0x02]
        let entry: [UInt8] = [0xAE, 0x8B, 0x83, 0x81, 0x01] + video
        let tracks: [UInt8] = [0x16, 0x54, 0xAE, 0x6B, 0x8D] + entry
        let cluster: [UInt8] = [0x1F, 0x43, 0xB6, 0x75, 0x90, 0xE7, 0x88] + [UInt8](repeating: 0xFF, count: 8) + [0xA3, 0x84, 0x81, 0x00, 0x10, 0x80]
        let webm: [UInt8] = [0x1A, 0x45, 0xDF, 0xA3, 0x80, 0x18, 0x53, 0x80, 0x67, 0x01] + [UInt8](repeating: 0xFF, count: 7) + tracks + cluster
        let info = try #require(ClipFormat.webm.info(of: webm))
        #expect(info.width == 2 && info.duration > 1e15)
        #expect(ClipFormat.seconds(info.duration).allSatisfy { $0.isNumber })
        // An MP4 whose movie header says 0xFFFFFFFF: a length not known.
        var mp4 = try Self.bytes("with-sound.mp4")
        let header = mp4.indices.first { Array(mp4[$0..<$0 + 4]) == Array("mvhd".utf8) }!
        for offset in 20..<24 { mp4[header + offset] = 0xFF }
        #expect(ClipFormat.mp4.info(of: mp4) == nil)
        #expect([8.0, 8.5, 34.25, 1e20].map(ClipFormat.seconds) == ["8", "8.5", "34.2", "100000000000000000000"])
    }

    @Test("the extensions of clips")
    func extensions() {
        #expect(["mp4", "M4V", "mov", "webm", "gif"].map { ClipFormat(fileExtension: $0) } == [.mp4, .mp4, .mp4, .webm, .gif])
        #expect(ClipFormat(fileExtension: "avi") == nil && ClipFormat(fileExtension: "") == nil)
    }
}
