import Foundation
@testable import SiteModel
@testable import SiteRendering
@testable import SiteRules
import Testing
import WalkthroughManifest

@Suite("What the manifest carries")
struct ManifestContentTests {
    private let twoLocales = [
        "walkthrough.yml": "locales: [en, ar]\nskip: last-page\ntint: \"#FF0000\"\nlabels:\n  en:\n    done: Let's go\n",
        "01-welcome.md": page("heading: Welcome\nsubheading: Hi\ndata:\n  flag: onboarding_v2"),
        "01-welcome.ar.md": page("heading: أهلا"),
        "02-more.md": page("heading: More\nbackground: \"#123\""),
        "02-more.ar.md": page("heading: المزيد"),
    ]

    @Test("pages are in order with stable ids, per locale, with labels and direction")
    func locales() throws {
        let manifest = try #require(site(twoLocales)?.walkthroughs.first?.manifest)
        #expect(manifest.id == "onboarding")
        #expect(manifest.defaultLocale == "en")
        #expect(manifest.behavior.skip == .lastPage)
        #expect(manifest.tint == "#FF0000")
        #expect(manifest.seen == SeenSettings(key: "walkthrough.onboarding.seen", reshow: .never))
        let english = try #require(manifest.locales["en"])
        let arabic = try #require(manifest.locales["ar"])
        #expect(english.pages.map(\.id) == ["welcome", "more"])
        #expect(arabic.pages.map(\.id) == ["welcome", "more"])
        #expect(english.pages.map(\.index) == [0, 1])
        #expect(arabic.pages.map(\.heading) == ["أهلا", "المزيد"])
        #expect(english.labels.done == "Let's go" && english.labels.next == "Next")
        #expect(arabic.labels.next == "التالي")
        #expect(english.direction == .leftToRight && arabic.direction == .rightToLeft)
        #expect(english.title == "Welcome" && arabic.title == "أهلا")
        #expect(arabic.pages[0].data == ["flag": "onboarding_v2"])
        #expect(arabic.pages[1].background == "#123")
        #expect(english.pages[0].subheading == "Hi" && english.pages[1].subheading == nil)
    }

    @Test("built-in labels and page names never cross scripts: Traditional Chinese by tag or region, Simplified otherwise", arguments: [
        ("zh-Hant", "略過", "第 1 頁，共 1 頁"), ("zh-TW", "略過", "第 1 頁，共 1 頁"), ("zh-HK", "略過", "第 1 頁，共 1 頁"),
        ("zh-Hans", "跳过", "第 1 页，共 1 页"), ("zh-CN", "跳过", "第 1 页，共 1 页"), ("zh", "跳过", "第 1 页，共 1 页"),
        ("iw", "דילוג", "עמוד 1 מתוך 1"),
    ])
    func labelsInTheLocalesScript(locale: String, skip: String, pageName: String) throws {
        let files = ["walkthrough.yml": "locales: [en, \(locale)]\n", "01-a.md": page("heading: A"), "01-a.\(locale).md": page("heading: A")]
        let manifest = try #require(site(files)?.walkthroughs.first?.manifest)
        let tag = LocaleTags.canonical(locale)
        #expect(manifest.locales[tag]?.labels.skip == skip)
        #expect(site(files)?.walkthroughs.first?.summary.pageTexts[tag]?.pageStatus(1, of: 1) == pageName)
    }

    @Test("the 34 languages iOS and Android ship their interface in have built-in labels, each region reaching its own",
          arguments: ["ar", "ca", "cs", "da", "de", "el", "en", "es", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms",
                      "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant"])
    func builtInLanguages(locale: String) throws {
        let entry = try #require(BuiltInLabels.entry(for: locale))
        #expect(locale.hasPrefix("en") || entry.labels.next != BuiltInLabels.english.labels.next)
        #expect(entry.texts.pageStatus.contains("{current}") && entry.texts.pageStatus.contains("{total}"))
    }

    @Test("a region or neighbour reads the labels CLDR's language matching gives it, never another script's: Portugal's Portuguese beyond Brazil, Bokmål for Nynorsk, Spanish for Basque", arguments: [
        ("pt", "Próximo"), ("pt-BR", "Próximo"), ("pt-PT", "Seguinte"), ("pt-AO", "Seguinte"), ("nn", "Neste"), ("no", "Neste"),
        ("de-AT", "Weiter"), ("es-419", "Siguiente"), ("gsw-CH", "Weiter"), ("eu", "Siguiente"), ("sw", "Next"),
        ("sr-Latn", nil), ("uz", nil), ("kk", "Далее"),
    ])
    func builtInRegions(locale: String, next: String?) {
        #expect(BuiltInLabels.entry(for: locale)?.labels.next == next)
    }

