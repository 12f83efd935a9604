import BuiltInFiles
import Foundation
@testable import SiteRendering
@testable import SiteRules
import Testing
import WebBundling

/// The HTML files of a site built from `files` with the built-in templates.
private func html(_ files: [String: String], binary: [String: [UInt8]] = [:], templates: SiteTemplates = .builtIn) throws -> [String: String] {
    let built = try #require(site(files, binary: binary))
    let compiled = try #require(templates.compiled().templates)
    return SiteRenderer.files(for: built, templates: compiled)
        .filter { $0.key.hasSuffix(".html") }
        .mapValues { String(decoding: $0.bytes ?? Data(), as: UTF8.self) }
}

@Suite("HTML pages")
struct HTMLRenderingTests {
    @Test("every walkthrough and locale gets an index.html with lang, dir, title and every page in order")
    func pagesAndLocales() throws {
        let pages = try html([
            "walkthrough.yml": "locales: [en, ar]\n",
            "01-a.md": page("heading: Alpha"), "01-a.ar.md": page("heading: ألف"),
            "02-b.md": page("heading: Beta"), "02-b.ar.md": page("heading: باء"),
            "news/01-n.md": page("heading: News"),
        ])
        #expect(pages.keys.sorted() == ["ar/index.html", "index.html", "news/index.html"])
        let arabic = try #require(pages["ar/index.html"])
        #expect(arabic.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(arabic.contains("<title>ألف</title>"))
        #expect(arabic.contains("href=\"../assets/walkthrough."))
        let english = try #require(pages["index.html"])
        let alpha = try #require(english.range(of: "data-page-index=\"0\""))
        let beta = try #require(english.range(of: "data-page-index=\"1\""))
        #expect(alpha.lowerBound < beta.lowerBound)
        #expect(english.contains("<h2 class=\"walkthrough-heading\">Beta</h2>"))
        #expect(english.contains("aria-label=\"Page 2 of 2\""))
    }

    @Test("images carry width, height and alt; decorative images an empty alt; dark variants a source")
    func images() throws {
        let pages = try html([
            "01-a.md": page("heading: A\nimage: a.png\nalt: A chart\nimage_dark: a-dark.png"),
            "02-b.md": page("heading: B\nimage: a.png"),
        ], binary: ["a.png": png(width: 640, height: 480), "a-dark.png": png(width: 640, height: 480, seed: 1)])
        let index = try #require(pages["index.html"])
        #expect(index.contains("alt=\"A chart\" width=\"640\" height=\"480\""))
        #expect(index.contains("alt=\"\" width=\"640\" height=\"480\""))
        #expect(index.contains("media=\"(prefers-color-scheme: dark)\""))
    }

    @Test("every page carries a strict Content-Security-Policy and loads no inline script")
    func contentSecurityPolicy() throws {
        let index = try #require(try html(["01-a.md": valid])["index.html"])
        #expect(index.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;self&#39;; script-src &#39;self&#39;;"))
        #expect(!index.contains("unsafe-inline&#39;; img") || !index.contains("script-src &#39;unsafe-inline"))
        let scripts = index.components(separatedBy: "<script").dropFirst()
        #expect(scripts.count == 1)
        #expect(scripts.allSatisfy { $0.hasPrefix(" src=") })
        #expect(!index.contains("http://") && !index.contains("https://"))
    }

