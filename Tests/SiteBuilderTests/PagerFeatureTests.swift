import BuiltInFiles
import Foundation
@testable import SiteRendering
import Testing
import WalkthroughManifest
import WebBundling

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

private let inside = "a feature's marker inside a rule; put markers between rules, or before a selector of a list that goes on after the section"

@Suite("A walkthrough's page gets the pager's parts of the features it uses, and not the others'")
struct PagerFeatureTests {
    @Test("a feature's section reaches only the walkthroughs that use it, in its place in the cascade")
    func sectionsInPlace() throws {
        let source = """
            a { color: red; }
            /* feature: fade */
            b { opacity: 0; }
            /* end feature */
            /* feature: page-actions */
            .action,
            /* end feature */
            c { margin: 0; }
            """
        let sections = try StylesheetSections(minifying: source, name: "walkthrough.css")
        #expect(sections.stylesheet(for: []) == "a{color:red}\nc{margin:0}\n")
        #expect(sections.stylesheet(for: [.fade]) == "a{color:red}\nb{opacity:0}\nc{margin:0}\n")
        #expect(sections.stylesheet(for: [.pageActions, .vertical]) == "a{color:red}\n.action,\nc{margin:0}\n")
    }

    @Test("a marker that does not divide the stylesheet is an error naming its line", arguments: [
        ("/* feature: sparkles */\na{}\n/* end feature */", "walkthrough.css:1: no feature 'sparkles'; the features: page-actions, hidden-controls, fade, vertical, tones, languages"),
        ("/* feature: fade */\n/* feature: tones */\n/* end feature */", "walkthrough.css:2: a feature's section inside another's; end it first (/* end feature */)"),
        ("a{}\n/* end feature */", "walkthrough.css:2: /* end feature */ with no section open"),
        ("/* feature: fade */\na{}", "walkthrough.css: the section of 'fade' is never ended (/* end feature */)"),
        ("a {\n/* feature: fade */\ncolor: red;\n}\n/* end feature */", "walkthrough.css:2: \(inside)"),
        (".a\n/* feature: fade */\n{ color: red; }\n/* end feature */", "walkthrough.css:2: \(inside)"),
        (".a,\n/* feature: fade */\n.b\n/* end feature */\n{ color: red; }", "walkthrough.css:4: \(inside)"),
        (".a,\n/* feature: fade */\n.b,\n/* end feature */\n{ color: red; }", "walkthrough.css:5: \(inside)"),
        ("a { color: red; }\n/* feature: fade */\n.b,\n/* end feature */", "walkthrough.css:4: the stylesheet ends in a selector list"),
    ])
    func misplacedMarkers(source: String, message: String) {
        #expect(throws: StylesheetSections.Failure.self) { try StylesheetSections(minifying: source, name: "walkthrough.css") }
        do {
            _ = try StylesheetSections(minifying: source, name: "walkthrough.css")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("with every feature the pager's style and script are the whole built-in ones; without, each feature's own part is gone")
    func builtInVariants() throws {
        let stylesheet = try String(contentsOf: repository.appendingPathComponent("templates/walkthrough.css"), encoding: .utf8)
        let every = Set(PagerFeature.allCases)
        let whole = StylesheetMinifier.minify(stylesheet).filter { $0 != "\n" }
        #expect(BuiltIns.package.web.pagerStylesheet.stylesheet(for: every).filter { $0 != "\n" } == whole)
        #expect(BuiltIns.package.web.pagerStylesheet == (try StylesheetSections(minifying: stylesheet, name: "walkthrough.css")), "build-site was built from this file")
        #expect(BuiltIns.package.web.pagerScripts[PagerFeature.key(Set(BuiltInWebAssets.optionalModules.keys))] == ScriptMinifier.minify(BuiltIns.package.web.pageScripts["walkthrough.js"]!))
        // What only one feature's walkthroughs use, by the text that gives it away.
        let styleOf: [PagerFeature: String] = [
            .pageActions: ".walkthrough-page-action", .hiddenControls: ".are-controls-hidden", .fade: "[data-transition=fade]",
            .vertical: "[data-orientation=vertical]", .tones: "[data-tone=", .languages: ".walkthrough-languages",
        ]
        let scriptOf: [PagerFeature: String] = [.pageActions: "walkthrough:action", .hiddenControls: "are-controls-hidden"]
        #expect(Set(styleOf.keys) == every)
        for feature in PagerFeature.allCases {
            let without = TemplatesForFeatures.assets(for: every.subtracting([feature]))
            let only = TemplatesForFeatures.assets(for: [feature])
            #expect(!without.stylesheet.text.contains(styleOf[feature]!), "\(feature)")
            #expect(only.stylesheet.text.contains(styleOf[feature]!), "\(feature)")
            if let text = scriptOf[feature] {
                #expect(!without.script.text.contains(text), "\(feature)")
                #expect(only.script.text.contains(text), "\(feature)")
            }
        }
        let none = TemplatesForFeatures.assets(for: [])
        #expect(none.stylesheet.path != TemplatesForFeatures.assets(for: every).stylesheet.path, "each variant has a name of its own")
    }

    @Test("each feature comes from its own setting or page field, in any locale", arguments: [
        (["walkthrough.yml": "hide_controls_on_last_page: true\n"], Set([PagerFeature.hiddenControls])),
        (["walkthrough.yml": "hide_controls_on_last_page: false\n"], []),
        (["walkthrough.yml": "transition: fade\n"], [.fade]),
        (["walkthrough.yml": "transition: slide\n"], []),
        (["walkthrough.yml": "orientation: vertical\n"], [.vertical]),
        (["walkthrough.yml": "orientation: horizontal\n"], []),
        (["01-a.md": page("heading: A\nbackground: \"#EAF4FF\"")], [.tones]),
        (["01-a.md": page("heading: A\naction:\n  id: next\n  label: Go on")], [.pageActions]),
        (["walkthrough.yml": "locales: [en, fr]\n", "01-a.fr.md": page("heading: A fr")], [.languages]),
        (["walkthrough.yml": "locales: [en, fr]\n", "01-a.fr.md": page("heading: A fr\nbackground: \"#EAF4FF\"")], [.languages, .tones]),
    ] as [([String: String], Set<PagerFeature>)])
    func featureSources(files: [String: String], features: Set<PagerFeature>) throws {
        let built = try #require(site(["01-a.md": page("heading: A")].merging(files) { $1 }))
        #expect(built.walkthroughs[0].summary.features == features)
    }

    @Test("each walkthrough's pages link the pair of its features; walkthroughs with the same features share one, and only linked pairs are published")
    func pagesLinkTheirPair() throws {
        let built = try #require(site([
            "walkthrough.yml": "locales: [en, fr]\ntransition: fade\n", "01-a.md": page("heading: A"), "01-a.fr.md": page("heading: A fr"),
            "news/walkthrough.yml": "hide_controls_on_last_page: true\n", "news/01-a.md": page("heading: News"),
            "tour/01-a.md": page("heading: Tour"), "more/01-a.md": page("heading: More"),
        ]))
        let files = SiteRenderer.files(for: built, templates: TemplatesForFeatures.compiled)
        let expected: [(pages: [String], features: Set<PagerFeature>)] = [
            (["index.html", "fr/index.html"], [.languages, .fade]), (["news/index.html"], [.hiddenControls]), (["tour/index.html", "more/index.html"], []),
        ]
        for (pages, features) in expected {
            let assets = TemplatesForFeatures.assets(for: features)
            for path in pages {
                guard case .data(let data)? = files[path] else { Issue.record("no \(path)"); continue }
                let html = String(decoding: data, as: UTF8.self)
                #expect(html.contains(assets.stylesheet.path + "\"") && html.contains(assets.script.path + "\""), "\(path)")
            }
        }
        // Three stylesheets and three scripts: languages has a module of its own, fade none.
        let published = Set(files.keys.filter { $0.hasPrefix("assets/walkthrough.") })
        let linked = Set(expected.flatMap { TemplatesForFeatures.assets(for: $0.features).paths })
        #expect(published == linked && linked.count == 6)
    }
}

/// The built-in templates compiled, as a site without templates of its own gets them.
private enum TemplatesForFeatures {
    static let compiled = SiteTemplates.builtIn.compiled().templates!

    static func assets(for features: Set<PagerFeature>) -> PagerAssets { compiled.pagerAssets(for: features) }
}

private extension PagerAssets {
    var paths: [String] { [stylesheet.path, script.path] }
}
