@testable import SiteRules
import Testing

/// What a key written with nothing after its colon means, for every key of a page and of walkthrough.yml: either an
/// error at the value's line and column with a fix-it, or exactly what leaving the key out means.
/// `key:`, `key: ~` and `key: ""` all mean the same.
private enum EmptyValue: CustomTestStringConvertible, Sendable {
    /// A front matter key: its line is the page's third, after `---` and `heading: Hi`.
    case pageKey(String, Expected)
    /// A `walkthrough.yml` text: its lines start the file.
    case settings(String, Expected)

    enum Expected: Sendable {
        case error(String)
        case sameAsAbsent
    }

    var testDescription: String {
        switch self {
        case .pageKey(let key, _): return "page '\(key)'"
        case .settings(let text, _): return "walkthrough.yml '\(text.split(separator: "\n").joined(separator: " / "))'"
        }
    }
}

private let image: [String: [UInt8]] = ["images/a.png": png(width: 1290, height: 2796)]

/// A page with a heading and an image, `line` replacing the line of the same key or added after them.
private func pageFiles(_ line: String?) -> [String: String] {
    var lines = ["heading: Hi", "image: images/a.png"]
    if let line {
        let key = line.prefix { $0 != ":" }
        if let index = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) { lines[index] = line } else { lines.append(line) }
    }
    return ["01-a.md": "---\n" + lines.joined(separator: "\n") + "\n---\nText.\n"]
}

private let emptyValues: [EmptyValue] = [
    .pageKey("heading", .error("content/01-a.md:2:9: error: 'heading' must not be empty; write the page's title after 'heading:'")),
    .pageKey("subheading", .sameAsAbsent),
    .pageKey("image", .error("content/01-a.md:3:7: error: 'image' has no value; write a path like images/welcome.png, or remove the line for a page without a picture")),
    .pageKey("alt", .sameAsAbsent),
    .pageKey("image_dark", .error("content/01-a.md:4:12: error: 'image_dark' has no value; write a path like images/welcome-dark.png, or remove the line")),
    .pageKey("order", .error("content/01-a.md:4:7: error: 'order' has no value; write a whole number from 1 to 2147483647, or remove the line")),
    .pageKey("id", .error("content/01-a.md:4:4: error: 'id' has no value; write a slug like welcome, or remove the line to use the file name")),
    .pageKey("background", .error("content/01-a.md:4:12: error: 'background' has no value; quote the colour, since '#' starts a comment: background: \"#5856D6\"")),
    .pageKey("draft", .error("content/01-a.md:4:7: error: 'draft' has no value; write 'draft: true' or 'draft: false'")),
    .pageKey("data", .sameAsAbsent),
    .pageKey("layout", .error("content/01-a.md:4:8: error: 'layout' has no value; write one of stacked, background, or remove the line")),
    .pageKey("image_focus", .error("content/01-a.md:4:13: error: 'image_focus' has no value; write center, top, bottom, left, right, or two percentages across and down like \"50% 20%\", or remove the line for center")),
    .settings("id:", .error("content/walkthrough.yml:1:4: error: 'id' has no value; write a slug like whats-new, or remove the line to use the folder's name")),
    .settings("title:", .sameAsAbsent),
    .settings("locales:", .error("content/walkthrough.yml:1:9: error: 'locales' has no value; write locales: [en, fr], or remove the line for English only")),
    .settings("pages:", .sameAsAbsent),
    .settings("pages:\n  count:", .error("content/walkthrough.yml:2:9: error: 'pages.count' has no value; write a whole number from 1 to 1000, or remove the line")),
    .settings("pages:\n  min:", .error("content/walkthrough.yml:2:7: error: 'pages.min' has no value; write a whole number from 1 to 1000, or remove the line")),
    .settings("pages:\n  max:", .error("content/walkthrough.yml:2:7: error: 'pages.max' has no value; write a whole number from 1 to 1000, or remove the line")),
    .settings("labels:", .sameAsAbsent),
    .settings("labels:\n  en:", .sameAsAbsent),
] + WalkthroughSettings.labelKeys.map { key in
    .settings("labels:\n  en:\n    \(key):", .error("content/walkthrough.yml:3:\(key.count + 6): error: 'labels.en.\(key)' has no value; write the button's text in 'en', or remove the line for the built-in label"))
} + ["wrap", "hide_controls_on_last_page", "unsafe_html"].map { key in
    .settings("\(key):", .error("content/walkthrough.yml:1:\(key.count + 2): error: '\(key)' has no value; write '\(key): true' or '\(key): false'"))
} + [
    .settings("restart:", .error("content/walkthrough.yml:1:9: error: 'restart' has no value; write one of true, false, always, or remove the line")),
    .settings("layout:", .error("content/walkthrough.yml:1:8: error: 'layout' has no value; write one of stacked, background, or remove the line")),
    .settings("skip:", .error("content/walkthrough.yml:1:6: error: 'skip' has no value; write one of finish, last-page, or remove the line")),
    .settings("orientation:", .error("content/walkthrough.yml:1:13: error: 'orientation' has no value; write one of horizontal, vertical, or remove the line")),
    .settings("transition:", .error("content/walkthrough.yml:1:12: error: 'transition' has no value; write one of slide, fade, or remove the line")),
    .settings("page_spacing:", .error("content/walkthrough.yml:1:14: error: 'page_spacing' has no value; write a whole number from 0 to 200, or remove the line")),
    .settings("seen:", .sameAsAbsent),
    .settings("seen:\n  key:", .error("content/walkthrough.yml:2:7: error: 'seen.key' has no value; write a key like walkthrough.onboarding.seen, or remove the line for the default")),
    .settings("seen:\n  reshow:", .error("content/walkthrough.yml:2:10: error: 'seen.reshow' has no value; write one of never, on-change, or remove the line")),
    .settings("continue_url:", .error("content/walkthrough.yml:1:14: error: 'continue_url' has no value; write a URL like /app or https://example.com/start, or remove the line")),
    .settings("tint:", .error("content/walkthrough.yml:1:6: error: 'tint' has no value; quote the colour, since '#' starts a comment: tint: \"#5856D6\"")),
]

@Suite("A key written without a value")
struct EmptyValueTests {
    @Test("is an error at its line and column with a fix-it, or means exactly what leaving it out means", arguments: emptyValues)
    fileprivate func keyWithoutValue(_ example: EmptyValue) {
        let (files, absent, expected): ([String: String], [String: String], EmptyValue.Expected)
        switch example {
        case .pageKey(let key, let outcome):
            (files, absent, expected) = (pageFiles("\(key):"), pageFiles(nil), outcome)
        case .settings(let text, let outcome):
            (files, absent, expected) = (pageFiles(nil).merging(["walkthrough.yml": text + "\n"]) { $1 }, pageFiles(nil), outcome)
        }
        let found = diagnostics(files, binary: image)
        switch expected {
        case .error(let message):
            #expect(found == [message])
        case .sameAsAbsent:
            #expect(found == [])
            let manifests = { (files: [String: String]) in site(files, binary: image)?.walkthroughs.map(\.manifest) }
            #expect(manifests(files) != nil)
            #expect(manifests(files) == manifests(absent))
        }
    }

    @Test("an empty value, '~' and \"\" mean the same", arguments: ["heading:", "heading: ~", "heading: \"\"", "heading: null"])
    func spellingsOfNothing(line: String) {
        let found = diagnostics(["01-a.md": "---\n\(line)\n---\n"])
        #expect(found.count == 1)
        #expect(found.first?.contains("'heading' must not be empty") == true)
    }
}
