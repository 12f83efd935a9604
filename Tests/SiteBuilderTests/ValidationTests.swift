import Foundation
@testable import SiteModel
@testable import SiteRendering
@testable import SiteRules
import SiteSupport
import Testing

private let valid = page("heading: Welcome")

@Suite("Page validation: every rule reports file, line, column, what is wrong and how to fix it")
struct PageValidationTests {
    @Test("a rule broken in one page gives exactly this diagnostic", arguments: [
        (page("subheading: Hi"), "content/01-a.md:1:1: error: 'heading' is required; add 'heading: …' to the front matter"),
        (page("heading: \"  \""), "content/01-a.md:2:10: error: 'heading' must not be empty; write the page's title after 'heading:'"),
        (page("heading: Hi\nsubheadng: x"), "content/01-a.md:3:1: error: unknown key 'subheadng'; did you mean 'subheading'?"),
        (page("heading: Hi\ncolour: red"), "content/01-a.md:3:1: error: unknown key 'colour'; known keys are heading, subheading, image, alt, image_dark, order, id, background, draft, data, since, action, layout, image_focus, video, poster_at, translated_from"),
        (page("heading:\n  - a\n  - b"), "content/01-a.md:3:3: error: 'heading' must be text, not a list; put the value on the same line as the key"),
        (page("heading: Hi\ndraft: yes"), "content/01-a.md:3:8: error: 'draft' must be true or false, not 'yes'; write 'draft: true' or 'draft: false'"),
        (page("heading: Hi\norder: 1.5"), "content/01-a.md:3:8: error: 'order' must be a whole number from 1 to 2147483647, not '1.5'"),
        (page("heading: Hi\norder: 2"), "content/01-a.md:3:8: error: 'order: 2' differs from the file name's prefix 1; remove 'order:' or rename the file"),
        (page("heading: Hi\nid: Hello World"), "content/01-a.md:3:5: error: page id 'Hello World' is not a slug of lowercase letters, digits and '-'; did you mean 'hello-world'?"),
        (page("heading: Hi\nbackground: red"), "content/01-a.md:3:13: error: 'background' must be a hex colour like #5856D6 or #FFF, not 'red'; quote the colour, since '#' starts a comment: background: \"#5856D6\""),
        (page("heading: Hi\nbackground: #FFF"), "content/01-a.md:3:12: error: 'background' has no value; quote the colour, since '#' starts a comment: background: \"#5856D6\""),
        (page("heading: Hi\ndata: text"), "content/01-a.md:3:7: error: 'data' must be a mapping of 'name: value' lines, not a value"),
        (page("heading: Hi\ndata:\n  list: [a]"), "content/01-a.md:4:9: error: 'data.list' must be text, not a list; quote the value"),
        (page("heading: &a Hi"), "content/01-a.md:2:10: error: anchors ('&') are not supported; write the value out in full"),
        (page("heading: Hi\ntranslated_from:\n  heading: 0123abcd"), "content/01-a.md:3:1: warning: 'translated_from' is ignored on a page of the default locale (en): it records what a translation was made from; remove it; 'build-site translations mark' writes it into the translations"),
        ("heading: no block", "content/01-a.md:1:1: error: a page must start with a front matter block; make the first line '---', then 'heading: …', then a closing '---'"),
    ])
    func singleRule(file: String, expected: String) {
        #expect(diagnostics(["01-a.md": file]) == [expected])
    }

    @Test("invalid UTF-8 is reported at the line and column of the bad byte")
    func invalidUTF8() {
        var files = snapshot([:])
        files.entries["01-a.md"] = .file(ContentFile(data: Data([UInt8]("---\nheading: caf".utf8) + [0xE9] + [UInt8]("\n---\n".utf8))))
        let found = Site.validate(files, encoder: .fixed).diagnostics.map(\.formatted)
        #expect(found == ["content/01-a.md:2:13: error: invalid UTF-8 (byte 0xE9); save the file as UTF-8"])
    }

    @Test("a file too large to be a page is refused before it is parsed")
    func tooLarge() {
        var files = snapshot([:])
        files.entries["01-a.md"] = .tooLarge(size: 5_000_000, limit: ContentSnapshot.pageSizeLimit)
        #expect(Site.validate(files, encoder: .fixed).diagnostics.map(\.formatted) == ["content/01-a.md:1:1: error: the file is 5000000 bytes, more than the limit of 1048576; split the content or shrink the file"])
    }
}

