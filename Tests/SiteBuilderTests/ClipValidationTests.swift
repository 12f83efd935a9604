import Foundation
@testable import SiteMedia
@testable import SiteRendering
import Testing
import WalkthroughManifest

@Suite("Clips: a page's video, checked, planned and written in the manifest")
struct ClipValidationTests {
    static let sound = try! ClipFormatTests.bytes("with-sound.mp4")
    static let silent = try! ClipFormatTests.bytes("silent.webm")
    static let moving = try! ClipFormatTests.bytes("moving.gif")

    /// `with-sound.mp4` with its movie header saying `seconds` (its time scale is 1000).
    static func lasting(_ seconds: Int) -> [UInt8] {
        var bytes = sound
        let header = bytes.indices.first { Array(bytes[$0..<$0 + 4]) == Array("mvhd".utf8) }!
        let scale = bytes[(header + 16)..<(header + 20)].reduce(0) { $0 << 8 | Int($1) }
        let units = seconds * scale
        for (offset, shift) in zip(20..<24, [24, 16, 8, 0]) { bytes[header + offset] = UInt8(truncatingIfNeeded: units >> shift) }
        return bytes
    }

    static let clips: [String: [UInt8]] = ["clips/trip.mp4": sound, "clips/quiet.webm": silent, "clips/loop.gif": moving,
                                           "clips/long.mp4": lasting(30), "clips/broken.mp4": Array("not a movie".utf8),
                                           "clips/still.gif": Array("GIF89a".utf8) + [2, 0, 2, 0, 0, 0, 0, 0x2C, 0, 0, 0, 0, 2, 0, 2, 0, 0, 2, 2, 0x4C, 0x01, 0, 0x3B]]

    @Test("a clip that cannot be used gives exactly this diagnostic", arguments: [
        ("video: clips/tripp.mp4", "content/01-a.md:3:8: error: clip 'clips/tripp.mp4' not found (looked for content/clips/tripp.mp4); did you mean 'clips/trip.mp4'?"),
        ("video: clips/trip.avi", "content/01-a.md:3:8: error: 'video' must be a mp4, m4v, mov, webm, gif file, not '.avi'; export the clip as MP4 or WebM"),
        ("video: https://example.com/trip.mp4", "content/01-a.md:3:8: error: 'video' must be a file inside content/, not a URL; copy the clip into content/clips/ and give its path"),
        ("video: ../trip.mp4", "content/01-a.md:3:8: error: 'video' points outside content/; keep clips inside the content folder"),
        ("video: clips/broken.mp4", "content/01-a.md:3:8: error: 'clips/broken.mp4' is not a valid MP4 or QuickTime file: its picture's size or its length cannot be read; re-export the clip, or fix its extension"),
        ("video: clips/still.gif", "content/01-a.md:3:8: error: 'clips/still.gif' has a single frame: it is a picture, not a clip; give it as 'image:' instead"),
        ("video: clips/long.mp4", "content/01-a.md:3:8: error: 'clips/long.mp4' is 30 s long; a page's clip may last at most 20 s; trim it to the moment that shows the feature (a loop of 3 to 8 s reads best)"),
        ("video: clips/quiet.webm\nposter_at: 4", "content/01-a.md:4:12: error: 'poster_at' is 4 s, past the end of the 2.5 s clip; give a time from 0 to 2.5"),
        ("video: clips/quiet.webm\nposter_at: 99999999999999999999", "content/01-a.md:4:12: error: 'poster_at' is 100000000000000000000 s, past the end of the 2.5 s clip; give a time from 0 to 2.5"),
        ("video: clips/quiet.webm\nposter_at: soon", "content/01-a.md:4:12: error: 'poster_at' must be a time in seconds from 0, like 1.5, not 'soon'; write the second of the clip whose frame stands for it"),
        ("poster_at: 1", "content/01-a.md:3:12: error: 'poster_at' is given without 'video'; add the clip as 'video:', or remove the line"),
        ("video: clips/trip.mp4", "content/01-a.md:3:8: warning: 'clips/trip.mp4' has a sound track, which is dropped: clips play muted; export it without sound"),
    ])
    func brokenClips(frontMatter: String, expected: String) {
        let found = diagnostics(["01-a.md": page("heading: A\n" + frontMatter)], binary: Self.clips)
        #expect(found == [expected])
    }

