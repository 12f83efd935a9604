import WalkthroughManifest

/// Where a page's picture is shown, as the `sizes` of its `<picture>` says, and what a phone
/// loads for it: the measure of the byte budget.
///
/// The stylesheet's bounds, so the browser never picks a file narrower than it draws. In the
/// stacked layout the picture is at most its own width, the text column's (`36rem`, the page's
/// side padding taken off the view) and what fits in 70 % of the view's height at its aspect
/// ratio. In the background layout it covers the page, which is the view's width and, less the
/// controls, about 90 % of its height.
package enum PhoneView {
    /// The phone the budget is measured on: 390 × 844 CSS pixels at 3 device pixels each.
    package static let viewWidth = 390.0, viewHeight = 844.0, scale = 3.0
    /// The most bytes a phone may load for one page's picture.
    package static let budget = 250 * 1024
    /// The share of the view's height a stacked picture may take (the stylesheet's `70vh`), and the
    /// page's share, the controls and the language links taken off, that a background picture covers.
    package static let stackedHeight = 0.7, pageHeight = 0.9

    /// The `sizes` attribute for a picture of `width` × `height` pixels.
    package static func sizes(width: Int, height: Int, layout: Page.Layout) -> String {
        let ratio = Double(width) / Double(height)
        switch layout {
        case .stacked: return "min(\(width)px, 100vw - 2.5rem, 36rem, \(format(100 * stackedHeight * ratio))vh)"
        case .background: return "max(100vw, \(format(100 * pageHeight * ratio))vh)"
        }
    }

    /// The width, in CSS pixels, `sizes` gives the picture in a view of `viewWidth` × `viewHeight`.
    package static func slotWidth(width: Int, height: Int, layout: Page.Layout,
                          viewWidth: Double = viewWidth, viewHeight: Double = viewHeight) -> Double {
        let ratio = Double(width) / Double(height)
        switch layout {
        case .stacked: return min(Double(width), viewWidth - 40, 576, stackedHeight * viewHeight * ratio)
        case .background: return max(viewWidth, pageHeight * viewHeight * ratio)
        }
    }

    /// The variant the phone's browser picks: in the first format offered (the variants are in
    /// the order the page offers them), the narrowest at least as wide as the slot in device
    /// pixels (the widest when none is).
    package static func variant(of image: some VariantChoosing, width: Int, height: Int, layout: Page.Layout) -> Page.Image.Variant? {
        image.bestVariant(forPointWidth: slotWidth(width: width, height: height, layout: layout), scale: scale,
                          supportedFormats: image.formatGroups.map(\.format))
    }

    private static func format(_ number: Double) -> String {
        let rounded = (number * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension VariantChoosing {
    /// The variants by format, in the order they are listed (the order a page offers them).
    package var formatGroups: [(format: Page.Image.Format, variants: [Page.Image.Variant])] {
        var groups: [(format: Page.Image.Format, variants: [Page.Image.Variant])] = []
        for variant in variants {
            if let index = groups.firstIndex(where: { $0.format == variant.format }) {
                groups[index].variants.append(variant)
            } else {
                groups.append((variant.format, [variant]))
            }
        }
        return groups
    }
}
