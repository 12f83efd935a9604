import Foundation
@testable import SiteRendering
import Testing
import WalkthroughManifest

@Suite("walkthrough.yml's analytics: where the pager's events go, each bad value precisely reported")
struct AnalyticsSettingTests {
    @Test("a broken analytics setting gives exactly this diagnostic", arguments: [
        ("analytics:\n  endpoint: http://collect.example.com/events",
         "content/walkthrough.yml:2:13: error: 'analytics.endpoint' must be an https: URL (http: only on localhost or 127.0.0.1), not 'http://collect.example.com/events'; write the collector's URL, like https://collect.example.com/walkthrough-events"),
        ("analytics:\n  endpoint: /events",
         "content/walkthrough.yml:2:13: error: 'analytics.endpoint' must be an https: URL (http: only on localhost or 127.0.0.1), not '/events'; write the collector's URL, like https://collect.example.com/walkthrough-events"),
        ("analytics:\n  endpoint: \"https://collect.example.com/a b\"",
         "content/walkthrough.yml:2:13: error: 'analytics.endpoint' must be an https: URL (http: only on localhost or 127.0.0.1), not 'https://collect.example.com/a b'; write the collector's URL, like https://collect.example.com/walkthrough-events"),
        ("analytics:\n  endpoint:",
         "content/walkthrough.yml:2:12: error: 'analytics.endpoint' has no value; write the collector's URL, like https://collect.example.com/walkthrough-events, or remove the line"),
        ("analytics:\n  data_layer: yes",
         "content/walkthrough.yml:2:15: error: 'analytics.data_layer' must be true or false, not 'yes'; write 'analytics.data_layer: true' or 'analytics.data_layer: false'"),
        ("analytics:\n  beacon: true", "content/walkthrough.yml:2:3: error: unknown key 'beacon'; known keys are events, data_layer, endpoint"),
    ])
    func setting(yaml: String, expected: String) {
        #expect(diagnostics(["walkthrough.yml": yaml + "\n", "01-a.md": page("heading: A")]) == [expected])
    }

    @Test("an https endpoint, or http on loopback, links the analytics script with it and opens connect-src to its origin only", arguments: [
        ("https://collect.example.com:8443/events?site=1", "https://collect.example.com:8443"),
        ("http://127.0.0.1:9000/events", "http://127.0.0.1:9000"),
        ("http://localhost/events", "http://localhost"),
    ])
    func endpoint(url: String, origin: String) throws {
        let built = try #require(site(["walkthrough.yml": "analytics:\n  data_layer: true\n  endpoint: \"\(url)\"\n", "01-a.md": page("heading: A")]))
        let compiled = try #require(SiteTemplates.builtIn.compiled().templates)
        let files = SiteRenderer.files(for: built, templates: compiled)
        let html = String(decoding: try #require(files["index.html"]?.bytes), as: UTF8.self)
        #expect(html.contains("connect-src &#39;self&#39; \(origin)\""), "the policy, as the attribute holds it")
        let escaped = url.replacingOccurrences(of: "&", with: "&amp;")
        #expect(html.contains("<script src=\"assets/walkthrough-analytics.") && html.contains("defer data-data-layer data-endpoint=\"\(escaped)\"></script>"))
        #expect(files.keys.contains { $0.hasPrefix("assets/walkthrough-analytics.") })
    }

    @Test("events: true, what every walkthrough's pager does anyway, links no delivery script and opens no connect-src")
    func eventsAlone() throws {
        let built = try #require(site(["walkthrough.yml": "analytics:\n  events: true\n", "01-a.md": page("heading: A")]))
        let compiled = try #require(SiteTemplates.builtIn.compiled().templates)
        let files = SiteRenderer.files(for: built, templates: compiled)
        let html = String(decoding: try #require(files["index.html"]?.bytes), as: UTF8.self)
        #expect(!html.contains("walkthrough-analytics") && !files.keys.contains { $0.contains("analytics") })
        #expect(!html.contains("connect-src"))
    }

    @Test("without the setting no analytics script is published or linked, and the page may connect nowhere")
    func none() throws {
        let built = try #require(site(["01-a.md": page("heading: A")]))
        let compiled = try #require(SiteTemplates.builtIn.compiled().templates)
        let files = SiteRenderer.files(for: built, templates: compiled)
        #expect(!files.keys.contains { $0.contains("analytics") })
        let html = String(decoding: try #require(files["index.html"]?.bytes), as: UTF8.self)
        #expect(!html.contains("analytics") && !html.contains("connect-src"))
    }
}