@Suite("Walkthrough validation: order, ids, counts, translations")
struct WalkthroughValidationTests {
    @Test("a position used twice names the other file")
    func duplicateOrder() {
        let found = diagnostics(["01-a.md": valid, "b.md": page("heading: B\norder: 1")])
        #expect(found == ["content/b.md:3:8: error: order 1 is also used by content/01-a.md; give every page its own position"])
    }

    @Test("a gap in the numbering names the missing position")
    func gap() {
        let found = diagnostics(["01-a.md": valid, "03-c.md": valid])
        #expect(found == ["content/03-c.md:1:1: error: pages must be numbered 1…N without gaps: after 1 comes 3; order 2 is missing; renumber the pages"])
    }

    @Test("a page without a prefix or 'order:' has no position")
    func missingOrder() {
        #expect(diagnostics(["welcome.md": valid]) == ["content/welcome.md:1:1: error: the page has no position; prefix the file name with it (01-welcome.md) or add 'order: N'"])
    }

    @Test("an id that is not a slug, from the file name, asks for a rename or an id")
    func fileNameID() {
        #expect(diagnostics(["01-Welcome.md": valid]) == ["content/01-Welcome.md:1:1: error: page id 'Welcome' (from the file name) is not a slug of lowercase letters, digits and '-'; rename the file, or set 'id: welcome'"])
    }

    @Test("two pages with the same id")
    func duplicateID() {
        let found = diagnostics(["01-a.md": valid, "02-b.md": page("heading: B\nid: a")])
        #expect(found == ["content/02-b.md:3:5: error: page id 'a' is also used by content/01-a.md; set a different 'id:'"])
    }

    @Test("count demands an exact number of published pages")
    func exactCount() {
        let found = diagnostics(["walkthrough.yml": "pages:\n  count: 3\n", "01-a.md": valid, "02-b.md": valid])
        #expect(found == ["content/walkthrough.yml:2:10: error: walkthrough.yml demands exactly 3 pages, but 2 are published; add or remove pages, or change 'count'"])
    }

    @Test("more than twelve pages is too many by default, reported on the first extra page")
    func maximum() {
        var files: [String: String] = [:]
        for number in 1...13 { files[String(format: "%02d-p%d.md", number, number)] = valid }
        #expect(diagnostics(files) == ["content/13-p13.md:1:1: error: 13 pages, more than the maximum of 12; remove pages, or raise 'pages: max:' in walkthrough.yml"])
    }

    @Test("min and max bound the count")
    func minimum() {
        let found = diagnostics(["walkthrough.yml": "pages:\n  min: 2\n", "01-a.md": valid])
        #expect(found == ["content/walkthrough.yml:2:8: error: 1 page, fewer than the minimum of 2; add pages, or lower 'pages: min:'"])
    }

    @Test("a missing translation names the file expected")
    func missingTranslation() {
        let found = diagnostics(["walkthrough.yml": "locales: [en, fr]\n", "01-a.md": valid])
        #expect(found == ["content/01-a.md:1:1: error: missing the 'fr' translation: expected content/01-a.fr.md; create it, or remove 'fr' from locales in walkthrough.yml"])
    }

    @Test("a translation without its page, or in an unlisted locale, is an error", arguments: [
        ("01-b.fr.md", "content/01-b.fr.md:1:1: error: a translation of a page that does not exist: expected content/01-b.md; did you mean 01-a.fr.md?"),
        ("01-a.de.md", "content/01-a.de.md:1:1: error: a translation into 'de', which 'locales' does not list; add 'de' to locales in walkthrough.yml, or remove this file"),
        ("01-a.en.md", "content/01-a.en.md:1:1: error: 'en' is the default locale, so this page needs no translation file; rename it to 01-a.md"),
    ])
    func extraTranslation(file: String, expected: String) {
        let found = diagnostics(["walkthrough.yml": "locales: [en, fr]\n", "01-a.md": valid, "01-a.fr.md": valid, file: valid])
        #expect(found == [expected])
    }

    @Test("a translation may not change the page's order or id")
    func translationMismatch() {
        let found = diagnostics(["walkthrough.yml": "locales: [en, fr]\n", "01-a.md": valid, "01-a.fr.md": page("heading: Salut\nid: b")])
        #expect(found == ["content/01-a.fr.md:3:5: error: 'id' of a translation must match the page's ('a'); remove it; translations take order, id, draft, since, layout and the action's id from 01-a.md"])
    }

