import Foundation
@testable import SiteModel
@testable import SiteRules
import Testing

@Suite("A continue_url that leads back to the walkthrough")
struct ContinueURLTests {
    @Test("is found from every locale's page, with or without the folder's slash", arguments: [
        ("", ["en"], "/", "index.html"),
        ("", ["en"], "/index.html", "index.html"),
        ("", ["en"], "./", "index.html"),
        ("", ["en"], "index.html?from=done", "index.html"),
        ("", ["en"], "#page-1", "index.html"),
        ("", ["en", "fr"], "/fr", "fr/index.html"),
        ("", ["en", "fr"], "../", "index.html"),
        ("whats-new", ["en"], "/whats-new/", "whats-new/index.html"),
        ("whats-new", ["en", "fr"], "../whats-new/fr/", "whats-new/fr/index.html"),
    ])
    func loops(folder: String, locales: [String], url: String, page: String) {
        #expect(Rules.ownPage(reachedBy: url, folder: folder, locales: locales) == page)
    }

    @Test("is not any other page, nor an absolute URL, whose host the build cannot know", arguments: [
        ("", ["en"], "/app/"), ("", ["en"], "app.html"), ("", ["en"], "whats-new/"), ("", ["en", "fr"], "/de/"),
        ("whats-new", ["en"], "/"), ("whats-new", ["en"], "../"), ("", ["en"], "https://example.com/"),
    ])
    func leadsElsewhere(folder: String, locales: [String], url: String) {
        #expect(Rules.ownPage(reachedBy: url, folder: folder, locales: locales) == nil)
    }

    @Test("is a warning at the value in walkthrough.yml, and an error with --strict")
    func warning() {
        let files = ["walkthrough.yml": "locales: [en, fr]\ncontinue_url: /\n", "01-a.md": page("heading: A"), "01-a.fr.md": page("heading: A")]
        let expected = "content/walkthrough.yml:2:15: warning: 'continue_url' '/' leads back to this walkthrough's own page (index.html), "
            + "so a visitor who finished it is shown it again; point it at the page that comes after the walkthrough (your app, or its home page), "
            + "or remove the line; when the site is served under a sub-path where '/' is another page, write it as a full https:// URL"
        #expect(diagnostics(files).filter { $0.contains("continue_url") } == [expected])
        #expect(diagnostics(files, strict: true).filter { $0.contains("continue_url") } == [expected.replacingOccurrences(of: "warning:", with: "error:")])
        #expect(site(files) != nil)
    }

    @Test("the example walkthroughs lead nowhere back to themselves")
    func example() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../content").standardizedFileURL
        let snapshot = try ContentSnapshot.load(from: content, displayPath: "content")
        let found = Site.validate(snapshot, encoder: .fixed, clips: .fixed).diagnostics.map(\.formatted)
        #expect(found.filter { $0.contains("continue_url") } == [])
        #expect(Site.validate(snapshot, encoder: .fixed, clips: .fixed).site?.walkthroughs.count == 3)
    }
}
