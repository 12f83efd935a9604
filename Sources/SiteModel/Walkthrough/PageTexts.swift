/// What a published page shows or announces besides the manifest's button labels: the pages'
/// position ("Page 2 of 4", each page's name and the live region), the language control's name and
/// its filter field's. `walkthrough.yml`'s `labels:` gives them as `page_status`, `language` and `filter`.
package struct PageTexts: Codable, Sendable, Equatable {
    /// "Page {current} of {total}".
    package var pageStatus: String
    /// The language control's accessible name ("Language").
    package var language: String
    /// The language filter's name and placeholder ("Filter languages").
    package var filter: String

    package init(pageStatus: String, language: String, filter: String) {
        (self.pageStatus, self.language, self.filter) = (pageStatus, language, filter)
    }

    /// The page status of page `current` (1-based) of `total`.
    package func pageStatus(_ current: Int, of total: Int) -> String {
        pageStatus.replacingOccurrences(of: "{current}", with: String(current)).replacingOccurrences(of: "{total}", with: String(total))
    }
}
