import Foundation
import SiteRules

/// How much a site holds, for the summary line.
public struct SiteSummary: Codable, Sendable, Equatable {
    /// The walkthroughs published.
    public var walkthroughs: Int
    /// Their pages in the default locale.
    public var pages: Int
    /// The locales, counted once across walkthroughs.
    public var locales: Int

    init(walkthroughs: Int, pages: Int, locales: Int) {
        (self.walkthroughs, self.pages, self.locales) = (walkthroughs, pages, locales)
    }

    /// The summary of a validated site.
    public init(_ site: Site) {
        walkthroughs = site.walkthroughs.count
        pages = site.walkthroughs.reduce(0) { $0 + $1.summary.pageCount }
        locales = Set(site.walkthroughs.flatMap(\.summary.locales)).count
    }
}
