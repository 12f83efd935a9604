import Foundation

/// Colour arithmetic for legible text on author-chosen colours (WCAG 2 relative luminance and
/// contrast ratio).
package enum Color {
    /// The text colours the stylesheet draws on a page background: `[data-tone=light]` and `dark`.
    package static let darkText = "#1C1C1E"
    package static let lightText = "#FFFFFF"
    /// WCAG AA's least contrast for body text.
    package static let minimumContrast = 4.5

    /// True when white text contrasts more than black text with `hex`; the page's tone and the
    /// text on the tint follow it.
    package static func prefersLightText(on hex: String) -> Bool {
        contrast(hex, "#FFFFFF") >= contrast(hex, "#000000")
    }

    /// The colour of the text the stylesheet draws on a page of background `hex`.
    package static func text(on hex: String) -> String {
        prefersLightText(on: hex) ? lightText : darkText
    }

    /// The contrast ratio of two `#RGB` / `#RRGGBB` colours, from 1 to 21.
    package static func contrast(_ first: String, _ second: String) -> Double {
        let (lighter, darker) = (max(luminance(first), luminance(second)), min(luminance(first), luminance(second)))
        return (lighter + 0.05) / (darker + 0.05)
    }

    private static func luminance(_ hex: String) -> Double {
        var digits = String(hex.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard let value = Int(digits, radix: 16) else { return 0 }
        func channel(_ shift: Int) -> Double {
            let c = Double((value >> shift) & 0xFF) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }
}
