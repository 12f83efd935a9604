import Foundation
import Testing
import WalkthroughManifest

@Suite("Choosing an image variant")
struct BestVariantTests {
    private let image = Page.Image(src: "images/a.png", width: 1290, height: 2796, alt: "", variants:
        [360, 720, 1080, 1290].flatMap { width in
            [Page.Image.Format.avif, .webp, .png].map { format in
                Page.Image.Variant(src: "images/a-\(width)w.\(format.rawValue)", width: width, height: width * 2796 / 1290, format: format)
            }
        })

    @Test("the narrowest variant at least as wide as the view in pixels, in the first supported format")
    func narrowestWideEnough() {
        #expect(image.bestVariant(forPointWidth: 320, scale: 3, supportedFormats: [.avif, .webp])?.src == "images/a-1080w.avif")
        #expect(image.bestVariant(forPointWidth: 320, scale: 2, supportedFormats: [.webp, .png])?.src == "images/a-720w.webp")
        #expect(image.bestVariant(forPointWidth: 120, scale: 3, supportedFormats: [.png])?.src == "images/a-360w.png")
    }

    @Test("the widest when none is wide enough, and nil when no format is supported")
    func widestOrNone() {
        #expect(image.bestVariant(forPointWidth: 768, scale: 2, supportedFormats: [.avif])?.src == "images/a-1290w.avif")
        #expect(image.bestVariant(forPointWidth: 320, scale: 3, supportedFormats: [.gif]) == nil)
        #expect(Page.Image(src: "a.svg", width: 300, height: 200, alt: "").bestVariant(forPointWidth: 320, scale: 3, supportedFormats: [.png]) == nil)
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
