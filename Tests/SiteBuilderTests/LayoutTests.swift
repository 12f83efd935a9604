import Foundation
@testable import SiteRendering
import Testing
import WalkthroughManifest

private let picture: [String: [UInt8]] = ["images/a.png": png(width: 1290, height: 2796)]

/// The pages of the only walkthrough of `files`, in `locale`.
private func pages(_ files: [String: String], locale: String = "en") -> [Page] {
    site(files, binary: picture)?.walkthroughs.first?.manifest.locales[locale]?.pages ?? []
}

@Suite("Layouts: stacked and background, image_focus, and Start again on every page")
struct LayoutTests {
    @Test("walkthrough.yml's layout applies to every page, and a page's own layout overrides it")
    func layoutOfEachPage() throws {
        let files = ["walkthrough.yml": "layout: background\n",
                     "01-a.md": page("heading: A\nimage: images/a.png"),
                     "02-b.md": page("heading: B\nlayout: stacked")]
        let manifest = try #require(site(files, binary: picture)?.walkthroughs.first?.manifest)
        #expect(manifest.layout == .background)
        #expect(manifest.locales["en"]?.pages.map(\.layout) == [.background, .stacked])
        #expect(manifest.locales["en"]?.pages.map(\.imageFocus) == [.center, nil])
    }

    @Test("image_focus names a side or gives two percentages, and a translation may choose its own",
          arguments: [("top", Page.ImageFocus(x: 50, y: 0)), ("right", Page.ImageFocus(x: 100, y: 50)),
                      ("\"30% 20%\"", Page.ImageFocus(x: 30, y: 20)), ("12.5% 100%", Page.ImageFocus(x: 12.5, y: 100))])
    func imageFocus(written: String, focus: Page.ImageFocus) {
        let files = ["walkthrough.yml": "layout: background\nlocales: [en, fr]\n",
                     "01-a.md": page("heading: A\nimage: images/a.png\nimage_focus: \(written)"),
                     "01-a.fr.md": page("heading: B\nimage_focus: bottom")]
        #expect(diagnostics(files, binary: picture) == [])
        #expect(pages(files).first?.imageFocus == focus)
        #expect(pages(files, locale: "fr").first?.imageFocus == .bottom)
    }

    @Test("a translation without its own image_focus keeps its page's")
    func inheritedImageFocus() {
        let files = ["walkthrough.yml": "layout: background\nlocales: [en, fr]\n",
                     "01-a.md": page("heading: A\nimage: images/a.png\nimage_focus: left"), "01-a.fr.md": page("heading: B")]
        #expect(pages(files, locale: "fr").first?.imageFocus == .left)
    }