    @Test("a clip's button says labels: play and pause in the page's language, else its built-ins; a locale without them is warned")
    func buttonLabels() throws {
        let clipPage = page("heading: A\nvideo: clips/quiet.webm")
        let labels = "labels:\n  sw:\n    play: Cheza klipu\n    pause: Sitisha klipu\n"
        let built = try #require(site(["walkthrough.yml": "locales: [en, sw, de]\n" + labels, "01-a.md": clipPage, "01-a.sw.md": clipPage,
                                       "01-a.de.md": clipPage], binary: Self.clips))
        let files = SiteRenderer.files(for: built, templates: try #require(SiteTemplates.builtIn.compiled().templates))
        let html = { (path: String) in String(decoding: files[path]?.bytes ?? Data(), as: UTF8.self) }
        #expect(html("sw/index.html").contains(#"data-play-label="Cheza klipu" data-pause-label="Sitisha klipu" aria-label="Cheza klipu""#))
        #expect(html("de/index.html").contains(#"data-play-label="Video abspielen" data-pause-label="Video anhalten""#))
        #expect(html("index.html").contains(#"data-play-label="Play the clip" data-pause-label="Pause the clip""#))
        let unlabelled = diagnostics(["walkthrough.yml": "locales: [en, sw]\n", "01-a.md": clipPage, "01-a.sw.md": clipPage], binary: Self.clips)
        #expect(unlabelled == ["content/walkthrough.yml:1:15: warning: no built-in labels for 'sw'; English is used for next, skip, done, back, page_status, "
            + "language, play, pause; add labels: sw: next: … to walkthrough.yml"])
    }

    @Test("a clip wider than the widest variant is a warning, and without ffmpeg a clip is an error at its line")
    func wideAndNoEncoder() {
        let files = ["walkthrough.yml": "images:\n  widths: [32]\n", "01-a.md": page("heading: A\nvideo: clips/quiet.webm")]
        #expect(diagnostics(files, binary: Self.clips) == [
            "content/01-a.md:3:8: warning: 'clips/quiet.webm' is 48 pixels wide; its widest variant is 32, so the rest only slows the build; export it at 32 pixels wide or less",
        ])
        #expect(diagnostics(["01-a.md": page("heading: A\nvideo: clips/quiet.webm")], binary: Self.clips, clips: ClipCapabilities(unavailable: "ffmpeg is not installed")) == [
            "content/01-a.md:3:8: error: 'clips/quiet.webm' cannot be published: ffmpeg is not installed; install ffmpeg with libx264 and SVT-AV1 (Debian: apt-get install ffmpeg; macOS: brew install ffmpeg)",
        ])
    }

    @Test("a page's clip is its video in the manifest (schema version 4): AV1, then H.264, each by width up to the clip's own, and a frame as its poster")
    func manifest() throws {
        let built = try #require(site(["01-a.md": page("heading: A\nvideo: clips/quiet.webm\nalt: A map folding\nposter_at: 1.5"), "02-b.md": page("heading: B")],
                                      binary: Self.clips))
        let manifest = built.walkthroughs[0].manifest
        #expect(manifest.schemaVersion == 4)
        let first = try #require(manifest.locales["en"]?.pages.first)
        let video = try #require(first.video)
        #expect(first.image == nil)
        #expect(video.variants.map { "\($0.width)x\($0.height) \($0.codec)" } == ["48x32 av01.0.00M.08", "48x32 avc1.64001E"])
        #expect(video.variants.allSatisfy { $0.src.hasPrefix("clips/quiet-48w-") && $0.src.hasSuffix(".mp4") && $0.format == "mp4" })
        #expect(video.poster.alt == "A map folding" && video.poster.width == 48 && video.poster.height == 32)
        #expect(video.poster.src.hasPrefix("images/quiet-poster.") && video.poster.src.hasSuffix(".png"))
        #expect(built.frames[video.poster.src]?.seconds == 1.5 && built.frames[video.poster.src]?.source == "clips/quiet.webm")
        #expect(Set(built.clips.keys) == Set(video.variants.map(\.src)))
        #expect(manifest.locales["en"]?.pages[1].video == nil)
        // A walkthrough without a clip keeps the older schema version.
        #expect(try #require(site(["01-a.md": page("heading: A")])).walkthroughs[0].manifest.schemaVersion == 2)
    }

    @Test("the page's picture is the clip's poster; a translation may give its own alt, picture or clip, and a broken clip is reported once")
    func postersAndTranslations() throws {
        let settings = "locales: [en, fr, de]\n"
        let files = ["walkthrough.yml": settings, "01-a.md": page("heading: A\nvideo: clips/quiet.webm\nimage: images/map.png\nalt: A map"),
                     "01-a.fr.md": page("heading: A fr\nalt: Une carte"), "01-a.de.md": page("heading: A de\nvideo: clips/loop.gif")]
        let built = try #require(site(files, binary: Self.clips.merging(["images/map.png": png(width: 48, height: 32)]) { $1 }))
        let pages = try #require(built.walkthroughs.first?.manifest.locales).mapValues { $0.pages[0] }
        #expect(pages["en"]?.video?.poster.src.hasPrefix("images/map.") == true && pages["en"]?.video?.poster.alt == "A map")
        #expect(pages["fr"]?.video?.poster.src == pages["en"]?.video?.poster.src && pages["fr"]?.video?.poster.alt == "Une carte")
        #expect(pages["fr"]?.video?.variants == pages["en"]?.video?.variants)
        #expect(pages["de"]?.video?.variants.first?.src.hasPrefix("clips/loop-40w-av1.") == true, "its own clip, with the page's picture")
        #expect(pages["de"]?.video?.poster.src == pages["en"]?.video?.poster.src)

        let broken = ["walkthrough.yml": settings, "01-a.md": page("heading: A\nvideo: clips/broken.mp4"),
                      "01-a.fr.md": page("heading: A fr"), "01-a.de.md": page("heading: A de\nalt: Eine Karte")]
        #expect(diagnostics(broken, binary: Self.clips) == [
            "content/01-a.md:3:8: error: 'clips/broken.mp4' is not a valid MP4 or QuickTime file: its picture's size or its length cannot be read; re-export the clip, or fix its extension",
        ])
        let darkOnly = ["walkthrough.yml": "locales: [en, fr]\n", "01-a.md": page("heading: A\nvideo: clips/quiet.webm"),
                        "01-a.fr.md": page("heading: A fr\nimage_dark: images/map.png")]
        #expect(diagnostics(darkOnly, binary: Self.clips) == ["content/01-a.fr.md:3:13: error: 'image_dark' is given without 'image'; add the light variant as 'image:'"])
    }

    @Test("a background page's clip is its picture: its poster frame covers the page")
    func backgroundClip() throws {
        let files = ["walkthrough.yml": "layout: background\n", "01-a.md": page("heading: A\nvideo: clips/quiet.webm\nimage_focus: top")]
        let first = try #require(site(files, binary: Self.clips)?.walkthroughs[0].manifest.locales["en"]?.pages[0])
        #expect(first.layout == .background && first.imageFocus == .top && first.video?.poster.src.hasPrefix("images/quiet-poster.") == true)
        #expect(diagnostics(["walkthrough.yml": "layout: background\n", "01-a.md": page("heading: A")]).count == 1)
    }

    @Test("version changes with the clip's bytes and its poster's time, not with ffmpeg")
    func version() throws {
        func version(_ clip: [UInt8], posterAt: String = "0", ffmpeg: String = "ffmpeg A") throws -> String {
            let files = ["01-a.md": page("heading: A\nvideo: clips/a.webm\nposter_at: \(posterAt)")]
            return try #require(site(files, binary: ["clips/a.webm": clip], clips: ClipCapabilities(identity: ffmpeg))).walkthroughs[0].manifest.version
        }
        let base = try version(Self.silent)
        #expect(try version(Self.silent, ffmpeg: "ffmpeg B") == base)
        #expect(try version(Self.silent + [0]) != base)
        #expect(try version(Self.silent, posterAt: "1") != base)
    }

    @Test("a variant's level is the smallest whose limits hold it at 30 frames a second", arguments: [
        (360, 640, 30, 1), (720, 1280, 31, 5), (1080, 1920, 40, 8), (1440, 2560, 50, 12), (1290, 2796, 50, 12), (48, 32, 30, 0),
    ])
    func levels(width: Int, height: Int, h264: Int, av1: Int) {
        let variant = ClipVariant(source: "a.mp4", width: width, height: height, codec: .h264, key: "")
        #expect((variant.h264Level, variant.av1Level) == (h264, av1))
    }
}
