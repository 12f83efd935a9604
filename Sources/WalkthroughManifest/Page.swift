/// One page of a walkthrough in one locale.
public struct Page: Codable, Sendable, Equatable {
    /// 0-based position in the walkthrough.
    public var index: Int
    /// A stable id, the same in every locale and runtime, for analytics.
    public var id: String
    public var heading: String
    public var subheading: String?
    public var image: Image?
    /// The page's background colour (`#RGB` or `#RRGGBB`), or `nil` for the default.
    public var background: String?
    public var body: Body
    /// Free values for templates and apps.
    public var data: [String: String]
    /// The app version whose release brought this page's feature (`2.3`), in a `whats-new`
    /// walkthrough; `nil` in onboarding.
    public var since: String?
    /// The page's action button, or `nil`.
    public var action: Action?

    public init(index: Int, id: String, heading: String, subheading: String? = nil, image: Image? = nil,
                background: String? = nil, body: Body = Body(html: "", text: ""), data: [String: String] = [:],
                since: String? = nil, action: Action? = nil) {
        self.index = index
        self.id = id
        self.heading = heading
        self.subheading = subheading
        self.image = image
        self.background = background
        self.body = body
        self.data = data
        self.since = since
        self.action = action
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encode(id, forKey: .id)
        try container.encode(heading, forKey: .heading)
        try container.encode(subheading, forKey: .subheading)
        try container.encode(image, forKey: .image)
        try container.encode(background, forKey: .background)
        try container.encode(body, forKey: .body)
        try container.encode(data, forKey: .data)
        try container.encode(since, forKey: .since)
        try container.encode(action, forKey: .action)
    }

    /// The Markdown body rendered for each kind of runtime.
    public struct Body: Codable, Sendable, Equatable {
        /// Safe HTML for web views.
        public var html: String
        /// Plain text for native labels.
        public var text: String

        public init(html: String, text: String) {
            self.html = html
            self.text = text
        }
    }
}