    @Test("hostile text in every field lands escaped for the place it lands in", arguments: [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "' onmouseover='alert(1)", "{{title}}", "a & b",
    ])
    func escaping(payload: String) throws {
        let quoted = "'" + payload.replacingOccurrences(of: "'", with: "''") + "'"
        let pages = try html([
            "walkthrough.yml": "title: \(quoted)\nlabels:\n  en:\n    next: \(quoted)\n    skip: \(quoted)\n",
            "01-a.md": page("heading: \(quoted)\nsubheading: \(quoted)\nimage: a.png\nalt: \(quoted)\ndata:\n  note: \(quoted)", body: payload),
        ], binary: ["a.png": png(width: 1, height: 1)])
        let index = try #require(pages["index.html"])
        // No payload opens an element or adds an attribute: every tag in the page is one the templates wrote.
        let tags = index.matches(of: /<[^>]*>/).map { String($0.output).replacing(/"[^"]*"/, with: "\"\"") }
        #expect(!tags.contains { $0.contains("onerror") || $0.contains("onmouseover") || $0.hasPrefix("<script>") })
        #expect(tags.filter { $0.hasPrefix("<img") }.count == 1)
        #expect(!index.contains("<img src=x"))
        let escaped = payload.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
        #expect(index.contains("<h2 class=\"walkthrough-heading\">\(escaped)</h2>"))
        #expect(index.contains("alt=\"\(escaped)\""))
        #expect(index.contains("<title>\(escaped)</title>"))
    }

    @Test("a template file of the site overrides the built-in one; the others stay")
    func override() throws {
        var templates = SiteTemplates.builtIn
        templates.files["page.mustache"] = "<article data-page-index=\"{{index}}\">{{heading}}!</article>"
        templates.overriddenPaths["page.mustache"] = "templates/page.mustache"
        let index = try #require(try html(["01-a.md": valid], templates: templates)["index.html"])
        #expect(index.contains("<article data-page-index=\"0\">Page!</article>"))
        #expect(index.contains("walkthrough-controls"))
    }

    @Test("template errors are diagnostics with the template's path, line and column")
    func templateErrors() {
        var templates = SiteTemplates.builtIn
        templates.files["page.mustache"] = "<p>\n  {{#image}}{{src}}\n</p>"
        templates.overriddenPaths["page.mustache"] = "templates/page.mustache"
        templates.files["controls.mustache"] = "{{>buttons}}"
        templates.overriddenPaths["controls.mustache"] = "templates/controls.mustache"
        let diagnostics = templates.compiled().diagnostics.map(\.formatted)
        #expect(diagnostics == [
            "templates/page.mustache:2:3: error: unclosed section 'image' opened at templates/page.mustache:2:3",
            "templates/controls.mustache:1:1: error: the partial 'buttons' does not exist; add buttons.mustache to the templates folder",
        ])
    }

    @Test("the reader's languages script is linked from every page of a walkthrough in several languages, after its alternates and x-default, the default locale's page")
    func languageScript() throws {
        let pages = try html([
            "walkthrough.yml": "locales: [en, fr]\n", "01-a.md": page("heading: A"), "01-a.fr.md": page("heading: A fr"),
            "news/01-n.md": page("heading: News"),
        ])
        let script = #"<script src="assets/walkthrough-languages\.[0-9a-f]{8}\.js"></script>"#
        let english = try #require(pages["index.html"])
        let link = try #require(english.range(of: script, options: .regularExpression))
        let lastAlternate = try #require(english.range(of: "<link rel=\"alternate\" hreflang=\"fr\"", options: .backwards))
        #expect(lastAlternate.upperBound < link.lowerBound, "the script reads the alternates as the page is parsed")
        #expect(english.contains("href=\"fr/index.html?lang=fr\""), "a language chosen in the switch stays chosen")
        #expect(english.contains(#"<link rel="alternate" hreflang="x-default" href="index.html">"#))
        let french = try #require(pages["fr/index.html"])
        #expect(french.contains(#"<link rel="alternate" hreflang="x-default" href="../index.html">"#))
        let deferred = script.replacingOccurrences(of: "assets/", with: "../assets/").replacingOccurrences(of: "\"></script>", with: "\" defer></script>")
        #expect(french.range(of: deferred, options: .regularExpression) != nil, "elsewhere it only ranks the reader's languages for the control")
        #expect(pages["news/index.html"]?.contains("assets/walkthrough-languages.") == false)
        #expect(pages["news/index.html"]?.contains("x-default") == false)
    }

    @Test("the language control shows the current language and lists every language in locales: order, each named as its speakers do, from CLDR")
    func languageNames() throws {
        let locales = ["en", "fi", "pt-BR", "sr-Latn", "zh-Hant", "ta"]
        var files = ["walkthrough.yml": "locales: [\(locales.joined(separator: ", "))]\n", "01-a.md": page("heading: A")]
        for locale in locales.dropFirst() { files["01-a.\(locale).md"] = page("heading: A \(locale)") }
        let pages = try html(files)
        let finnish = try #require(pages["fi/index.html"])
        let links = finnish.matches(of: #/<a href="[^"]*" hreflang="([^"]+)"[^>]*><span lang="[^"]+" dir="ltr">([^<]+)</span></a>/#).map { (String($0.1), String($0.2)) }
        #expect(links.map(\.0) == locales)
        #expect(links.map(\.1) == ["English", "suomi", "português (Brasil)", "srpski (latinica)", "繁體中文", "தமிழ்"])
        #expect(finnish.contains(#"<summary><span class="walkthrough-language-label">Kieli: </span><span lang="fi" dir="ltr">suomi</span></summary>"#))
        #expect(finnish.contains(#"hreflang="fi" data-search="Finnish fi" aria-current="true""#))
        #expect(!finnish.contains("walkthrough-language-filter"), "the filter comes from ten languages on")
    }

    @Test("lang, hreflang, the manifest's keys and embed.js's index carry the canonical tag; the addresses keep the author's folder names")
    func canonicalTags() throws {
        let files = ["walkthrough.yml": "locales: [zh-hant, en, iw]\n", "01-a.md": page("heading: A"),
                     "01-a.en.md": page("heading: A"), "01-a.iw.md": page("heading: A")]
        let built = try #require(site(files))
        let manifest = try #require(built.walkthroughs.first?.manifest)
        #expect(manifest.defaultLocale == "zh-Hant" && manifest.locales.keys.sorted() == ["en", "he", "zh-Hant"])
        #expect(manifest.locales["he"]?.direction == .rightToLeft && manifest.locales["zh-Hant"]?.labels.skip == "略過")
        #expect(SiteRenderer.embedIndex(of: built).contains(#""defaultLocale":"zh-Hant","kind""#))
        #expect(SiteRenderer.embedIndex(of: built).contains(#""locales":{"en":"en/index.html","he":"iw/index.html","zh-Hant":"index.html"}"#))
        let pages = try html(files)
        #expect(pages.keys.sorted() == ["en/index.html", "index.html", "iw/index.html"])
        #expect(pages["index.html"]?.contains(#"<html lang="zh-Hant" dir="ltr">"#) == true)
        let english = try #require(pages["en/index.html"])
        #expect(english.contains(#"<link rel="alternate" hreflang="zh-Hant" href="../index.html">"#))
        #expect(english.contains(#"<link rel="alternate" hreflang="he" href="../iw/index.html">"#))
        #expect(english.contains(#"<a href="../iw/index.html?lang=he" hreflang="he" data-search="Hebrew he"><span lang="he" dir="rtl">עברית</span></a>"#))
        #expect(pages["iw/index.html"]?.contains(#"<html lang="he" dir="rtl">"#) == true)
    }

    @Test("two forms of one tag are one locale listed twice: zh-hant and zh-Hant, iw and he")
    func oneLocaleInTwoForms() {
        #expect(diagnostics(["walkthrough.yml": "locales: [en, zh-hant, zh-Hant, he, iw]\n", "01-a.md": page("heading: A")]).filter { $0.contains("already listed") } == [
            "content/walkthrough.yml:1:24: error: locale 'zh-Hant' is already listed as 'zh-hant': both are 'zh-Hant'; remove one of them",
            "content/walkthrough.yml:1:37: error: locale 'iw' is already listed as 'he': both are 'he'; remove one of them",
        ])
    }

    @Test("from ten languages the control has a filter field, named by the page's filter label")
    func languageFilter() throws {
        let locales = ["en", "de", "fr", "es", "it", "nl", "sv", "da", "fi", "pl"]
        var files = ["walkthrough.yml": "locales: [\(locales.joined(separator: ", "))]\n", "01-a.md": page("heading: A")]
        for locale in locales.dropFirst() { files["01-a.\(locale).md"] = page("heading: A \(locale)") }
        let german = try #require(try html(files)["de/index.html"])
        #expect(german.contains(#"<input type="search" class="walkthrough-language-filter" aria-label="Sprachen filtern" placeholder="Sprachen filtern" autocomplete="off" hidden>"#))
    }

    @Test("language_names: overrides CLDR's name; a language CLDR has no name for warns and shows its tag")
    func languageNameOverrides() throws {
        var files = ["walkthrough.yml": "locales: [en, fi, la]\nlanguage_names:\n  fi: Suomi\n", "01-a.md": page("heading: A")]
        for locale in ["fi", "la"] { files["01-a.\(locale).md"] = page("heading: A") }
        #expect(diagnostics(files).filter { !$0.contains("no built-in labels") } == [
            "content/walkthrough.yml:1:19: warning: CLDR has no name for 'la' in its own language; the language control shows the tag; add language_names: la: … to walkthrough.yml",
        ])
        let english = try #require(try html(files)["index.html"])
        #expect(english.contains(#"<span lang="fi" dir="ltr">Suomi</span>"#) && english.contains(#"<span lang="la" dir="ltr">la</span>"#))
        files["walkthrough.yml"]! += "  la: Lingua Latina\n  de: Deutsch\n"
        #expect(diagnostics(files).contains { $0.hasPrefix("content/walkthrough.yml:5:3: error:") && $0.contains("'de'") })
    }

    @Test("the manifest names each language of a walkthrough in several with the control's names, in the schema version it had; the version hash leaves names out; one language, no name")
    func manifestNames() throws {
        var files = ["walkthrough.yml": "locales: [en, fi, zh-hant]\nlanguage_names:\n  fi: Suomi\n", "01-a.md": page("heading: A")]
        for locale in ["fi", "zh-hant"] { files["01-a.\(locale).md"] = page("heading: A") }
        let manifest = try #require(site(files)?.walkthroughs.first?.manifest)
        #expect(manifest.schemaVersion == 2)
        #expect(manifest.locales.mapValues(\.name) == ["en": "English", "fi": "Suomi", "zh-Hant": "繁體中文"])
        files["walkthrough.yml"] = "locales: [en, fi, zh-hant]\nlanguage_names:\n  fi: Finnish as Finns write it\n"
        #expect(try #require(site(files)?.walkthroughs.first?.manifest.version) == manifest.version)
        let alone = try #require(site(["01-a.md": page("heading: A")])?.walkthroughs.first?.manifest)
        #expect(alone.schemaVersion == 2 && alone.locales["en"]?.name == nil)
    }

    @Test("a field a translation shows from the default locale carries that language and direction")
    func fallbackLanguage() throws {
        let english = "---\nheading: Welcome\nimage: images/p.png\nalt: A phone\n---\nHello.\n"
        let files = ["walkthrough.yml": "locales: [en, ur]\n", "01-a.md": english, "01-a.ur.md": "---\nheading: خوش آمدید\n---\nسلام۔\n"]
        let urdu = try #require(try html(files, binary: ["images/p.png": png(width: 300, height: 200)])["ur/index.html"])
        #expect(urdu.contains(#"<html lang="ur" dir="rtl">"#))
        #expect(urdu.contains(#"alt="A phone" lang="en" dir="ltr""#))
        #expect(!urdu.contains(#"<h2 class="walkthrough-heading" lang"#))
    }

    @Test("a language CLDR does not know keeps its tag as its name")
    func unknownLanguageName() {
        #expect(LanguageName.own("qaa") == nil && LanguageName.own("la") == nil, "no Latin in ICU's data: not its English name either")
        #expect(LanguageName.own("fi") == "suomi")
    }

    @Test("stylesheets and scripts get content-hashed names")
    func hashedAssets() throws {
        let built = try #require(site(["01-a.md": valid]))
        let compiled = try #require(SiteTemplates.builtIn.compiled().templates)
        let names = SiteRenderer.files(for: built, templates: compiled).keys.filter { $0.hasPrefix("assets/") }.sorted()
        #expect(names.count == 2)
        #expect(names.allSatisfy { $0.range(of: #"^assets/walkthrough\.[0-9a-f]{8}\.(css|js)$"#, options: .regularExpression) != nil })
    }
}