    @Test("a locale that reads another language's labels is told which, as one that reads English is")
    func borrowedLabels() {
        let files = ["walkthrough.yml": "locales: [en, eu, sw]\n", "01-a.md": page("heading: A"), "01-a.eu.md": page("heading: A eu"), "01-a.sw.md": page("heading: A sw")]
        #expect(diagnostics(files) == [
            "content/walkthrough.yml:1:15: warning: no built-in labels for 'eu'; the built-in labels of 'es', a language its readers read, are used for next, skip, done, back, page_status, language; add labels: eu: next: … to walkthrough.yml",
            "content/walkthrough.yml:1:19: warning: no built-in labels for 'sw'; English is used for next, skip, done, back, page_status, language; add labels: sw: next: … to walkthrough.yml",
        ])
    }

    @Test("page_status, language and filter are labels: given in walkthrough.yml, built in, and page_status must place both numbers")
    func pageTexts() throws {
        let settings = "locales: [en, sw]\nlabels:\n  sw:\n    page_status: Ukurasa {current} kati ya {total}\n    language: Lugha\n"
        let files = ["walkthrough.yml": settings, "01-a.md": page("heading: A"), "01-a.sw.md": page("heading: A")]
        let texts = try #require(site(files)?.walkthroughs.first?.summary.pageTexts)
        #expect(texts["sw"]?.pageStatus(2, of: 4) == "Ukurasa 2 kati ya 4" && texts["sw"]?.language == "Lugha")
        #expect(texts["en"] == BuiltInLabels.english.texts)
        var broken = files
        broken["walkthrough.yml"] = "locales: [en, sw]\nlabels:\n  sw:\n    page_status: Ukurasa\n"
        #expect(diagnostics(broken).contains {
            $0.hasPrefix("content/walkthrough.yml:4:18: error: 'page_status' must contain {current} and {total}, not 'Ukurasa'")
        }, "\(diagnostics(broken))")
    }

    @Test("drafts are left out unless asked for, and are validated either way")
    func drafts() throws {
        let files = ["01-a.md": valid, "02-b.md": page("heading: B\ndraft: true"), "03-c.md": page("heading: C")]
        #expect(site(files)?.walkthroughs[0].manifest.locales["en"]?.pages.map(\.id) == ["a", "c"])
        #expect(site(files)?.walkthroughs[0].manifest.locales["en"]?.pages.map(\.index) == [0, 1])
        #expect(site(files, drafts: true)?.walkthroughs[0].manifest.locales["en"]?.pages.map(\.id) == ["a", "b", "c"])
        let broken = ["01-a.md": valid, "02-b.md": page("heading: B\ndraft: true\nimage: nope.png")]
        #expect(diagnostics(broken).count == 1)
    }

    @Test("the version changes when and only when what users see changes")
    func version() throws {
        let first = try #require(site(twoLocales)?.walkthroughs[0].manifest.version)
        #expect(first.count == 12)
        #expect(site(twoLocales)?.walkthroughs[0].manifest.version == first)
        var edited = twoLocales
        edited["02-more.ar.md"] = page("heading: المزيد!")
        #expect(site(edited)?.walkthroughs[0].manifest.version != first)
        var commented = twoLocales
        commented["walkthrough.yml"]! += "# a comment changes nothing\n"
        #expect(site(commented)?.walkthroughs[0].manifest.version == first)
    }

    @Test("Markdown bodies are safe HTML plus plain text")
    func safeMarkdown() throws {
        let body = "Hello **world** <script>alert(1)</script>\n\n[x](javascript:alert(1)) [ok](https://example.com)\n\n- one\n- two"
        let rendered = try #require(site(["01-a.md": page("heading: A", body: body)])?.walkthroughs[0].manifest.locales["en"]?.pages[0].body)
        #expect(rendered.html.contains("<strong>world</strong>"))
        #expect(!rendered.html.contains("<script>"))
        #expect(!rendered.html.contains("javascript:"))
        #expect(rendered.html.contains("href=\"https://example.com\""))
        // CommonMark keeps the text between raw tags; only the tags are dropped.
        #expect(rendered.text == "Hello world alert(1)\n\nx ok\n\n• one\n• two")
    }

    @Test("unsafe_html lets raw HTML through for trusted authors")
    func unsafeHTML() throws {
        let files = ["walkthrough.yml": "unsafe_html: true\n", "01-a.md": page("heading: A", body: "<mark>hi</mark>")]
        let html = try #require(site(files)?.walkthroughs[0].manifest.locales["en"]?.pages[0].body.html)
        #expect(html.contains("<mark>hi</mark>"))
    }

    @Test("sub-folders are walkthroughs with ids from their path")
    func subFolders() throws {
        let built = try #require(site(["01-a.md": valid, "news/v2/01-a.md": valid, "tips/walkthrough.yml": "id: hints\n", "tips/01-a.md": valid]))
        #expect(built.walkthroughs.map(\.manifest.id) == ["onboarding", "news-v2", "hints"])
        #expect(built.walkthroughs.map(\.path) == ["", "news/v2", "tips"])
    }

    @Test("the manifest decodes back to the same value and encodes nulls explicitly")
    func roundTrip() throws {
        let walkthrough = try #require(site(twoLocales)?.walkthroughs[0])
        let data = SiteRenderer.manifestData(for: walkthrough)
        #expect(try WalkthroughManifest(data: data) == walkthrough.manifest)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"continueURL\" : null"))
        #expect(text.contains("\"image\" : null"))
    }
}

private let valid = page("heading: Page")
