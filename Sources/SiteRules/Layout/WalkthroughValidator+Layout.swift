import FrontMatter
import SiteSupport
import WalkthroughManifest

// The look of a page: its layout, what stays in view of a cropped picture, and whether its text
// can be read on its background.
extension WalkthroughValidator {
    /// The page's own `layout`, else the walkthrough's.
    package func layout(of page: Source, settings: WalkthroughSettings) -> Page.Layout {
        page.fields.layout?.value ?? settings.layout
    }

    /// What stays in view of a `background` page's picture: the translation's choice (its
    /// picture may be its own), else the page's, else the centre; `nil` on a `stacked` page.
    package func imageFocus(of base: Source, translation: Source?, layout: Page.Layout) -> Page.ImageFocus? {
        guard layout == .background else { return nil }
        return (translation?.fields.imageFocus ?? base.fields.imageFocus)?.value ?? .center
    }

    /// Checks that a `background` page has a picture (or a clip, whose poster is one), that
    /// `image_focus` has something to do, and, on a `stacked` page, the contrast of its text on its background.
    package mutating func checkLayout(of page: Source, settings: WalkthroughSettings) {
        let layout = layout(of: page, settings: settings)
        let hasPicture = ["image", "video"].contains { page.fields.writtenKeys.contains($0) }
        if layout == .background && !hasPicture {
            report(.backgroundWithoutImage(), in: page.path, at: page.fields.layout?.location ?? SourceLocation(line: 1, column: 1))
        }
        checkStackedPage(page, layout: layout)
    }

    /// Checks that a translation keeps its page's layout, and its look in that layout.
    package mutating func checkTranslatedLayout(_ translation: Source, of base: Source, settings: WalkthroughSettings) {
        let layout = layout(of: base, settings: settings)
        if let written = translation.fields.layout, written.value != layout {
            report(.translationChanges("layout", pageValue: layout.rawValue, stem: base.name.stem), in: translation.path, at: written.location)
        }
        checkStackedPage(translation, layout: layout)
    }

    /// In the stacked layout, `image_focus` is a warning, and so is a background the page's text,
    /// in the colour the stylesheet draws it, is hard to read on. (In the background layout the
    /// text is white on a scrim that keeps 4.5:1 over any picture or colour.)
    private mutating func checkStackedPage(_ page: Source, layout: Page.Layout) {
        guard layout == .stacked else { return }
        if let focus = page.fields.imageFocus {
            report(.imageFocusInStackedLayout(), in: page.path, at: focus.location, severity: .warning)
        }
        guard let background = page.fields.background else { return }
        let color = background.value.uppercased()
        let text = Color.text(on: color)
        let ratio = Color.contrast(text, color)
        if ratio < Color.minimumContrast {
            report(.lowContrast(text: text, background: color, ratio: ratio), in: page.path, at: background.location, severity: .warning)
        }
    }
}
