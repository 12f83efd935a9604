import Foundation
@testable import SiteFunnel
import Testing

/// An event line as every runtime writes it (docs/specification.md, "Lifecycle events").
private func event(_ name: String, showing: String, page: Int? = nil, reason: String? = nil, version: String = "0123456789ab", locale: String = "fr") -> String {
    var fields = #"{"schema":"walkthrough-event/1","name":"\#(name)","walkthrough_id":"onboarding","manifest_version":"\#(version)","locale":"\#(locale)","#
        + #""runtime":"web","instance_id":"\#(showing)","at":"2026-12-03T12:00:00.000Z""#
    if let reason { fields += #","reason":"\#(reason)""# }
    if let page { fields += #","page_id":"page-\#(page + 1)","page_index":\#(page),"page_count":3"# }
    return fields + "}"
}

/// A showing that views `pages` in turn and ends as `end` says (nil: the tab closed).
private func showing(_ id: String, pages: [Int], end: (name: String, reason: String?)?) -> [String] {
    [event("walkthrough_shown", showing: id)] + pages.map { event("page_viewed", showing: id, page: $0) }
        + (end.map { [event($0.name, showing: id, page: pages.last, reason: $0.reason)] } ?? [])
}

/// 1,000 showings: 600 complete, 250 skip at page 2, 150 close the tab on page 3.
private let knownMix: [String] = (0..<1000).flatMap { number -> [String] in
    switch number {
    case ..<600: showing("s\(number)", pages: [0, 1, 2], end: ("walkthrough_completed", nil))
    case ..<850: showing("s\(number)", pages: [0, 1], end: ("walkthrough_dismissed", "skip"))
    default: showing("s\(number)", pages: [0, 1, 2], end: nil)
    }
}

@Suite("The funnel of an event export")
struct FunnelTests {
    @Test("a known mix of sessions gives exactly its counts, per page, as text and as JSON")
    func knownMixOfSessions() throws {
        let funnel = Funnel(ndjson: Data(knownMix.shuffled().joined(separator: "\n").utf8))
        #expect(funnel.malformedLines.isEmpty)
        let entry = try #require(funnel.entries.first)
        #expect(funnel.entries.count == 1)
        #expect((entry.walkthroughID, entry.manifestVersion, entry.locale) == ("onboarding", "0123456789ab", "fr"))
        #expect((entry.showings, entry.completed, entry.dismissed) == (1000, 600, 250))
        #expect(entry.pages.map { [$0.pageIndex, $0.reached, $0.completed, $0.dismissed] } == [[0, 1000, 0, 0], [1, 1000, 0, 250], [2, 750, 600, 0]])
        #expect(entry.pages.map(\.pageID) == ["page-1", "page-2", "page-3"])
        #expect(funnel.text == """
            onboarding 0123456789ab fr: 1000 showings, 600 completed (60 %), 250 dismissed (25 %)
              page  id      reached       completed here  dismissed here
              1     page-1  1000 (100 %)  0 (0 %)         0 (0 %)
              2     page-2  1000 (100 %)  0 (0 %)         250 (25 %)
              3     page-3  750 (75 %)    600 (60 %)      0 (0 %)

            """)
        let json = try JSONSerialization.jsonObject(with: Data(funnel.json.utf8)) as? [[String: Any]]
        let pages = try #require(json?.first?["pages"] as? [[String: Any]])
        #expect(json?.first?["showings"] as? Int == 1000 && pages[2]["reached"] as? Int == 750 && pages[1]["dismissed"] as? Int == 250)
        #expect(Set(json?.first?.keys.map { $0 } ?? []) == ["walkthrough_id", "manifest_version", "locale", "showings", "completed", "dismissed", "pages"])
    }

    @Test("lines that are not events are counted by number and skipped; each version and locale is its own funnel")
    func malformedLinesAndVersions() {
        let lines = [
            event("walkthrough_shown", showing: "a"), "not json", event("page_viewed", showing: "a", page: 0), "[1, 2]",
            #"{"schema":"walkthrough-event/1","name":"page_viewed"}"#, "", event("walkthrough_shown", showing: "b", version: "ffffffffffff"),
        ]
        var data = Data(lines.joined(separator: "\n").utf8)
        data.append(contentsOf: [0x0A, 0xFF, 0xFE, 0x0A])
        let funnel = Funnel(ndjson: data)
        #expect(funnel.malformedLines == [
            .init(line: 2, reason: "not a JSON object"), .init(line: 4, reason: "not a JSON object"),
            .init(line: 5, reason: "no 'walkthrough_id', which every event has"), .init(line: 8, reason: "not UTF-8"),
        ])
        #expect(funnel.entries.map(\.manifestVersion) == ["0123456789ab", "ffffffffffff"])
        #expect(funnel.entries.map(\.showings) == [1, 1])
    }

    @Test("one language is one funnel, whichever form of its tag an app reported")
    func oneLanguageInTwoForms() {
        let lines = [event("walkthrough_shown", showing: "a", locale: "zh-hant"), event("walkthrough_shown", showing: "b", locale: "zh-Hant"),
                     event("walkthrough_shown", showing: "c", locale: "zh_TW"), event("walkthrough_shown", showing: "d", locale: "iw")]
        let funnel = Funnel(ndjson: Data(lines.joined(separator: "\n").utf8))
        #expect(funnel.entries.map(\.locale) == ["he", "zh-Hant", "zh-TW"])
        #expect(funnel.entries.map(\.showings) == [1, 2, 1])
    }

    @Test("a file without a showing says so")
    func empty() {
        #expect(Funnel(ndjson: Data()).text == "No showings in the file.\n")
        #expect(Funnel(ndjson: Data()).json == "[\n\n]\n")
    }
}
