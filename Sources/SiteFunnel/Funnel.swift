import Foundation
import SiteModel

/// How far people got through each walkthrough, from an export of its lifecycle events
/// (docs/specification.md, "Lifecycle events": NDJSON, one event a line): per walkthrough, manifest version and locale, the showings,
/// how many reached each page, and where they completed it or dismissed it. Pure: the file's bytes
/// in, the figures out; a line that is not an event is counted by its number, never fatal.
public struct Funnel: Sendable, Equatable {
    /// One walkthrough, in one manifest version and locale.
    package struct Entry: Sendable, Equatable, Codable {
        package var walkthroughID: String
        package var manifestVersion: String
        package var locale: String
        /// Showings: the ids with a `walkthrough_shown`.
        package var showings: Int
        package var completed: Int
        package var dismissed: Int
        /// By page index.
        package var pages: [PageFigures]

        package enum CodingKeys: String, CodingKey {
            case walkthroughID = "walkthrough_id", manifestVersion = "manifest_version", locale, showings, completed, dismissed, pages
        }
    }

    /// One page's figures: the showings that viewed it, and that ended on it completed or dismissed.
    package struct PageFigures: Sendable, Equatable, Codable {
        package var pageID: String
        package var pageIndex: Int
        package var reached: Int
        package var completed: Int
        package var dismissed: Int

        package enum CodingKeys: String, CodingKey {
            case pageID = "page_id", pageIndex = "page_index", reached, completed, dismissed
        }
    }

    /// A line that is not an event, and why.
    public struct MalformedLine: Sendable, Equatable {
        /// Its line number, from 1.
        public var line: Int
        /// Why it is not an event.
        public var reason: String
    }

    /// Sorted by walkthrough, version and locale.
    package var entries: [Entry]
    /// The lines that are not events, in file order.
    public var malformedLines: [MalformedLine]

    /// The funnel of the events in `ndjson`.
    public init(ndjson: Data) {
        var showings: [ShowingKey: Showing] = [:]
        var malformed: [MalformedLine] = []
        ndjson.withUnsafeBytes { file in
            var number = 0
            var start = 0
            while start < file.count {
                let end = file[start...].firstIndex(of: 0x0A) ?? file.count
                number += 1
                let line = UnsafeRawBufferPointer(rebasing: file[start..<(end > start && file[end - 1] == 0x0D ? end - 1 : end)])
                start = end + 1
                guard !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { continue }
                switch EventLine.read(line) {
                case .success(let event): showings[event.showing, default: Showing()].add(event)
                case .failure(let problem): malformed.append(MalformedLine(line: number, reason: problem.reason))
                }
            }
        }
        entries = Self.entries(of: showings)
        malformedLines = malformed
    }

    private static func entries(of showings: [ShowingKey: Showing]) -> [Entry] {
        var byWalkthrough: [WalkthroughKey: [Showing]] = [:]
        // One language counts once, whatever form of its tag an app's library reported (`zh-hant`,
        // `zh-Hant`): each form read once, not once a line.
        var tags: [String: String] = [:]
        for (key, showing) in showings where showing.wasShown {
            var walkthrough = key.walkthrough
            walkthrough.locale = tags[walkthrough.locale] ?? LocaleTags.canonical(walkthrough.locale)
            tags[key.walkthrough.locale] = walkthrough.locale
            byWalkthrough[walkthrough, default: []].append(showing)
        }
        return byWalkthrough.sorted { $0.key < $1.key }.map { key, showings in
            let indexes = Set(showings.flatMap { $0.pageIDs.keys }).sorted()
            let pages = indexes.map { index in
                PageFigures(pageID: showings.lazy.compactMap { $0.pageIDs[index] }.first ?? "", pageIndex: index,
                            reached: showings.count { $0.reached.contains(index) },
                            completed: showings.count { $0.end == .completed(index) },
                            dismissed: showings.count { $0.end == .dismissed(index) })
            }
            return Entry(walkthroughID: key.id, manifestVersion: key.version, locale: key.locale, showings: showings.count,
                         completed: pages.reduce(0) { $0 + $1.completed }, dismissed: pages.reduce(0) { $0 + $1.dismissed }, pages: pages)
        }
    }
}

/// A walkthrough in one manifest version and locale.
package struct WalkthroughKey: Hashable, Comparable {
    package var id: String, version: String, locale: String

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.id, lhs.version, lhs.locale) < (rhs.id, rhs.version, rhs.locale)
    }
}

/// One showing: its walkthrough and its instance id.
package struct ShowingKey: Hashable {
    package var walkthrough: WalkthroughKey
    package var instanceID: String
}

/// What one showing's events say.
package struct Showing {
    package enum End: Equatable { case completed(Int), dismissed(Int) }
    package var wasShown = false
    package var reached: Set<Int> = []
    package var pageIDs: [Int: String] = [:]
    package var end: End?

    package mutating func add(_ event: EventLine) {
        if let index = event.pageIndex, let id = event.pageID { pageIDs[index] = id }
        switch event.name {
        case "walkthrough_shown": wasShown = true
        case "page_viewed": if let index = event.pageIndex { reached.insert(index) }
        case "walkthrough_completed": end = event.pageIndex.map(End.completed)
        case "walkthrough_dismissed": end = event.pageIndex.map(End.dismissed)
        default: break
        }
    }
}
