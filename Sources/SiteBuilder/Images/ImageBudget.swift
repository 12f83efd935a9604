import FrontMatter

/// The byte budget of a page's picture on a phone (`PhoneView`), checked once the variants exist.
enum ImageBudget {
    /// A page's picture to weigh: the variant a phone loads, and where the page names the image.
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
        checks.compactMap { check in
            guard let size = bytes(check.variant), size > PhoneView.budget else { return nil }
            let name = String(check.variant.split(separator: "/").last ?? "")
            return Diagnostic(.imageOverBudget(check.image, variant: name, kilobytes: size / 1024, budget: PhoneView.budget / 1024),
                              severity: .warning, file: check.file, at: check.location)
        }
    }
}
