/// The pages, labels, title and name of a walkthrough in one locale.
public struct LocalizedWalkthrough: Codable, Sendable, Equatable {
    /// The writing direction of a locale.
    public enum Direction: String, Codable, Sendable {
        case leftToRight = "ltr"
        case rightToLeft = "rtl"
    }

    public var direction: Direction
    public var title: String
    /// The language's name as its speakers write it (`suomi`, `繁體中文`; CLDR's, or the site's
    /// `language_names:`), for an app's own language picker; nil in a walkthrough in one language
    /// and in manifests an older build-site wrote. Any schema version may carry it: readers that
    /// predate it leave it out.
    public var name: String?
    public var labels: Labels
    public var pages: [Page]

    public init(direction: Direction, title: String, name: String? = nil, labels: Labels, pages: [Page]) {
        self.direction = direction
        self.title = title
        self.name = name
        self.labels = labels
        self.pages = pages
    }
}

/// The texts of the pager's buttons in one locale.
public struct Labels: Codable, Sendable, Equatable {
    public var next: String
    public var skip: String
    /// The label of the last page's button ("Get Started").
    public var done: String
    public var restart: String
    public var back: String

    public init(next: String, skip: String, done: String, restart: String, back: String) {
        self.next = next
        self.skip = skip
        self.done = done
        self.restart = restart
        self.back = back
    }
}
