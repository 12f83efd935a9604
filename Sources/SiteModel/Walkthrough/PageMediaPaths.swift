import WalkthroughManifest

extension Page {
    /// The page with every path of its picture and its clip changed by `change`.
    package func mappingMediaPaths(_ change: (String) -> String) -> Page {
        var page = self
        page.image = image?.mappingPaths(change)
        if let video {
            page.video = Page.Video(poster: video.poster.mappingPaths(change),
                                    variants: video.variants.map { var variant = $0; variant.src = change(variant.src); return variant })
        }
        return page
    }
}

extension Page.Image {
    /// The image with every path changed by `change` (`../` added, for files in sub-folders).
    package func mappingPaths(_ change: (String) -> String) -> Page.Image {
        var image = self
        image.src = change(src)
        image.variants = variants.map { var variant = $0; variant.src = change(variant.src); return variant }
        image.dark?.src = change(dark?.src ?? "")
        image.dark?.variants = (dark?.variants ?? []).map { var variant = $0; variant.src = change(variant.src); return variant }
        return image
    }
}
