import Foundation
import Testing
import WalkthroughManifest

@Suite("Choosing an image variant")
struct BestVariantTests {
    /// `best-variant.json`: one picture and what every runtime picks of it.
    struct SharedCases: Decodable {
        struct Case: Decodable { var pointWidth: Double, scale: Double, formats: [Page.Image.Format], expect: String? }
        var image: Page.Image
        var cases: [Case]
    }

    @Test("bestVariant picks what the shared cases say, light and dark alike")
    func sharedCases() throws {
        let data = try #require(FileManager.default.contents(atPath: manifestFixtures.appendingPathComponent("best-variant.json").path))
        let shared = try JSONDecoder().decode(SharedCases.self, from: data)
        let dark = Page.Image.Dark(src: shared.image.src, width: shared.image.width, height: shared.image.height, variants: shared.image.variants)
        #expect(shared.cases.count >= 5)
        for wanted in shared.cases {
            let light = shared.image.bestVariant(forPointWidth: wanted.pointWidth, scale: wanted.scale, supportedFormats: wanted.formats)
            let darkPick = dark.bestVariant(forPointWidth: wanted.pointWidth, scale: wanted.scale, supportedFormats: wanted.formats)
            #expect(light?.src == wanted.expect, "\(wanted)")
            #expect(darkPick?.src == wanted.expect, "\(wanted)")
        }
        #expect(Page.Image(src: "a.svg", width: 300, height: 200, alt: "").bestVariant(forPointWidth: 320, scale: 3, supportedFormats: [.png]) == nil)
    }

    /// `clip-variant.json`: one clip and what every runtime plays of it.
    struct SharedClipCases: Decodable {
        struct Case: Decodable { var pointWidth: Double, scale: Double, codecs: [String], expect: String? }
        var video: Page.Video
        var cases: [Case]
    }

    @Test("a clip's bestVariant picks what the shared cases say, by codec family")
    func sharedClipCases() throws {
        let data = try #require(FileManager.default.contents(atPath: manifestFixtures.appendingPathComponent("clip-variant.json").path))
        let shared = try JSONDecoder().decode(SharedClipCases.self, from: data)
        #expect(shared.cases.count >= 5)
        for wanted in shared.cases {
            let pick = shared.video.bestVariant(forPointWidth: wanted.pointWidth, scale: wanted.scale, supportedCodecs: wanted.codecs)
            #expect(pick?.src == wanted.expect, "\(wanted)")
        }
    }

    @Test("a manifest written before variants decodes with none, and a format this version does not know still decodes")
    func olderAndNewerManifests() throws {
        let older = #"{"src": "images/a.png", "width": 10, "height": 10, "alt": "", "dark": {"src": "images/b.png", "width": 10, "height": 10}}"#
        let decoded = try JSONDecoder().decode(Page.Image.self, from: Data(older.utf8))
        #expect(decoded.variants.isEmpty && decoded.dark?.variants.isEmpty == true)
        let newer = #"{"src": "a.png", "width": 10, "height": 10, "alt": "", "dark": null, "variants": [{"src": "a.jxl", "width": 10, "height": 10, "format": "jxl"}]}"#
        let future = try JSONDecoder().decode(Page.Image.self, from: Data(newer.utf8))
        #expect(future.variants.map(\.format.rawValue) == ["jxl"])
        #expect(future.bestVariant(forPointWidth: 10, scale: 1, supportedFormats: [.png]) == nil)
    }
}
