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
    /// Where the picture and the text go; `background` pages always have a picture. (In JSON only
    /// when `background`.)
    public var layout: Layout
    /// What stays in view of a `background` page's picture; `nil` (and absent from JSON) on `stacked` pages.
    public var imageFocus: ImageFocus?
    /// The page's clip, shown where its picture would be; `image` is then `nil` and the clip's
    /// `poster` is the picture. `nil` (and absent from JSON) on pages without one.
    public var video: Video?

    public init(index: Int, id: String, heading: String, subheading: String? = nil, image: Image? = nil,
                background: String? = nil, body: Body = Body(html: "", text: ""), data: [String: String] = [:],
                since: String? = nil, action: Action? = nil, layout: Layout = .stacked, imageFocus: ImageFocus? = nil,
                video: Video? = nil) {
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
        self.layout = layout
        self.imageFocus = imageFocus
        self.video = video
    }

    private enum CodingKeys: String, CodingKey {
        case index, id, heading, subheading, image, background, body, data, since, action, layout, imageFocus, video
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        index = try container.decode(Int.self, forKey: .index)
        id = try container.decode(String.self, forKey: .id)
        heading = try container.decode(String.self, forKey: .heading)
        subheading = try container.decodeIfPresent(String.self, forKey: .subheading)
        image = try container.decodeIfPresent(Image.self, forKey: .image)
        background = try container.decodeIfPresent(String.self, forKey: .background)
        body = try container.decode(Body.self, forKey: .body)
        data = try container.decode([String: String].self, forKey: .data)
        since = try container.decodeIfPresent(String.self, forKey: .since)
        action = try container.decodeIfPresent(Action.self, forKey: .action)
        // Manifests before schema version 3 have neither.
        layout = try container.decodeIfPresent(Layout.self, forKey: .layout) ?? .stacked
        imageFocus = try container.decodeIfPresent(ImageFocus.self, forKey: .imageFocus)
        // Manifests before schema version 4 have none.
        video = try container.decodeIfPresent(Video.self, forKey: .video)
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
        // Keys of schema version 3, written only when used, so a stacked page reads in version 2.
        if layout != .stacked { try container.encode(layout, forKey: .layout) }
        try container.encodeIfPresent(imageFocus, forKey: .imageFocus)
        // Of schema version 4, written only on pages with a clip.
        try container.encodeIfPresent(video, forKey: .video)
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