    @Test("a folder whose name is not a slug needs an id")
    func folderID() {
        #expect(diagnostics(["What New/01-a.md": valid]) == ["content/What New/01-a.md:1:1: error: walkthrough id 'What New' (from the folder name) is not a slug of lowercase letters, digits and '-'; rename the folder, or set 'id: what-new' in walkthrough.yml"])
    }

    @Test("two walkthroughs with the same id")
    func duplicateWalkthroughID() {
        let found = diagnostics(["01-a.md": valid, "news/walkthrough.yml": "id: onboarding\n", "news/01-a.md": valid])
        #expect(found == ["content/news/walkthrough.yml:1:1: error: walkthrough id 'onboarding' is also used by the folder '.'; set a different 'id:' in news/walkthrough.yml"])
    }

    @Test("a content folder without pages is an error")
    func noPages() {
        #expect(diagnostics(["notes.txt": "x"]) == ["content:1:1: error: no page files (*.md) found; add a page such as 01-welcome.md, or run 'build-site init'"])
    }

    @Test("every problem of every file is reported in one run, sorted by file and line")
    func allProblems() {
        let found = diagnostics([
            "02-b.md": page("heading: B\nsubheadng: x\ndraft: maybe"),
            "01-a.md": page("subheading: no heading"),
            "news/01-x.md": page("heading: X\nimage: missing.png"),
        ])
        #expect(found == [
            "content/01-a.md:1:1: error: 'heading' is required; add 'heading: …' to the front matter",
            "content/02-b.md:3:1: error: unknown key 'subheadng'; did you mean 'subheading'?",
            "content/02-b.md:4:8: error: 'draft' must be true or false, not 'maybe'; write 'draft: true' or 'draft: false'",
            "content/news/01-x.md:3:8: error: image 'missing.png' not found (looked for content/news/missing.png); put the file at content/news/missing.png",
        ])
    }
}

@Suite("walkthrough.yml validation")
struct SettingsValidationTests {
    @Test("a broken setting gives exactly this diagnostic", arguments: [
        ("wrapp: true", "content/walkthrough.yml:1:1: error: unknown key 'wrapp'; did you mean 'wrap'?"),
        ("skip: finsh", "content/walkthrough.yml:1:7: error: 'skip' must be one of finish, last-page, not 'finsh'; did you mean 'finish'?"),
        ("orientation: diagonal", "content/walkthrough.yml:1:14: error: 'orientation' must be one of horizontal, vertical, not 'diagonal'; use one of horizontal, vertical"),
        ("tint: purple", "content/walkthrough.yml:1:7: error: 'tint' must be a hex colour like #5856D6 or #FFF, not 'purple'; quote the colour, since '#' starts a comment: tint: \"#5856D6\""),
        ("continue_url: javascript:alert(1)", "content/walkthrough.yml:1:15: error: 'continue_url' must be an https:, http: or site-relative URL, not 'javascript:alert(1)'; write a URL like /app or https://example.com/start"),
        ("locales: [en, english]", "content/walkthrough.yml:1:15: error: 'english' is not a BCP 47 language tag; write tags like en, fr, pt-BR"),
        ("locales: [en, en]", "content/walkthrough.yml:1:15: error: locale 'en' is listed twice; remove one of them"),
        ("page_spacing: -4", "content/walkthrough.yml:1:15: error: 'page_spacing' must be a whole number from 0 to 200, not '-4'"),
        ("pages:\n  min: 3\n  max: 2", "content/walkthrough.yml:2:8: error: 'min' (3) is greater than 'max' (2)"),
        ("labels:\n  de:\n    next: Weiter", "content/walkthrough.yml:2:3: error: labels for 'de', which 'locales' does not list; add 'de' to locales, or remove its labels"),
        ("labels:\n  en:\n    nxt: Go", "content/walkthrough.yml:3:5: error: unknown key 'nxt'; did you mean 'next'?"),
        ("seen:\n  reshow: always", "content/walkthrough.yml:2:11: error: 'seen.reshow' must be one of never, on-change, not 'always'; use one of never, on-change"),
        ("wrap: true\nwrap: false", "content/walkthrough.yml:2:1: error: duplicate key 'wrap' (first given on line 1); remove one of them"),
    ])
    func setting(yaml: String, expected: String) {
        #expect(diagnostics(["walkthrough.yml": yaml + "\n", "01-a.md": valid]) == [expected])
    }