    @Test("an image_focus that is neither is an error at its value with what to write",
          arguments: ["middle", "50%", "120% 10%", "left top", "a% b%", "50 50"])
    func badImageFocus(written: String) {
        let files = ["01-a.md": page("heading: A\nlayout: background\nimage: images/a.png\nimage_focus: \(written)")]
        #expect(diagnostics(files, binary: picture) == [
            "content/01-a.md:5:14: error: 'image_focus' must be center, top, bottom, left, right or 'X% Y%' with each from 0% to 100%, not '\(written)'; write center, top, bottom, left, right, or two percentages across and down like \"50% 20%\", or remove the line for center",
        ])
    }

    @Test("a page in the background layout without a picture is an error with the two ways out")
    func backgroundWithoutPicture() {
        let hint = "add 'image: images/your-picture.jpg', or write 'layout: stacked' in this page's front matter"
        #expect(diagnostics(["01-a.md": page("heading: A\nlayout: background")]) == [
            "content/01-a.md:3:9: error: a page in the background layout needs a picture to lay its text over; " + hint,
        ])
        #expect(diagnostics(["walkthrough.yml": "layout: background\n", "01-a.md": page("heading: A")]) == [
            "content/01-a.md:1:1: error: a page in the background layout needs a picture to lay its text over; " + hint,
        ])
    }

    @Test("image_focus on a stacked page is a warning, since the whole picture shows")
    func imageFocusWhenStacked() {
        #expect(diagnostics(["01-a.md": page("heading: A\nimage: images/a.png\nimage_focus: top")], binary: picture) == [
            "content/01-a.md:4:14: warning: 'image_focus' does nothing in the stacked layout, which shows the whole picture; remove it, or write 'layout: background' to fill the page with the picture",
        ])
    }

    @Test("a translation keeps its page's layout")
    func translatedLayout() {
        let files = ["walkthrough.yml": "locales: [en, fr]\n", "01-a.md": page("heading: A"), "01-a.fr.md": page("heading: B\nlayout: background")]
        #expect(diagnostics(files) == [
            "content/01-a.fr.md:3:9: error: 'layout' of a translation must match the page's (stacked); remove it; translations take order, id, draft, since, layout and the action's id from 01-a.md",
        ])
    }

    @Test("a background page's colour is not weighed against its text, which lies on the scrim")
    func noContrastWarningOverAPicture() {
        #expect(diagnostics(["01-a.md": page("heading: A\nlayout: background\nimage: images/a.png\nbackground: \"#777777\"")], binary: picture) == [])
    }

    @Test("a wide picture a background page crops to a phone's height is a sharpness warning that suggests a tall one")
    func widePictureInTheBackground() {
        let files = ["01-a.md": page("heading: A\nlayout: background\nimage: images/wide.png")]
        #expect(diagnostics(files, binary: ["images/wide.png": png(width: 1600, height: 900)]) == [
            "content/01-a.md:4:8: warning: 'images/wide.png' is 1600 pixels wide; a phone shows it 1350 points wide, which takes 2700 pixels to look sharp; a background page fills a phone's tall screen with it: use a picture taller than wide, or export it at least 2700 pixels wide",
        ])
    }

    @Test("restart: true, false and always are the manifest's too, and only always needs schema version 3",
          arguments: [("true", Behavior.Restart.lastPage, "true", 2), ("false", .never, "false", 2), ("always", .always, "\"always\"", 3)])
    func restartModes(written: String, mode: Behavior.Restart, json: String, schemaVersion: Int) throws {
        let manifest = try #require(site(["walkthrough.yml": "restart: \(written)\n", "01-a.md": page("heading: A")])?.walkthroughs.first?.manifest)
        #expect(manifest.behavior.restart == mode)
        let text = String(decoding: try manifest.encoded(), as: UTF8.self)
        #expect(text.contains("\"restart\" : \(json)"))
        #expect(text.contains("\"schemaVersion\" : \(schemaVersion)"))
    }

    @Test("a walkthrough with no background page is written as schema version 2, without the keys of 3")
    func stackedStaysVersionTwo() throws {
        let files = ["walkthrough.yml": "restart: true\n", "01-a.md": page("heading: A\nimage: images/a.png")]
        let stacked = try #require(site(files, binary: picture)?.walkthroughs.first?.manifest)
        let text = String(decoding: try stacked.encoded(), as: UTF8.self)
        #expect(text.contains("\"schemaVersion\" : 2"))
        #expect(!text.contains("layout") && !text.contains("imageFocus"))
        let background = ["01-a.md": page("heading: A\nimage: images/a.png\nlayout: background")]
        let manifest = try #require(site(background, binary: picture)?.walkthroughs.first?.manifest)
        #expect(manifest.schemaVersion == 3)
        #expect(try WalkthroughManifest(data: manifest.encoded()) == manifest)
    }

    @Test("restart: yes is an error naming the three choices")
    func badRestart() {
        #expect(diagnostics(["walkthrough.yml": "restart: yes\n", "01-a.md": page("heading: A")]).first?
            .hasPrefix("content/walkthrough.yml:1:10: error: 'restart' must be one of true, false, always, not 'yes'") == true)
    }

    @Test("the page's section says its layout and the picture keeps its focus when cropped")
    func markup() throws {
        let files = ["walkthrough.yml": "layout: background\n", "01-a.md": page("heading: A\nimage: images/a.png\nimage_focus: 30% 0%")]
        let built = try #require(site(files, binary: picture))
        let compiled = try #require(SiteTemplates.builtIn.compiled().templates)
        let html = String(decoding: try #require(SiteRenderer.files(for: built, templates: compiled)["index.html"]?.bytes), as: UTF8.self)
        #expect(html.contains("data-layout=\"background\""))
        #expect(html.contains("style=\"object-position: 30% 0%\""))
        #expect(html.contains("sizes=\"max(100vw, 41.52vh)\""))
    }
}