@Suite("Stylesheet minification never changes what the rules do")
struct StylesheetMinifierTests {
    @Test("stylesheets lose comments and the white space that means nothing, outside strings")
    func stylesheet() {
        #expect(StylesheetMinifier.minify("/* a */\n  .a{content:\"/* kept */ ; {\"}\n\n.b{color:red} /* b */\n") == ".a{content:\"/* kept */ ; {\"}.b{color:red}\n")
        #expect(StylesheetMinifier.minify(".a > .b ,\n.c :is(.d) {\n  margin: 0 calc(1px + 2%) !important;\n  color: red;\n}\n")
                == ".a>.b,.c :is(.d){margin:0 calc(1px + 2%)!important;color:red}\n")
        #expect(StylesheetMinifier.minify(".a\\> .b, .c\\' .d {\n  --on: ;\n  content: 'x ; y';\n}\n") == ".a\\> .b,.c\\' .d{--on: ;content:'x ; y'}\n")
    }

    @Test("files saved with Windows line ends end lines with \\n")
    func windowsLineEnds() {
        #expect(StylesheetMinifier.minify("/* a */\r\n  .a{color:red}\r\n\r\n  .b{color:blue}\r\n") == ".a{color:red}.b{color:blue}\n")
    }
}

private let valid = page("heading: Page")
