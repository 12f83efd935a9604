import Foundation

/// How much a site holds, for the summary line.
public struct SiteSummary: Codable, Sendable, Equatable {
    public var walkthroughs: Int
    public var pages: Int
    public var locales: Int

    public init(walkthroughs: Int, pages: Int, locales: Int) {
        (self.walkthroughs, self.pages, self.locales) = (walkthroughs, pages, locales)
    }

    public init(_ site: Site) {
        walkthroughs = site.walkthroughs.count
        pages = site.walkthroughs.reduce(0) { $0 + $1.summary.pageCount }
        locales = Set(site.walkthroughs.flatMap(\.summary.locales)).count
    }
}
