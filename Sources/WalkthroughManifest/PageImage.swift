extension Page {
    /// A page's illustration: the file as the author gave it, and the variants made of it for
    /// screens of each size (see `bestVariant(forPointWidth:scale:supportedFormats:)`).
    public struct Image: Codable, Sendable, Equatable, VariantChoosing {
        /// The file as the author gave it; path relative to the manifest.
        public var src: String
        /// Pixel size, when the file states one.
        public var width: Int?
        public var height: Int?
        /// The text alternative; empty when the image is decorative.
        public var alt: String
        /// The image for dark mode.
        public var dark: Dark?
        /// The same picture resized and re-encoded, by width and format; empty for an SVG or an
        /// animated GIF, which are published only as they are.
        public var variants: [Variant]

        private enum CodingKeys: String, CodingKey { case src, width, height, alt, dark, variants }

        public init(src: String, width: Int?, height: Int?, alt: String, dark: Dark? = nil, variants: [Variant] = []) {
            self.src = src
            self.width = width
            self.height = height
            self.alt = alt
            self.dark = dark
            self.variants = variants
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            src = try container.decode(String.self, forKey: .src)
            width = try container.decodeIfPresent(Int.self, forKey: .width)
            height = try container.decodeIfPresent(Int.self, forKey: .height)
            alt = try container.decode(String.self, forKey: .alt)
            dark = try container.decodeIfPresent(Dark.self, forKey: .dark)
            // Manifests written before variants existed have none.
            variants = try container.decodeIfPresent([Variant].self, forKey: .variants) ?? []
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(src, forKey: .src)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(alt, forKey: .alt)
            try container.encode(dark, forKey: .dark)
            try container.encode(variants, forKey: .variants)
        }

        /// The picture shown in dark mode instead of the image.
        public struct Dark: Codable, Sendable, Equatable, VariantChoosing {
            public var src: String
            public var width: Int?
            public var height: Int?
            public var variants: [Variant]

            private enum CodingKeys: String, CodingKey { case src, width, height, variants }

            public init(src: String, width: Int?, height: Int?, variants: [Variant] = []) {
                self.src = src
                self.width = width
                self.height = height
                self.variants = variants
            }

            public init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                src = try container.decode(String.self, forKey: .src)
                width = try container.decodeIfPresent(Int.self, forKey: .width)
                height = try container.decodeIfPresent(Int.self, forKey: .height)
                variants = try container.decodeIfPresent([Variant].self, forKey: .variants) ?? []
            }

            public func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(src, forKey: .src)
                try container.encode(width, forKey: .width)
                try container.encode(height, forKey: .height)
                try container.encode(variants, forKey: .variants)
            }
        }

        /// One file made from the image: `width` × `height` pixels in `format`.
        public struct Variant: Codable, Sendable, Equatable {
            /// Path relative to the manifest.
            public var src: String
            public var width: Int
            public var height: Int
            public var format: Format

            public init(src: String, width: Int, height: Int, format: Format) {
                self.src = src
                self.width = width
                self.height = height
                self.format = format
            }
        }

        /// An image file format, by the name the manifest gives it (`avif`, `webp`, `png`, `jpeg`,
        /// `gif`). A name this version does not know decodes too, so newer manifests still load.
        public struct Format: RawRepresentable, Codable, Sendable, Hashable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }

            public static let avif = Format(rawValue: "avif")
            public static let webp = Format(rawValue: "webp")
            public static let png = Format(rawValue: "png")
            public static let jpeg = Format(rawValue: "jpeg")
            public static let gif = Format(rawValue: "gif")

            public init(from decoder: Decoder) throws {
                rawValue = try decoder.singleValueContainer().decode(String.self)
            }

            public func encode(to encoder: Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(rawValue)
            }
        }
    }
}

/// An image with variants to choose from: `Page.Image` and its `dark` picture.
public protocol VariantChoosing {
    /// The file as the author gave it; path relative to the manifest.
    var src: String { get }
    var variants: [Page.Image.Variant] { get }
}

extension VariantChoosing {
    /// The variant to load for a view `width` points wide on a screen of `scale` pixels per point
    /// (2 or 3 on phones): in the first format of `supportedFormats` the image has, the narrowest
    /// variant at least `width × scale` pixels wide, or the widest when none is. `nil` when no
    /// variant is in a supported format; then load `src`.
    ///
    ///     let file = page.image?.bestVariant(forPointWidth: 320, scale: 3, supportedFormats: [.avif, .webp, .png, .jpeg])
    public func bestVariant(forPointWidth width: Double, scale: Double, supportedFormats: [Page.Image.Format]) -> Page.Image.Variant? {
        preferredVariant(of: variants, in: supportedFormats, by: \.format, width: \.width, needed: width * scale)
    }
}

/// The rule of every `bestVariant`: in the first of `groups` a variant of `variants` is in (its
/// format, a clip's codec family), the narrowest at least `needed` pixels wide, else the widest;
/// `nil` when none is in any of `groups`.
func preferredVariant<Variant, Group: Equatable>(of variants: [Variant], in groups: [Group], by group: (Variant) -> Group,
                                                 width: (Variant) -> Int, needed: Double) -> Variant? {
    for wanted in groups {
        let candidates = variants.filter { group($0) == wanted }.sorted { width($0) < width($1) }
        if let best = candidates.first(where: { Double(width($0)) >= needed }) ?? candidates.last { return best }
    }
    return nil
}
