import Mustache
import SiteMedia
import WalkthroughManifest

/// What `page.mustache` needs to write a page's `<picture>`: a `<source>` per format (the dark
/// picture's first), the fallback format's `srcset` on the `<img>`, and how urgently to load it.
package enum PictureMarkup {
    /// The image's template context, with `sizes` for `layout`. The first page's picture is fetched
    /// at high priority; later ones lazily (the pager asks for the next page's as soon as a page is shown).
    package static func context(for image: Page.Image, layout: Page.Layout, isFirst: Bool) -> MustacheValue {
        let groups = image.formatGroups
        var sources: [MustacheValue] = []
        if let dark = image.dark {
            let darkGroups = dark.formatGroups
            let media = "(prefers-color-scheme: dark)"
            if darkGroups.isEmpty {
                sources.append(source(type: nil, srcset: dark.src, sizes: nil, media: media, width: dark.width, height: dark.height))
            }
            for group in darkGroups {
                sources.append(source(type: ImageVariant.mediaType(of: group.format), srcset: srcset(group.variants),
                                      sizes: sizes(dark.width, dark.height, layout), media: media, width: dark.width, height: dark.height))
            }
        }
        for group in groups.dropLast() {
            sources.append(source(type: ImageVariant.mediaType(of: group.format), srcset: srcset(group.variants),
                                  sizes: sizes(image.width, image.height, layout), media: nil, width: nil, height: nil))
        }
        return .object([
            "src": .string(image.src), "alt": .string(image.alt), "width": number(image.width), "height": number(image.height),
            "sources": .list(sources),
            "srcset": groups.last.map { .string(srcset($0.variants)) } ?? .null,
            "sizes": MustacheValue(sizes(image.width, image.height, layout)),
            "fetchPriority": isFirst ? .string("high") : .null,
            "loading": isFirst ? .null : .string("lazy"),
            // Kept for templates written before variants: the dark picture as a whole.
            "dark": image.dark.map { dark in .object(["src": .string(dark.src), "width": number(dark.width), "height": number(dark.height)]) } ?? .null,
        ])
    }

    /// `<link rel="preload">`s for the first page's picture, in its first format: the light one
    /// and, when there is one, the dark one, each for its colour scheme.
    package static func preloads(for image: Page.Image, layout: Page.Layout) -> [MustacheValue] {
        var links: [MustacheValue] = []
        let hasDark = image.dark?.variants.isEmpty == false
        if let first = image.formatGroups.first {
            links.append(preload(first, sizes: sizes(image.width, image.height, layout), media: hasDark ? "(prefers-color-scheme: light)" : nil))
        }
        if let dark = image.dark, let first = dark.formatGroups.first {
            links.append(preload(first, sizes: sizes(dark.width, dark.height, layout), media: "(prefers-color-scheme: dark)"))
        }
        return links
    }

    private static func preload(_ group: (format: Page.Image.Format, variants: [Page.Image.Variant]), sizes: String?, media: String?) -> MustacheValue {
        .object(["type": .string(ImageVariant.mediaType(of: group.format)), "srcset": .string(srcset(group.variants)),
                 "sizes": MustacheValue(sizes), "media": MustacheValue(media)])
    }

    private static func source(type: String?, srcset: String, sizes: String?, media: String?, width: Int?, height: Int?) -> MustacheValue {
        .object(["type": MustacheValue(type), "srcset": .string(srcset), "sizes": MustacheValue(sizes), "media": MustacheValue(media),
                 "width": number(width), "height": number(height)])
    }

    private static func srcset(_ variants: [Page.Image.Variant]) -> String {
        variants.map { "\($0.src) \($0.width)w" }.joined(separator: ", ")
    }

    private static func sizes(_ width: Int?, _ height: Int?, _ layout: Page.Layout) -> String? {
        guard let width, let height, width > 0, height > 0 else { return nil }
        return PhoneView.sizes(width: width, height: height, layout: layout)
    }

    private static func number(_ value: Int?) -> MustacheValue { value.map { .number(Double($0)) } ?? .null }
}
