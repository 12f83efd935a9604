/// The pager rules a walkthrough chose in its `walkthrough.yml`.
public struct Behavior: Codable, Sendable, Equatable {
    /// What Skip does.
    public enum SkipMode: String, Codable, Sendable, CaseIterable {
        /// Skip ends the walkthrough.
        case finish
        /// Skip jumps to the last page.
        case lastPage = "last-page"
    }

    public enum Orientation: String, Codable, Sendable, CaseIterable {
        case horizontal, vertical
    }

    public enum Transition: String, Codable, Sendable, CaseIterable {
        case slide, fade
    }

    /// Moving past the last page shows the first, and back.
    public var wrap: Bool
    public var skip: SkipMode
    /// The last page shows a Start again button that returns to page 1.
    public var restart: Bool
    /// On the last page the controls bar slides away and the page carries the done button.
    public var hideControlsOnLastPage: Bool
    public var orientation: Orientation
    public var transition: Transition
    /// Points between pages while sliding.
    public var pageSpacing: Int

    public init(
        wrap: Bool = false, skip: SkipMode = .finish, restart: Bool = false,
        hideControlsOnLastPage: Bool = false, orientation: Orientation = .horizontal,
        transition: Transition = .slide, pageSpacing: Int = 0
    ) {
        self.wrap = wrap
        self.skip = skip
        self.restart = restart
        self.hideControlsOnLastPage = hideControlsOnLastPage
        self.orientation = orientation
        self.transition = transition
        self.pageSpacing = pageSpacing
    }
}
