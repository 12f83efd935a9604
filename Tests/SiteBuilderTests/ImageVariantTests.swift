import Foundation
@testable import SiteBuilder
@testable import SiteMedia
import Testing
import WalkthroughManifest

@Suite("Image variants")
struct ImageVariantTests {
    private func options(_ site: SiteFolder, strict: Bool = false) -> BuildOptions {
        BuildOptions(contentDirectory: site.root.appendingPathComponent("content"), contentDisplayPath: "content",
                     outputDirectory: site.root.appendingPathComponent("output"), isStrict: strict)
    }

    private func pictureSite() throws -> SiteFolder {
        let site = try SiteFolder([
            "content/walkthrough.yml": "images:\n  widths: [200, 400]\n",
            "content/01-a.md": page("heading: A\nimage: images/a.png"),
            "content/02-b.md": page("heading: B\nimage: images/b.png"),
        ])
        try site.write("content/images/a.png", Data(decodablePNG(width: 500, height: 250)))
        try site.write("content/images/b.png", Data(decodablePNG(width: 300, height: 600, seed: 7)))
        return site
    }

    @Test("every variant decodes to the size the manifest gives it, in its format")
    func variantsDecodeAtTheirSize() throws {
        let site = try pictureSite()
        let report = try SiteBuild.build(options(site))
        #expect(report.succeeded)
        let manifest = try JSONDecoder().decode(WalkthroughManifest.self, from: Data(contentsOf: site.root.appendingPathComponent("output/manifest.json")))
        let images = (manifest.locales["en"]?.pages ?? []).compactMap(\.image)
        let variants = images.flatMap(\.variants)
        // a.png (500 wide): 200 and 400; b.png (300 wide, narrower than the widest): 200 and 300 itself;
        // in AVIF, WebP and PNG; b.png's PNG at 300 is the file itself.
        #expect(variants.count == (2 + 2) * 3)
        #expect(report.encodedImages == variants.count - 1)
        #expect(variants.filter { !$0.src.contains("w.") }.map(\.src) == [images[1].src])
        let signatures: [Page.Image.Format: [UInt8]] = [.png: [0x89, 0x50, 0x4E, 0x47], .webp: Array("RIFF".utf8)]
        for variant in variants {
            let file = site.root.appendingPathComponent("output/" + variant.src)
            let data = try Data(contentsOf: file)
            let decoded = try #require(ImageEncoder.inspect(file), "\(variant.src) does not decode")
            #expect(decoded.width == variant.width && decoded.height == variant.height, "\(variant.src)")
            if let signature = signatures[variant.format] { #expect(Array(data.prefix(4)) == signature, "\(variant.src)") }
            if variant.format == .avif { #expect(Array(data[4..<12]) == Array("ftypavif".utf8), "\(variant.src)") }
        }
        #expect(variants.filter { $0.src.contains("/b-") }.map(\.height).sorted() == [400, 400, 400, 600, 600])
    }

    @Test("a second build of an unchanged site encodes nothing, nor does a text edit; a changed picture encodes only its own")
    func rebuildsEncodeOnlyWhatChanged() throws {
        let site = try pictureSite()
        #expect(try SiteBuild.build(options(site)).encodedImages == 11)
        #expect(try SiteBuild.build(options(site)).encodedImages == 0)
        try site.write("content/01-a.md", page("heading: A, edited\nimage: images/a.png"))
        let edited = try SiteBuild.build(options(site))
        #expect(edited.encodedImages == 0 && edited.renderedFolders == [""])
        try site.write("content/images/b.png", Data(decodablePNG(width: 300, height: 600, seed: 9)))
        #expect(try SiteBuild.build(options(site)).encodedImages == 5)
        // The output and the cache beside it hold exactly the current variants.
        let published = try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("output/images").path)
        let cached = try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent(".output.images").path)
            .filter { !$0.hasPrefix(".") }  // what the encoder can write
        #expect(Set(cached) == Set(published.filter { $0.contains("w.") }) && cached.count == 11)
    }

    @Test("a clean build after the output was removed takes its variants from the cache")
    func cleanBuildReusesTheCache() throws {
        let site = try pictureSite()
        _ = try SiteBuild.build(options(site))
        let first = try Data(contentsOf: site.root.appendingPathComponent("output/manifest.json"))
        try site.remove("output")
        let again = try SiteBuild.build(options(site))
        #expect(again.encodedImages == 0 && again.succeeded)
        #expect(try Data(contentsOf: site.root.appendingPathComponent("output/manifest.json")) == first)
    }

