extension Page {
    /// How a page places its picture and its text.
    public enum Layout: String, Codable, Sendable, CaseIterable {
        /// The picture above the heading, whole (the default).
        case stacked
        /// The picture fills the page, cropped and never distorted, with the text over its
        /// bottom on a dark scrim in white.
        case background
    }

    /// The point of a `background` picture that stays in view when it is cropped to fill the page,
    /// as percentages of its width and height from the top left corner (CSS `object-position`):
    /// the picture is placed so that this point of it lies at the same point of the page.
    /// To draw it natively, offset the scaled picture by `(page − picture) × x / 100` across and
    /// `(page − picture) × y / 100` down.
    public struct ImageFocus: Codable, Sendable, Hashable {
        /// 0 keeps the left edge, 100 the right.
        public var x: Double
        /// 0 keeps the top edge, 100 the bottom.
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        /// Decodes a focus; each percentage must lie in 0…100.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            x = try container.decode(Double.self, forKey: .x)
            y = try container.decode(Double.self, forKey: .y)
            guard (0...100).contains(x) && (0...100).contains(y) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "percentages from 0 to 100 expected"))
            }
        }

        public static let center = ImageFocus(x: 50, y: 50)
        public static let top = ImageFocus(x: 50, y: 0)
        public static let bottom = ImageFocus(x: 50, y: 100)
        public static let left = ImageFocus(x: 0, y: 50)
        public static let right = ImageFocus(x: 100, y: 50)
    }
}
