import Foundation

/// One showing of a walkthrough, reporting its lifecycle events to the app's `handler` as they
/// happen: `shown(_:trigger:)` when it appears, `moved(_:)` after each move of the pager,
/// `actionPressed(_:)` before a page's action is performed, and `closed(_:)` when a close
/// control (or the app) dismisses it. After the end event it reports nothing more; a showing cut
/// short (the app killed) has no end event. The clock and the id are the app's to replace.
///
///     let showing = WalkthroughShowing(manifest: manifest, locale: locale) { event in analytics.send(event.json) }
///     showing.shown(pager, trigger: .firstLaunch)
///     pager.next(); showing.moved(pager)
public final class WalkthroughShowing {
    private let manifest: WalkthroughManifest
    private let locale: String
    private let clock: () -> Date
    private let instanceID: String
    private let handler: (LifecycleEvent) -> Void
    private var shownAt: Date?
    private var shownIndex = -1
    private var viewedPages: Set<Int> = []
    /// True once the showing completed or was dismissed.
    public private(set) var hasEnded = false

    public init(manifest: WalkthroughManifest, locale: String, clock: @escaping () -> Date = Date.init,
                newID: () -> String = { UUID().uuidString.lowercased() }, handler: @escaping (LifecycleEvent) -> Void) {
        (self.manifest, self.locale, self.clock, self.handler) = (manifest, locale, clock, handler)
        instanceID = newID()
    }

    /// The walkthrough appeared on `pager`'s page: `walkthrough_shown`, then `page_viewed`.
    public func shown(_ pager: Pager, trigger: LifecycleEvent.Trigger) {
        guard shownAt == nil else { return }
        shownAt = clock()
        send(.walkthroughShown, [("trigger", .text(trigger.rawValue))])
        viewed(pager)
    }

    /// After a move of `pager`: `page_viewed` when its page changed, and the end when it finished.
    public func moved(_ pager: Pager) {
        guard shownAt != nil, !hasEnded else { return }
        if pager.index != shownIndex { viewed(pager) }
        switch pager.outcome {
        case .done?: end(.walkthroughCompleted, pager, [])
        case .skipped?: end(.walkthroughDismissed, pager, [("reason", .text("skip"))])
        case nil: break
        }
    }

    /// Before the action of `pager`'s page is performed: `action_pressed`.
    public func actionPressed(_ pager: Pager) {
        guard shownAt != nil, !hasEnded, let action = pager.page.action else { return }
        send(.actionPressed, [("action_id", .text(action.id)), ("page_id", .text(pager.page.id)), ("page_index", .number(pager.index))])
    }

    /// A close control, or the app, dismissed the walkthrough on `pager`'s page.
    public func closed(_ pager: Pager) {
        guard shownAt != nil, !hasEnded else { return }
        end(.walkthroughDismissed, pager, [("reason", .text("close"))])
    }

    /// The `walkthrough_not_shown` event of `walkthroughID`, with its manifest when it could be read.
    public static func notShown(_ walkthroughID: String, manifest: WalkthroughManifest?, locale: String?, reason: LifecycleEvent.NotShownReason,
                                at date: Date = Date(), id: String = UUID().uuidString.lowercased()) -> LifecycleEvent {
        LifecycleEvent(name: .walkthroughNotShown, walkthroughID: walkthroughID, manifestVersion: manifest?.version, locale: locale,
                       instanceID: id, at: date, fields: [("reason", .text(reason.rawValue))])
    }

    private func viewed(_ pager: Pager) {
        shownIndex = pager.index
        viewedPages.insert(pager.index)
        send(.pageViewed, [("page_id", .text(pager.page.id)), ("page_index", .number(pager.index)), ("page_count", .number(pager.pageCount))])
    }

    private func end(_ name: LifecycleEvent.Name, _ pager: Pager, _ leading: [(name: String, value: LifecycleEvent.Value)]) {
        hasEnded = true
        let now = clock()
        let duration = Int((now.timeIntervalSince(shownAt ?? now) * 1000).rounded())
        send(name, leading + [("page_id", .text(pager.page.id)), ("page_index", .number(pager.index)), ("page_count", .number(pager.pageCount)),
                              ("pages_viewed", .number(viewedPages.count)), ("duration_ms", .number(duration))], at: now)
    }

    private func send(_ name: LifecycleEvent.Name, _ fields: [(name: String, value: LifecycleEvent.Value)], at date: Date? = nil) {
        handler(LifecycleEvent(name: name, walkthroughID: manifest.id, manifestVersion: manifest.version, locale: locale,
                               instanceID: instanceID, at: date ?? clock(), fields: fields))
    }
}
