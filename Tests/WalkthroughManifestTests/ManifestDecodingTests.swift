import Foundation
import Testing
import SiteBuilder
import WalkthroughManifest

/// The manifests of the repository's example content, built in memory.
private func exampleManifests() throws -> [String: Data] {
    let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../content").standardizedFileURL
    let snapshot = try ContentSnapshot.load(from: content, displayPath: "content")
    let site = try #require(Site.validate(snapshot, encoder: ImageCapabilities(identity: "test encoder", writable: [.avif, .webp, .png, .jpeg])).site)
    let compiled = try #require(SiteTemplates.builtIn.compiled().templates)
    return SiteRenderer.files(for: site, templates: compiled).filter { $0.key.hasSuffix("manifest.json") }.compactMapValues(\.bytes)
}

private let minimal = """
    {"schemaVersion": 1, "id": "onboarding", "version": "0123456789ab", "defaultLocale": "en",
     "behavior": {"wrap": false, "skip": "finish", "restart": false, "hideControlsOnLastPage": false,
                  "orientation": "horizontal", "transition": "slide", "pageSpacing": 0},
     "seen": {"key": "walkthrough.onboarding.seen", "reshow": "on-change"}, "continueURL": null, "tint": "#5856D6",
     "locales": {
       "en": {"direction": "ltr", "title": "Hello", "labels": {"next": "Next", "skip": "Skip", "done": "Get Started", "restart": "Start again", "back": "Back"},
              "pages": [{"index": 0, "id": "welcome", "heading": "Welcome", "subheading": null, "image": null, "background": null, "body": {"html": "", "text": ""}, "data": {}},
                        {"index": 1, "id": "more", "heading": "More", "subheading": null, "image": null, "background": null, "body": {"html": "", "text": ""}, "data": {}}]},
       "pt": {"direction": "ltr", "title": "Olá", "labels": {"next": "Próximo", "skip": "Pular", "done": "Começar", "restart": "Recomeçar", "back": "Voltar"},
              "pages": [{"index": 0, "id": "welcome", "heading": "Bem-vindo", "subheading": null, "image": null, "background": null, "body": {"html": "", "text": ""}, "data": {}},
                        {"index": 1, "id": "more", "heading": "Mais", "subheading": null, "image": null, "background": null, "body": {"html": "", "text": ""}, "data": {}}]}
     }}
    """

@Suite("Decoding manifests")
struct ManifestDecodingTests {
    @Test("every manifest of the example site decodes, in every locale, with fallback")
    func exampleSite() throws {
        let manifests = try exampleManifests()
        #expect(manifests.keys.sorted() == ["manifest.json", "tour/manifest.json", "whats-new/manifest.json"])
        for (path, data) in manifests {
            let manifest = try WalkthroughManifest(data: data)
            #expect(manifest.locales.keys.sorted() == (path == "manifest.json" ? ["ar", "de", "en", "fr"] : ["en", "fr"]), "\(path)")
            #expect(manifest.localized(for: "fr-CA").title == manifest.locales["fr"]?.title)
            #expect(manifest.localized(for: "it").title == manifest.locales["en"]?.title)
            for locale in manifest.locales.keys {
                let pager = Pager(manifest: manifest, locale: locale)
                #expect(pager.pageCount == manifest.locales["en"]?.pages.count)
                #expect(pager.page.index == 0)
            }
        }
    }