    @Test("a wrong-typed key near the top does not hide the problems of the keys after it")
    func everyKeyChecked() {
        let yaml = "labels: Weiter\nwrap: maybe\nskip: finsh\nseen:\n  reshow: always\ncontinue_url: ftp://x\ntint: purple\n"
        let found = diagnostics(["walkthrough.yml": yaml, "01-a.md": valid])
        #expect(found == [
            "content/walkthrough.yml:1:9: error: 'labels' must map locales to button texts; write labels:, then fr:, then next: Suivant, each indented",
            "content/walkthrough.yml:2:7: error: 'wrap' must be true or false, not 'maybe'; write 'wrap: true' or 'wrap: false'",
            "content/walkthrough.yml:3:7: error: 'skip' must be one of finish, last-page, not 'finsh'; did you mean 'finish'?",
            "content/walkthrough.yml:5:11: error: 'seen.reshow' must be one of never, on-change, not 'always'; use one of never, on-change",
            "content/walkthrough.yml:6:15: error: 'continue_url' must be an https:, http: or site-relative URL, not 'ftp://x'; write a URL like /app or https://example.com/start",
            "content/walkthrough.yml:7:7: error: 'tint' must be a hex colour like #5856D6 or #FFF, not 'purple'; quote the colour, since '#' starts a comment: tint: \"#5856D6\"",
        ])
    }

    @Test("the missing-labels warning names only the labels a page shows: restart only where restart is on")
    func missingLabelsShown() {
        let labels = "labels:\n  sw:\n    next: Endelea\n    skip: Ruka\n    done: Anza\n    back: Rudi\n    page_status: Ukurasa {current} kati ya {total}\n    language: Lugha\n"
        let files = ["walkthrough.yml": "locales: [en, sw]\n" + labels, "01-a.md": valid, "01-a.sw.md": valid]
        #expect(diagnostics(files, strict: true) == [])
        let restarting = files.merging(["walkthrough.yml": "locales: [en, sw]\nrestart: true\n" + labels]) { $1 }
        #expect(diagnostics(restarting) == [
            "content/walkthrough.yml:1:15: warning: no built-in labels for 'sw'; English is used for restart; add labels: sw: restart: … to walkthrough.yml",
        ])
        let tenLocales = "locales: [en, sw, de, fr, es, it, nl, sv, da, fi]\n"
        var filtered = files.merging(["walkthrough.yml": tenLocales + labels]) { $1 }
        for locale in ["de", "fr", "es", "it", "nl", "sv", "da", "fi"] { filtered["01-a.\(locale).md"] = valid }
        #expect(diagnostics(filtered) == [
            "content/walkthrough.yml:1:15: warning: no built-in labels for 'sw'; English is used for filter; add labels: sw: filter: … to walkthrough.yml",
        ], "the filter field shows from ten languages")
    }

    @Test("a locale without built-in labels is a warning, and an error with --strict")
    func missingLabels() {
        let files = ["walkthrough.yml": "locales: [en, sw]\n", "01-a.md": valid, "01-a.sw.md": valid]
        let warning = "content/walkthrough.yml:1:15: warning: no built-in labels for 'sw'; English is used for next, skip, done, back, page_status, language; add labels: sw: next: … to walkthrough.yml"
        #expect(diagnostics(files) == [warning])
        #expect(site(files) != nil)
        #expect(diagnostics(files, strict: true) == [warning.replacingOccurrences(of: "warning:", with: "error:")])
        #expect(Site.validate(snapshot(files), encoder: .fixed, strict: true).site == nil)
    }
}

