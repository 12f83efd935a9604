/// The rules of the walkthrough pager as a value: which page shows, what the buttons say,
/// which controls are visible, and how the walkthrough ended. The web pager follows the
/// same rules; shared scenario files test both.
///
/// Drive a `UIPageViewController` and a `UIPageControl` from it: call `next()`, `back()`,
/// `skip()`, `go(to:)`, `restart()` from the controls and `swipeForward()` / `swipeBack()`
/// from the page view controller's gestures, then show `page` and the visibility properties.
public struct Pager: Sendable, Equatable {
    /// How a walkthrough ended.
    public enum Outcome: String, Sendable, Codable {
        case done, skipped
    }

    public let behavior: Behavior
    public let labels: Labels
    public let pages: [Page]
    /// The 0-based index of the page shown.
    public private(set) var index: Int
    /// `nil` until Get Started or Skip finishes the walkthrough.
    public internal(set) var outcome: Outcome?

    /// A pager on the first page of `manifest` in the locale best matching `locale`, over every
    /// page, or over `pages` (from `SeenStore.pagesToShow(of:locale:current:)`; not empty).
    public init(manifest: WalkthroughManifest, locale: String, pages: [Page]? = nil) {
        let localized = manifest.localized(for: locale)
        self.init(behavior: manifest.behavior, labels: localized.labels, pages: pages ?? localized.pages)
    }

    /// A pager over `pages` with the given rules.
    public init(behavior: Behavior, labels: Labels, pages: [Page], index: Int = 0) {
        self.behavior = behavior
        self.labels = labels
        self.pages = pages
        self.index = max(0, min(index, pages.count - 1))
    }

    public var pageCount: Int { pages.count }
    /// The page shown.
    public var page: Page { pages[index] }
    public var isFirstPage: Bool { index == 0 }
    public var isLastPage: Bool { index == pageCount - 1 }
    public var isFinished: Bool { outcome != nil }

    /// The Next button's text: the done label ("Get Started") on the last page.
    public var primaryLabel: String { isLastPage ? labels.done : labels.next }
    /// Skip shows on every page but the last.
    public var isSkipVisible: Bool { !isLastPage }
    /// Back shows after the first page (on every page when the walkthrough wraps), unless
    /// the controls are hidden.
    public var isBackVisible: Bool { (!isFirstPage || behavior.wrap) && !areControlsHidden }
    /// Start again shows on the last page with `restart: last-page`, on every page with `always`
    /// (on page 1, where it does nothing, draw it dimmed).
    public var isRestartVisible: Bool {
        switch behavior.restart {
        case .never: false
        case .lastPage: isLastPage
        case .always: true
        }
    }
    /// True on the last page when the controls bar slides away and the page carries the done button.
    public var areControlsHidden: Bool { behavior.hideControlsOnLastPage && isLastPage }

    /// The Next / Get Started button: the next page, or on the last page finishing as done.
    public mutating func next() {
        if isLastPage { outcome = .done } else { index += 1 }
    }

    /// The Back button, and the back arrow key: the page before, wrapping to the last when allowed.
    public mutating func back() {
        if !isFirstPage { index -= 1 } else if behavior.wrap { index = pageCount - 1 }
    }

    /// A swipe towards the next page: past the last page only when the walkthrough wraps.
    public mutating func swipeForward() {
        if !isLastPage { index += 1 } else if behavior.wrap { index = 0 }
    }

    /// A swipe towards the previous page.
    public mutating func swipeBack() {
        back()
    }

    /// The Skip button: finishes as skipped, or with `skip: last-page` jumps to the last page.
    /// Nothing happens where Skip is hidden.
    public mutating func skip() {
        guard isSkipVisible else { return }
        switch behavior.skip {
        case .finish: outcome = .skipped
        case .lastPage: index = pageCount - 1
        }
    }

    /// A dot: the page at `newIndex`, clamped to the pages there are.
    public mutating func go(to newIndex: Int) {
        index = max(0, min(newIndex, pageCount - 1))
    }

    /// The Start again button: back to the first page. Nothing happens where it is hidden.
    public mutating func restart() {
        guard isRestartVisible else { return }
        index = 0
    }
}
