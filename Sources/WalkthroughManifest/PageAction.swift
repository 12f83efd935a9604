extension Page {
    /// A page's action button: what it says, and what an app (or the web pager) does when it is
    /// pressed, by `id`.
    public struct Action: Codable, Sendable, Equatable {
        /// Ids every runtime knows: `open-url` opens `url`, `next` and `finish` do what the pager's
        /// buttons do; the `request-…` and `sign-in` ids name what an app's handler should do.
        public static let builtInIDs = ["open-url", "request-notifications", "request-location", "request-camera",
                                        "sign-in", "next", "finish"]

        /// `[a-z0-9-]+`: a built-in id or one the app registers a handler for.
        public var id: String
        /// The button's text in the page's locale.
        public var label: String
        /// The link of `open-url` (or anything an app's handler wants) as the content gives it:
        /// `https:`, `http:` or site-relative (`/help`); `nil` when not given.
        public var url: String?

        public init(id: String, label: String, url: String? = nil) {
            self.id = id
            self.label = label
            self.url = url
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(label, forKey: .label)
            try container.encode(url, forKey: .url)
        }
    }
}
