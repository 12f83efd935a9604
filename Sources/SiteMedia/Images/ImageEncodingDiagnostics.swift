import SiteModel

// The codes and messages of making pictures' variants (`VariantEncoding`) and their byte budget (`ImageBudget`).
// docs/diagnostics.md shows each code with an example a test builds.

extension Diagnostic.Code {
    /// A phone's variant of an image over the 250 KB budget (warning).
    package static let imageBudget = Self("image-budget")
    /// An image libvips cannot decode or encode.
    package static let imageEncoding = Self("image-encoding")
}

extension Diagnostic.Message {
    package static func imageOverBudget(_ path: String, variant: String, kilobytes: Int, budget: Int) -> Self {
        Self(code: .imageBudget, text: "a phone loads \(kilobytes) KB for '\(path)' (\(variant)), more than the \(budget) KB a page may take",
             hint: "crop or simplify the picture, or lower 'images: quality:' in walkthrough.yml")
    }

    package static func imageEncoding(_ path: String, reason: String) -> Self {
        Self(code: .imageEncoding, text: "'\(path)' could not be resized: \(reason)",
             hint: "re-export the image; if every picture fails, reinstall libvips and build-site-vips")
    }
}