@Suite("Images")
struct ImageValidationTests {
    @Test("an image path that cannot be used gives exactly this diagnostic", arguments: [
        ("image: images/welcom.png", "content/01-a.md:3:8: error: image 'images/welcom.png' not found (looked for content/images/welcom.png); did you mean 'images/welcome.png'?"),
        ("image: ../secret.png", "content/01-a.md:3:8: error: 'image' points outside content/; keep images inside the content folder"),
        ("image: /images/welcome.png", "content/01-a.md:3:8: error: 'image' must be relative to the page's folder, not absolute; write it like images/welcome.png"),
        ("image: https://example.com/a.png", "content/01-a.md:3:8: error: 'image' must be a file inside content/, not a URL; copy the image into content/images/ and give its path"),
        ("image: images/photo.bmp", "content/01-a.md:3:8: error: 'image' must be a png, jpg, jpeg, gif, webp, avif, svg file, not '.bmp'; convert the image to png, webp or svg"),
        ("image: images/broken.png", "content/01-a.md:3:8: error: 'images/broken.png' is not a valid PNG file; re-export the image, or fix its extension"),
        ("image: images", "content/01-a.md:3:8: error: 'image' must be a png, jpg, jpeg, gif, webp, avif, svg file, not 'no extension'; convert the image to png, webp or svg"),
        ("image: images/welcome.png\nimage_dark: images/welcome-dark.png", "content/01-a.md:4:13: error: image 'images/welcome-dark.png' not found (looked for content/images/welcome-dark.png); did you mean 'images/welcome.png'?"),
        ("image_dark: images/welcome.png", "content/01-a.md:3:13: error: 'image_dark' is given without 'image'; add the light variant as 'image:'"),
    ])
    func imageRule(frontMatter: String, expected: String) {
        let found = diagnostics(["01-a.md": page("heading: Hi\n" + frontMatter)],
                                binary: ["images/welcome.png": png(width: 1290, height: 2796), "images/broken.png": [1, 2, 3]])
        #expect(found == [expected])
    }

    @Test("a symbolic link out of content/ is refused")
    func linkOutside() {
        var files = snapshot(["01-a.md": page("heading: Hi\nimage: evil.png")])
        files.entries["evil.png"] = .linkOutside(target: "/etc/passwd.png")
        #expect(Site.validate(files, encoder: .fixed).diagnostics.map(\.formatted) == ["content/01-a.md:3:8: error: 'evil.png' is a link to '/etc/passwd.png', outside content/; copy the image into content/ instead of linking it"])
    }

    @Test("a picture that is a symbolic link to nothing is named as such, not as a link out of content/")
    func brokenLink() {
        var files = snapshot(["01-a.md": page("heading: Hi\nimage: images/a.png")])
        files.entries["images/a.png"] = .brokenLink(target: "../shots/a.png", fault: .missing)
        #expect(Site.validate(files, encoder: .fixed).diagnostics.map(\.formatted) == ["content/01-a.md:3:8: error: 'images/a.png' is a link to '../shots/a.png', which does not exist; point the link at the image, or copy the image into content/"])
    }

    @Test("images are published under a content hash with their pixel size, relative to each manifest")
    func published() throws {
        let built = try #require(site([
            "01-a.md": page("heading: Hi\nimage: images/welcome.png\nalt: A wave"),
            "news/01-b.md": page("heading: News\nimage: ../images/welcome.png"),
        ], binary: ["images/welcome.png": png(width: 1000, height: 500)]))
        let hash = String(SHA256.hex(png(width: 1000, height: 500)).prefix(8))
        #expect(built.images.keys.sorted() == ["images/welcome.\(hash).png"])
        let image = try #require(built.walkthroughs[0].manifest.locales["en"]?.pages[0].image)
        #expect(image.src == "images/welcome.\(hash).png" && image.width == 1000 && image.height == 500 && image.alt == "A wave")
        // Each default width up to the source's, and the source's own, in AVIF, WebP and PNG, in that order.
        #expect(image.variants.map { "\($0.format.rawValue) \($0.width)x\($0.height)" } == [
            "avif 360x180", "avif 720x360", "avif 1000x500", "webp 360x180", "webp 720x360", "webp 1000x500",
            "png 360x180", "png 720x360", "png 1000x500",
        ])
        // The PNG at the image's own width is the file as given; the others are made.
        #expect(image.variants.last?.src == image.src)
        #expect(image.variants.dropLast().allSatisfy { $0.src.hasPrefix("images/welcome-\($0.width)w.") && built.variants[$0.src] != nil })
        #expect(built.variants.count == 8)
        #expect(Set(built.variants.values.map(\.source)) == ["images/welcome.png"])
        let news = String(decoding: SiteRenderer.manifestData(for: built.walkthroughs[1]), as: UTF8.self)
        #expect(news.contains("\"src\" : \"../images/welcome.\(hash).png\""))
        #expect(news.contains("\"alt\" : \"\""))
    }
}
