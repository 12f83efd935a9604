extension Page {
    /// A page's clip (schema version 4): a short silent loop shown where the page's picture would
    /// be, and the picture that stands for it.
    public struct Video: Codable, Sendable, Equatable {
        /// The picture shown until the clip plays, and instead of it where it does not play (reduced
        /// motion, a player without any of the clip's codecs): the page's own `image` when the author
        /// gave one, else a frame of the clip. Its `alt` describes the clip.
        public var poster: Image
        /// The clip for screens of each width, once per codec, without sound.
        public var variants: [Variant]

        public init(poster: Image, variants: [Variant]) {
            self.poster = poster
            self.variants = variants
        }

        /// One file made from the clip: `width` × `height` pixels, `codec` in a `format` container.
        public struct Variant: Codable, Sendable, Equatable {
            /// Path relative to the manifest.
            public var src: String
            public var width: Int
            public var height: Int
            /// The container: `mp4` today.
            public var format: String
            /// The codec as RFC 6381 names it (`av01.0.05M.08`, `avc1.64001F`): what a player is asked
            /// whether it can play.
            public var codec: String
            /// The file's size in bytes, to decide whether to fetch it ahead on a metered connection.
            public var bytes: Int

            public init(src: String, width: Int, height: Int, format: String, codec: String, bytes: Int) {
                self.src = src
                self.width = width
                self.height = height
                self.format = format
                self.codec = codec
                self.bytes = bytes
            }

            /// The codec's family, the part of `codec` before its first dot: `av01` or `avc1`.
            public var codecFamily: String { String(codec.prefix { $0 != "." }) }
        }

        /// The variant to play in a view `width` points wide on a screen of `scale` pixels per point:
        /// in the first codec family of `supportedCodecs` (`"av01"`, `"avc1"`) the clip has, the
        /// narrowest variant at least `width × scale` pixels wide, or the widest when none is. `nil`
        /// when the clip has none in a supported codec; then show the poster.
        ///
        ///     let clip = page.video?.bestVariant(forPointWidth: 320, scale: 3, supportedCodecs: ["avc1"])
        public func bestVariant(forPointWidth width: Double, scale: Double, supportedCodecs: [String]) -> Variant? {
            preferredVariant(of: variants, in: supportedCodecs, by: \.codecFamily, width: \.width, needed: width * scale)
        }
    }
}
