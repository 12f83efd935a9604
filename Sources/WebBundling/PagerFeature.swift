/// What a walkthrough may use of the pager beyond what every one does: a walkthrough's page gets
/// a script and stylesheet with the parts of the features it uses, and without the others'.
public enum PagerFeature: String, CaseIterable, Codable, Comparable, Sendable {
    /// A page's own button (a page's `action:`).
    case pageActions = "page-actions"
    /// `hide_controls_on_last_page`: the bar slides away and the last page's own buttons show.
    case hiddenControls = "hidden-controls"
    /// `transition: fade`.
    case fade
    /// `orientation: vertical`.
    case vertical
    /// A page's `background:`, whose text colour follows it.
    case tones
    /// Several locales: the links to the other languages at the top.
    case languages

    public static func < (lhs: PagerFeature, rhs: PagerFeature) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The features' names in a stable order, joined by `+` (`""` for none): a key of variants.
    public static func key(_ features: Set<PagerFeature>) -> String {
        features.sorted().map(\.rawValue).joined(separator: "+")
    }
}
