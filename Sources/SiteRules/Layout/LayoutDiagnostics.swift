import SiteModel

// The codes and messages of the page layouts and their colours (`WalkthroughValidator+Layout`).
// docs/diagnostics.md shows each code with an example a test builds.

extension Diagnostic.Code {
    /// A page background on which its text falls below WCAG AA's 4.5:1 contrast (warning).
    package static let lowContrast = Self("low-contrast")
    /// A page in the background layout without a picture; `image_focus` on a stacked page (warning).
    package static let layout = Self("layout")
}

extension Diagnostic.Message {
    package static func lowContrast(text: String, background: String, ratio: Double) -> Self {
        // Two decimals just under 4.5, so a ratio short of it never reads as 4.5.
        let shown = ratio >= 4.45 ? String(format: "%.2f", (ratio * 100).rounded(.down) / 100) : String(format: "%.1f", ratio)
        return Self(code: .lowContrast,
                    text: "text \(text) on the background \(background) has a contrast of \(shown):1, below the 4.5:1 WCAG AA asks for",
                    hint: "choose a lighter or a darker background")
    }

    package static func notImageFocus(found text: String) -> Self {
        Self(code: .wrongValue, text: "'image_focus' must be center, top, bottom, left, right or 'X% Y%' with each from 0% to 100%, not '\(text)'",
             hint: NoValueHint.imageFocus.text)
    }

    package static func backgroundWithoutImage() -> Self {
        Self(code: .layout, text: "a page in the background layout needs a picture to lay its text over",
             hint: "add 'image: images/your-picture.jpg', or write 'layout: stacked' in this page's front matter")
    }

    package static func imageFocusInStackedLayout() -> Self {
        Self(code: .layout, text: "'image_focus' does nothing in the stacked layout, which shows the whole picture",
             hint: "remove it, or write 'layout: background' to fill the page with the picture")
    }
}
