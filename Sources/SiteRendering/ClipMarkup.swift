import Mustache
import SiteModel
import WalkthroughManifest

/// What `page.mustache` needs to write a page's `<video>`: a `<source>` per variant with its codec
/// family and width, which `walkthrough-clips.js` chooses from, and the labels of its button.
package enum ClipMarkup {
    /// The width a browser without the clips' script plays: its first playable `<source>` is the
    /// variant nearest this width (a phone's at 2 pixels per point) in the first codec it plays.
    package static let defaultWidth = 720

    /// The clip's sources and its button's labels, `texts`' `play` and `pause`.
    package static func context(for video: Page.Video, texts: PageTexts) -> MustacheValue {
        let families = video.variants.reduce(into: [String]()) { families, variant in
            if !families.contains(variant.codecFamily) { families.append(variant.codecFamily) }
        }
        let sources = families.flatMap { family in
            video.variants.filter { $0.codecFamily == family }.sorted { (abs($0.width - defaultWidth), $0.width) < (abs($1.width - defaultWidth), $1.width) }
        }
        let widest = video.variants.max { $0.width < $1.width }
        return .object([
            "sources": .list(sources.map { variant in
                .object(["src": .string(variant.src), "type": .string(mediaType(of: variant)), "family": .string(variant.codecFamily),
                         "width": .number(Double(variant.width))])
            }),
            "width": widest.map { .number(Double($0.width)) } ?? .null,
            "height": widest.map { .number(Double($0.height)) } ?? .null,
            "alt": video.poster.alt.isEmpty ? .null : .string(video.poster.alt),
            "play": .string(texts.play),
            "pause": .string(texts.pause),
        ])
    }

    /// `video/mp4; codecs="av01.0.05M.08"`: what a browser is asked whether it plays.
    package static func mediaType(of variant: Page.Video.Variant) -> String {
        "video/\(variant.format); codecs=\"\(variant.codec)\""
    }
}
