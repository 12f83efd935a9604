import FrontMatter
import SiteSupport
import WalkthroughManifest

// Releases (`kind`, `since`) and actions: what a page's front matter may say of them, and the
// values the manifest gets.
extension WalkthroughValidator {
    /// Checks a page's `since` against the walkthrough's kind, and its action.
    package mutating func checkRelease(of page: Source, settings: WalkthroughSettings) {
        switch (settings.kind, page.fields.since) {
        case (.whatsNew, nil) where !page.fields.writtenKeys.contains("since"):
            report(.sinceRequired(), in: page.path)
        case (.onboarding, let since?):
            report(.sinceInOnboarding(), in: page.path, at: since.location)
        default:
            break
        }
        guard let action = page.fields.action else { return }
        if action.label == nil && !action.hasWritten("label") {
            report(.actionNeeds("label"), in: page.path, at: action.location)
        }
        guard let id = action.id else {
            if !action.hasWritten("id") { report(.actionNeeds("id"), in: page.path, at: action.location) }
            return
        }
        if id.value == "open-url" && action.url == nil && !action.hasWritten("url") {
            report(.openURLNeedsURL(), in: page.path, at: id.location)
        }
        if let appActions = settings.appActions, !Page.Action.builtInIDs.contains(id.value), !appActions.contains(id.value) {
            let known = Page.Action.builtInIDs + appActions
            report(.unknownActionID(id.value, nearest: nearest(to: id.value, among: known), known: known), in: page.path, at: id.location)
        }
    }

    /// Checks that a translation keeps its page's release and action, and labels the action.
    package mutating func checkTranslatedRelease(_ translation: Source, of base: Source) {
        let stem = base.name.stem
        if let since = translation.fields.since, since.value != base.fields.since?.value {
            report(.translationChanges("since", pageValue: base.fields.since.map { $0.value.description } ?? "none", stem: stem),
                   in: translation.path, at: since.location)
        }
        switch (base.fields.action, translation.fields.action) {
        case (nil, let action?):
            report(.translationActionWithoutPageAction(stem: stem), in: translation.path, at: action.location)
        case (_?, nil):
            report(.translationActionLabelMissing(translation.name.locale ?? "", stem: stem), in: translation.path)
        case (let page?, let action?):
            if action.label == nil && !action.hasWritten("label") {
                report(.translationActionLabelMissing(translation.name.locale ?? "", stem: stem), in: translation.path, at: action.location)
            }
            if let id = action.id, id.value != page.id?.value {
                report(.translationChanges("action.id", pageValue: page.id.map { "'\($0.value)'" } ?? "none", stem: stem),
                       in: translation.path, at: id.location)
            }
        case (nil, nil):
            break
        }
    }

    /// The action of a page in a locale: the page's id, the translation's label, and its url
    /// when it gives one (a link to help in that language), else the page's.
    package func action(of base: Source, translation: Source?) -> Page.Action? {
        guard let page = base.fields.action, let id = page.id?.value else { return nil }
        let source = translation?.fields.action ?? page
        return Page.Action(id: id, label: source.label?.value.trimmingWhitespace ?? "",
                           url: (source.url ?? page.url)?.value)
    }
}