    @Test("an image libvips cannot decode is an error naming it, and nothing is written")
    func undecodableImage() throws {
        let site = try SiteFolder(["content/01-a.md": page("heading: A\nimage: images/a.png")])
        try site.write("content/images/a.png", Data(png(width: 800, height: 600)))  // a header and nothing more
        let report = try SiteBuild.build(options(site))
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.formatted).contains { $0.hasPrefix("content/images/a.png:1:1: error: 'images/a.png' could not be resized: ") })
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("output").path))
    }

    @Test("a wrong images setting is an error at its line and column", arguments: [
        ("images:\n  widths: [360, wide]", "content/walkthrough.yml:2:17: error: 'images.widths' must list whole numbers of pixels from 16 to 8192, not 'wide'; write widths in pixels like [360, 720, 1080, 1440], or remove the line for those"),
        ("images:\n  widths: [8]", "content/walkthrough.yml:2:12: error: 'images.widths' must list whole numbers of pixels from 16 to 8192, not '8'; write widths in pixels like [360, 720, 1080, 1440], or remove the line for those"),
        ("images:\n  widths: []", "content/walkthrough.yml:2:11: error: 'images.widths' must list at least one width; write widths in pixels like [360, 720, 1080, 1440], or remove the line for those"),
        ("images:\n  formats: [avif, jxl]", "content/walkthrough.yml:2:19: error: 'images.formats' must list avif or webp, not 'jxl'; the source's own format (png, jpeg, ...) is always made as the fallback; write formats: [avif, webp], or [] for the source's format only"),
        ("images:\n  quality: 0", "content/walkthrough.yml:2:12: error: 'images.quality' must be a whole number from 1 to 100, not '0'"),
        ("images:\n  size: 3", "content/walkthrough.yml:2:3: error: unknown key 'size'; known keys are widths, formats, quality"),
    ])
    func wrongSetting(yaml: String, expected: String) {
        #expect(diagnostics(["walkthrough.yml": yaml, "01-a.md": page("heading: A")]) == [expected])
    }

    @Test("settings choose the widths, the formats and the quality")
    func settingsShapeTheVariants() throws {
        let built = try #require(site([
            "walkthrough.yml": "images:\n  widths: [1000, 500]\n  formats: [webp]\n  quality: 60",
            "01-a.md": page("heading: A\nimage: a.jpg"),
        ], binary: ["a.jpg": jpegHeader(width: 1200, height: 900)]))
        let variants = built.variants.values.sorted { ($0.format.rawValue, $0.width) < ($1.format.rawValue, $1.width) }
        #expect(variants.map { "\($0.format.rawValue) \($0.width) q\($0.quality)" } == ["jpeg 500 q60", "jpeg 1000 q60", "webp 500 q60", "webp 1000 q60"])
    }

    @Test("the walkthrough's version follows the pictures, not the settings or the libvips their variants were made with")
    func versionIgnoresVariantNames() throws {
        func version(_ yaml: String, seed: UInt8 = 0) throws -> String {
            let built = try #require(site(["walkthrough.yml": yaml, "01-a.md": page("heading: A\nimage: a.png")],
                                          binary: ["a.png": png(width: 1290, height: 2796, seed: seed)]))
            return built.walkthroughs[0].manifest.version
        }
        #expect(try version("images:\n  quality: 60") == version("images:\n  quality: 90"))
        #expect(try version("images:\n  formats: [webp]") == version("images:\n  widths: [500]"))
        #expect(try version("images:\n  quality: 60") != version("images:\n  quality: 60", seed: 1))
    }

    @Test("a format libvips cannot write falls back to the next one it can, or is left out")
    func unavailableFormatsFallBack() {
        let settings = ImageSettings()
        let withoutAVIF = settings.formats(writable: [.webp, .png, .jpeg])
        #expect(withoutAVIF.formats == [.webp] && withoutAVIF.missing.map(\.instead) == [.webp])
        let neither = settings.formats(writable: [.png])
        #expect(neither.formats.isEmpty && neither.missing.map(\.instead) == [nil, nil])
        #expect(settings.formats(writable: ImageCapabilities.found(recordedIn: nil).writable).formats == [.avif, .webp], "this machine's libvips writes AVIF and WebP")
    }

    @Test("a picture a phone shows with fewer than two pixels per point is a warning; SVGs, animated GIFs and pictures narrower than the narrowest width get no variants")
    func sharpnessAndPublishedAsIs() throws {
        let icon = try #require(site(["01-a.md": page("heading: A\nimage: icon.png")], binary: ["icon.png": png(width: 48, height: 32)]))
        #expect(icon.variants.isEmpty && diagnostics(["01-a.md": page("heading: A\nimage: icon.png")], binary: ["icon.png": png(width: 48, height: 32)]).isEmpty)
        let found = diagnostics(["01-a.md": page("heading: A\nimage: small.png")], binary: ["small.png": png(width: 600, height: 400)])
        #expect(found == ["content/01-a.md:3:8: warning: 'small.png' is 600 pixels wide; a phone shows it 350 points wide, which takes 700 pixels to look sharp; export it at least 700 pixels wide (a screenshot at full size is best)"])
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"200\"/>"
        let built = try #require(site([
            "01-a.md": page("heading: A\nimage: a.svg"), "02-b.md": page("heading: B\nimage: b.gif"),
        ], binary: ["a.svg": Array(svg.utf8), "b.gif": animatedGIF]))
        #expect(built.variants.isEmpty && built.images.count == 2)
        #expect(built.walkthroughs[0].manifest.locales["en"]?.pages.allSatisfy { $0.image?.variants == [] } == true)
    }

    @Test("the byte budget warns about the phone's variant over 250 KB, naming it and its size")
    func budget() {
        let check = ImageBudget.Check(image: "images/a.png", variant: "images/a-1080w.0123abcd.avif", file: "content/01-a.md",
                                      location: .init(line: 3, column: 8))
        #expect(ImageBudget.diagnostics(for: [check]) { _ in 250 * 1024 }.isEmpty)
        #expect(ImageBudget.diagnostics(for: [check]) { _ in 300 * 1024 }.map(\.formatted) == [
            "content/01-a.md:3:8: warning: a phone loads 300 KB for 'images/a.png' (a-1080w.0123abcd.avif), more than the 250 KB a page may take; crop or simplify the picture, or lower 'images: quality:' in walkthrough.yml",
        ])
    }

    @Test("sizes bounds the picture as the stylesheet does, and the phone's choice follows it")
    func phoneView() {
        #expect(PhoneView.sizes(width: 1290, height: 2796, layout: .stacked) == "min(1290px, 100vw - 2.5rem, 36rem, 32.3vh)")
        // 70 % of 844 px tall at 1290 / 2796 is 272.6 px wide: 818 device pixels, so the 1080 variant.
        #expect(abs(PhoneView.slotWidth(width: 1290, height: 2796, layout: .stacked) - 272.58) < 0.01)
        #expect(PhoneView.slotWidth(width: 1600, height: 900, layout: .stacked) == 350)
        #expect(PhoneView.variant(of: screenshot, width: 1290, height: 2796, layout: .stacked)?.src == "a-1080.avif")
    }

    @Test("in the background layout the picture covers the page, so a phone loads one as wide as the screen or wider")
    func phoneViewOfABackground() {
        // A portrait picture is as wide as the screen; a landscape one as wide as 90 % of its height makes it.
        #expect(PhoneView.sizes(width: 1290, height: 2796, layout: .background) == "max(100vw, 41.52vh)")
        #expect(PhoneView.slotWidth(width: 1290, height: 2796, layout: .background) == 390)
        #expect(abs(PhoneView.slotWidth(width: 1600, height: 900, layout: .background) - 1350.4) < 0.01)
        // 390 points at 3 device pixels each: 1170, so the 1290 variant, not the stacked layout's 1080.
        #expect(PhoneView.variant(of: screenshot, width: 1290, height: 2796, layout: .background)?.src == "a-1290.avif")
    }
}

/// A 1290 × 2796 screenshot with variants 720, 1080 and 1290 pixels wide in AVIF and PNG.
private let screenshot = Page.Image(src: "a.png", width: 1290, height: 2796, alt: "", variants: [720, 1080, 1290].flatMap { width in
    [Page.Image.Format.avif, .png].map { Page.Image.Variant(src: "a-\(width).\($0.rawValue)", width: width, height: width * 2, format: $0) }
})

/// The start of a JPEG: enough for the size reader.
private func jpegHeader(width: Int, height: Int) -> [UInt8] {
    [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
     0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
}

/// A GIF of two 1×1 frames.
private let animatedGIF: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF]
    + [0x21, 0xF9, 4, 0, 10, 0, 0, 0]
    + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]
    + [0x21, 0xF9, 4, 0, 10, 0, 0, 0]
    + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]
    + [0x3B]
