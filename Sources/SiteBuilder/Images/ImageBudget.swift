import FrontMatter

/// The byte budget of a page's picture on a phone (`PhoneView`), checked once the variants exist.
enum ImageBudget {
    /// A page's picture (or clip) to weigh: the variant a phone loads, and where the page names it.
    struct Check: Sendable, Hashable {
        /// The path as the page gives it.
        var image: String
        /// The output path of the phone's variant.
        var variant: String
        var file: String
        var location: SourceLocation
    }

    /// A warning for each check whose variant is over `PhoneView.budget`; `bytes` gives a
    /// variant's size by output path.
    static func diagnostics(for checks: [Check], bytes: (String) -> Int?) -> [Diagnostic] {
        diagnostics(for: checks, budget: PhoneView.budget, bytes: bytes, message: Diagnostic.Message.imageOverBudget)
    }

    /// A warning, `message`, for each check whose variant is over `budget` bytes.
    static func diagnostics(for checks: [Check], budget: Int, bytes: (String) -> Int?,
                            message: (String, String, Int, Int) -> Diagnostic.Message) -> [Diagnostic] {
        checks.compactMap { check in
            guard let size = bytes(check.variant), size > budget else { return nil }
            let name = String(check.variant.split(separator: "/").last ?? "")
            return Diagnostic(message(check.image, name, size / 1024, budget / 1024), severity: .warning, file: check.file, at: check.location)
        }
    }
}
