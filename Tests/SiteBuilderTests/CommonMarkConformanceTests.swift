import Foundation
@testable import SiteModel
import TestSupport
import Testing

/// One example of the CommonMark specification: Markdown and the HTML it must give.
struct CommonMarkExample: Sendable, CustomTestStringConvertible {
    var number: Int
    var section: String
    var markdown: String
    var html: String

    var testDescription: String { "example \(number) (\(section))" }
}

enum CommonMarkSpecification {
    static let fileName = "spec.txt"
    static var shouldRun: Bool { ConformanceFiles.shouldRun("commonmark", needing: fileName) }
    static var skipReason: Comment { Comment(rawValue: ConformanceFiles.skipReason("commonmark", needing: fileName)) }

    /// Examples the specification (0.31.2) changed after the libcmark release Debian ships
    /// (0.30.2): the rule that changed, and the HTML that libcmark 0.30.2 gives. Either answer passes.
    static let changedSince030: [Int: (change: String, html: String)] = [
        356: ("0.31 counts symbols such as $ as punctuation for emphasis",
              "<p>*$*alpha.</p>\n<p><em>£</em>bravo.</p>\n<p><em>€</em>charlie.</p>\n<p><em>𞋿</em>delta.</p>\n"),
        627: ("0.31 allows <!--> and <!---> as HTML comments", "<p>foo &lt;!-- this is a --\ncomment - with hyphens --&gt;</p>\n"),
        628: ("0.31 allows <!--> and <!---> as HTML comments", "<p>foo &lt;!--&gt; foo --&gt;</p>\n<p>foo &lt;!---&gt; foo --&gt;</p>\n"),
    ]

    /// The examples of `spec.txt`: fenced by a line of 32 backticks and `example`, the Markdown and
    /// the HTML separated by a line `.`, tabs written as `→`.
    static func examples() -> [CommonMarkExample] {
        guard let text = try? String(contentsOf: ConformanceFiles.file(fileName, of: "commonmark"), encoding: .utf8) else { return [] }
        let fence = String(repeating: "`", count: 32)
        var examples: [CommonMarkExample] = []
        var section = ""
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line.hasPrefix("#") { section = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) }
            if line == fence + " example" {
                current = []
            } else if line == fence, let lines = current {
                let parts = lines.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
                let join = { (part: ArraySlice<String>) in part.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t") }
                examples.append(CommonMarkExample(number: examples.count + 1, section: section, markdown: join(parts[0]),
                                                  html: parts.count > 1 ? join(parts[1]) : ""))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return examples
    }
}

/// Page bodies are rendered by libcmark; this checks that what the site publishes is CommonMark,
/// against the specification's own examples (raw HTML let through, as with `unsafe_html: true`).
@Suite("CommonMark specification conformance", .enabled(if: CommonMarkSpecification.shouldRun, CommonMarkSpecification.skipReason))
struct CommonMarkConformanceTests {
    @Test("the specification's 655 examples are all found")
    func coverage() {
        #expect(CommonMarkSpecification.examples().count == 655, Comment(rawValue: CommonMarkSpecification.skipReason.rawValue))
    }

    @Test("every example of the specification renders to its HTML", arguments: CommonMarkSpecification.examples())
    func example(_ example: CommonMarkExample) {
        let html = Markdown.body(example.markdown, allowsUnsafeHTML: true).html
        if let older = CommonMarkSpecification.changedSince030[example.number] {
            #expect(html == example.html || html == older.html, Comment(rawValue: older.change))
        } else {
            #expect(html == example.html)
        }
    }
}