    @Test("before schema version 3 every page is stacked, and restart true and false are the last page and never", arguments: [true, false])
    func olderLayoutAndRestart(restart: Bool) throws {
        let older = minimal.replacingOccurrences(of: #""restart": false"#, with: #""restart": \#(restart)"#)
            .replacingOccurrences(of: #""schemaVersion": 1"#, with: #""schemaVersion": 2"#)
        let manifest = try WalkthroughManifest(data: Data(older.utf8))
        #expect(manifest.behavior.restart == (restart ? .lastPage : .never))
        #expect(manifest.layout == .stacked)
        #expect(manifest.locales["en"]?.pages.allSatisfy { $0.layout == .stacked && $0.imageFocus == nil } == true)
    }

    @Test("a version 3 manifest keeps its layouts, image focus and restart mode through encoding")
    func layoutRoundTrip() throws {
        var manifest = try WalkthroughManifest(data: Data(minimal.utf8))
        manifest.schemaVersion = WalkthroughManifest.supportedSchemaVersion
        manifest.layout = .background
        manifest.behavior.restart = .always
        manifest.locales["en"]?.pages[0].layout = .background
        manifest.locales["en"]?.pages[0].image = Page.Image(src: "images/a.png", width: 1080, height: 2340, alt: "")
        manifest.locales["en"]?.pages[0].imageFocus = Page.ImageFocus(x: 30, y: 12.5)
        let data = try manifest.encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""imageFocus" : {"#) && text.contains(#""x" : 30,"#) && text.contains(#""y" : 12.5"#))
        #expect(text.contains(#""restart" : "always""#) && text.contains(#""layout" : "background""#))
        #expect(try WalkthroughManifest(data: data) == manifest)
    }

    @Test("a restart other than true, false or always, a focus outside 0…100 %, and a background page without a picture are errors naming the field", arguments: [
        (#""restart": false"#, #""restart": "last-page""#, "behavior.restart"),
        (#""data": {}}]},"#, #""data": {}, "layout": "background", "imageFocus": {"x": 50, "y": 120}}]},"#, "pages[1].imageFocus"),
        (#""data": {}}]},"#, #""data": {}, "layout": "background", "imageFocus": {"x": 50, "y": 50}}]},"#, "pages[1].image: a background page needs a picture"),
    ])
    func badLayoutFields(original: String, replacement: String, field: String) {
        let broken = minimal.replacingOccurrences(of: original, with: replacement)
        #expect(broken != minimal)
        #expect { try WalkthroughManifest(data: Data(broken.utf8)) } throws: { "\($0)".contains(field) }
    }

    @Test("locales fall back from region to language to the default", arguments: [
        ("pt-BR", "pt"), ("pt", "pt"), ("PT_br", "pt"), ("en-GB", "en"), ("de", "en"), ("", "en"),
    ])
    func fallback(requested: String, resolved: String) throws {
        let manifest = try WalkthroughManifest(data: Data(minimal.utf8))
        #expect(manifest.resolvedLocale(for: requested) == resolved)
        #expect(manifest.localized(for: requested) == manifest.locales[resolved])
    }

    @Test("malformed manifests throw errors that name the field", arguments: [
        (#""heading": "Mais""#, #""heading": 7"#, "locales.pt.pages[1].heading: expected a string"),
        (##""tint": "#5856D6","##, "", "tint: missing"),
        (#""skip": "finish""#, #""skip": "never""#, "behavior.skip: Cannot initialize SkipMode from invalid String value never"),
        (#""defaultLocale": "en""#, #""defaultLocale": "de""#, "defaultLocale: 'de' is not one of the locales"),
        (#""schemaVersion": 1"#, #""schemaVersion": 4"#, "schemaVersion 4 is not supported; this library reads versions 1 to 3"),
        ("{", "[", "not valid JSON"),
    ])
    func malformed(original: String, replacement: String, message: String) throws {
        let broken = minimal.replacingOccurrences(of: original, with: replacement)
        #expect(broken != minimal)
        do {
            _ = try WalkthroughManifest(data: Data(broken.utf8))
            Issue.record("decoded a broken manifest")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a manifest written by the builder decodes back to the same value")
    func roundTrip() throws {
        let manifest = try WalkthroughManifest(data: Data(minimal.utf8))
        #expect(try WalkthroughManifest(data: try manifest.encoded()) == manifest)
    }
}

@Suite("The seen flag on UserDefaults")
struct SeenStoreTests {
    private func store() -> (SeenStore, UserDefaults) {
        let suite = "walkthrough-tests-\(UUID().uuidString)"
        let defaults = UserDefaults(suiteName: suite)!
        return (SeenStore(defaults: defaults), defaults)
    }

    @Test("a walkthrough shows until it is marked seen, in the web's JSON form")
    func markSeen() throws {
        let (seen, defaults) = store()
        var manifest = try WalkthroughManifest(data: Data(minimal.utf8))
        manifest.seen.reshow = .never
        #expect(seen.shouldShow(manifest))
        seen.markSeen(manifest, outcome: .skipped, at: Date(timeIntervalSince1970: 1_800_000_000.25))
        #expect(!seen.shouldShow(manifest))
        #expect(defaults.string(forKey: "walkthrough.onboarding.seen") == #"{"at":"2027-01-15T08:00:00.250Z","outcome":"skipped","version":"0123456789ab"}"#)
        manifest.version = "ba9876543210"
        #expect(!seen.shouldShow(manifest))
        seen.reset(manifest)
        #expect(seen.shouldShow(manifest))
    }

    @Test("with reshow on-change a new version shows again")
    func reshowOnChange() throws {
        let (seen, _) = store()
        var manifest = try WalkthroughManifest(data: Data(minimal.utf8))
        seen.markSeen(manifest, outcome: .done)
        #expect(!seen.shouldShow(manifest))
        manifest.version = "ba9876543210"
        #expect(seen.shouldShow(manifest))
    }

    @Test("a flag written by the web pager is read")
    func webFlag() throws {
        let (seen, defaults) = store()
        let manifest = try WalkthroughManifest(data: Data(minimal.utf8))
        defaults.set(#"{"version":"0123456789ab","outcome":"done","at":"2026-11-29T12:00:00.000Z"}"#, forKey: manifest.seen.key)
        #expect(seen.record(for: manifest)?.outcome == .done)
        #expect(!seen.shouldShow(manifest))
    }
}
