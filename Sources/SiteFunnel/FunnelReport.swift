import Foundation

extension Funnel {
    /// The funnel as a person reads it on a terminal: per walkthrough, version and locale, the
    /// showings and how they ended, then a line a page with how many reached it and ended on it,
    /// each with its share of the showings.
    public var text: String {
        guard !entries.isEmpty else { return "No showings in the file.\n" }
        return entries.map { entry in
            let head = "\(entry.walkthroughID) \(entry.manifestVersion) \(entry.locale): \(entry.showings) showing\(entry.showings == 1 ? "" : "s"), "
                + "\(entry.completed) completed (\(Self.share(entry.completed, of: entry.showings))), "
                + "\(entry.dismissed) dismissed (\(Self.share(entry.dismissed, of: entry.showings)))"
            let rows = [["page", "id", "reached", "completed here", "dismissed here"]] + entry.pages.map { page in
                [String(page.pageIndex + 1), page.pageID,
                 "\(page.reached) (\(Self.share(page.reached, of: entry.showings)))",
                 "\(page.completed) (\(Self.share(page.completed, of: entry.showings)))",
                 "\(page.dismissed) (\(Self.share(page.dismissed, of: entry.showings)))"]
            }
            return head + "\n" + Self.table(rows)
        }.joined(separator: "\n")
    }

    /// The funnel as JSON (docs/analytics.md): an array of `{walkthrough_id, manifest_version, locale,
    /// showings, completed, dismissed, pages: [{page_id, page_index, reached, completed, dismissed}]}`.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(entries)) ?? Data("[]".utf8), as: UTF8.self) + "\n"
    }

    /// `12.5 %` of `whole`; `0 %` of none.
    package static func share(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0 %" }
        let tenths = (part * 1000 + whole / 2) / whole
        return tenths % 10 == 0 ? "\(tenths / 10) %" : "\(tenths / 10).\(tenths % 10) %"
    }

    /// `rows` in columns two spaces apart, indented, the first row a heading.
    private static func table(_ rows: [[String]]) -> String {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  " + row.enumerated().map { column, cell in cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces
        }.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
