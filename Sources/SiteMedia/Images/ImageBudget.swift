import FrontMatter
import SiteModel

/// The byte budget of a page's picture on a phone (`PhoneView`), checked once the variants exist.
package enum ImageBudget {
    /// A page's picture (or clip) to weigh: the variant a phone loads, and where the page names it.
    package struct Check: Sendable, Hashable {
        /// The path as the page gives it.
        package var image: String
        /// The output path of the phone's variant.
        package var variant: String
        package var file: String
        package var location: SourceLocation

        package init(image: String, variant: String, file: String, location: SourceLocation) {
            (self.image, self.variant, self.file, self.location) = (image, variant, file, location)
        }
    }

    /// A warning for each check whose variant is over `PhoneView.budget`; `bytes` gives a
    /// variant's size by output path.
    package static func diagnostics(for checks: [Check], bytes: (String) -> Int?) -> [Diagnostic] {
        diagnostics(for: checks, budget: PhoneView.budget, bytes: bytes, message: Diagnostic.Message.imageOverBudget)
    }

    /// A warning, `message`, for each check whose variant is over `budget` bytes.
    package static func diagnostics(for checks: [Check], budget: Int, bytes: (String) -> Int?,
                            message: (String, String, Int, Int) -> Diagnostic.Message) -> [Diagnostic] {
        checks.compactMap { check in
            guard let size = bytes(check.variant), size > budget else { return nil }
            let name = String(check.variant.split(separator: "/").last ?? "")
            return Diagnostic(message(check.image, name, size / 1024, budget / 1024), severity: .warning, file: check.file, at: check.location)
        }
    }
}
