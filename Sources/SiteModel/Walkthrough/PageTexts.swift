/// What a published page shows or announces besides the manifest's button labels: the pages'
/// position ("Page 2 of 4", each page's name and the live region), the language control's name and
/// its filter field's, a clip's button. `walkthrough.yml`'s `labels:` gives them as `page_status`,
/// `language`, `filter`, `play` and `pause`.
package struct PageTexts: Codable, Sendable, Equatable {
    /// "Page {current} of {total}".
    package var pageStatus: String
    /// The language control's accessible name ("Language").
    package var language: String
    /// The language filter's name and placeholder ("Filter languages").
    package var filter: String
    /// A clip's button while the clip is paused ("Play the clip") and while it plays ("Pause the clip").
    package var play: String
    package var pause: String

    package init(pageStatus: String, language: String, filter: String, play: String, pause: String) {
        (self.pageStatus, self.language, self.filter, self.play, self.pause) = (pageStatus, language, filter, play, pause)
    }

    /// The page status of page `current` (1-based) of `total`.
    package func pageStatus(_ current: Int, of total: Int) -> String {
        pageStatus.replacingOccurrences(of: "{current}", with: String(current)).replacingOccurrences(of: "{total}", with: String(total))
    }
}
