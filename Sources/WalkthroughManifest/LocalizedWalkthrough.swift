/// The pages, labels and title of a walkthrough in one locale.
public struct LocalizedWalkthrough: Codable, Sendable, Equatable {
    /// The writing direction of a locale.
    public enum Direction: String, Codable, Sendable {
        case leftToRight = "ltr"
        case rightToLeft = "rtl"
    }

    public var direction: Direction
    public var title: String
    public var labels: Labels
    public var pages: [Page]

    public init(direction: Direction, title: String, labels: Labels, pages: [Page]) {
        self.direction = direction
        self.title = title
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
