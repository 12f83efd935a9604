/// What an app does when a page's action button is pressed: it gets the action and its page.
public typealias ActionHandler = (Page.Action, Page) -> Void

/// The app's handlers of page actions, by action id, which `Pager.performAction(with:)`
/// consults before the built-in behaviour:
///
/// ```swift
/// var handlers = ActionHandlers()
/// handlers["request-notifications"] = { _, _ in
///     UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
/// }
/// ```
public struct ActionHandlers {
    private var handlers: [String: ActionHandler] = [:]

    public init() {}

    /// The handler of the action `id`; set `nil` to remove it.
    public subscript(id: String) -> ActionHandler? {
        get { handlers[id] }
        set { handlers[id] = newValue }
    }
}

extension Pager {
    /// What pressing a page's action button came to.
    public enum ActionResult: Equatable, Sendable {
        /// The app's handler for the id ran (on the web: a listener cancelled `walkthrough:action`).
        case handled
        /// `open-url` without a handler: the app opens the URL (the web pager navigates to it).
        case openURL(String)
        /// `next` or `finish` without a handler: the pager did what its buttons do.
        case performed
        /// Nothing handles the id, or the page has no action: nothing happened.
        case ignored
    }

    /// The action button of the page shown: the app's handler for its id when there is one,
    /// else the built-in behaviour (`next` turns the page, `finish` finishes as done, `open-url`
    /// asks the app to open its URL); other ids without a handler do nothing.
    @discardableResult
    public mutating func performAction(with handlers: ActionHandlers) -> ActionResult {
        guard let action = page.action else { return .ignored }
        if let handler = handlers[action.id] {
            handler(action, page)
            return .handled
        }
        switch action.id {
        case "next":
            next()
            return .performed
        case "finish":
            outcome = .done
            return .performed
        case "open-url":
            return action.url.map(ActionResult.openURL) ?? .ignored
        default:
            return .ignored
        }
    }
}
