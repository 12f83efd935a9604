import SiteModel
import SiteSupport

// The codes and messages of releases and actions (`WalkthroughValidator+Releases`).
// docs/diagnostics.md shows each code with an example a test builds.

extension Diagnostic.Code {
    /// A 'since' that is not an app version (MAJOR.MINOR[.PATCH]).
    package static let invalidVersion = Self("invalid-version")
    /// A page of a whats-new walkthrough without 'since', or 'since' in onboarding.
    package static let release = Self("release")
    /// An action without an id or a label, with an id that is not [a-z0-9-]+, or open-url without a
    /// url.
    package static let invalidAction = Self("invalid-action")
    /// An action id that is neither built in nor listed in walkthrough.yml's 'actions'.
    package static let unknownAction = Self("unknown-action")
}

extension Diagnostic.Message {
    package static let sinceHint = "write the app version that brought this page's feature, like 2.3 or 2.3.1"

    package static func notAppVersion(_ key: String, found text: String) -> Self {
        Self(code: .invalidVersion, text: "'\(key)' must be an app version MAJOR.MINOR or MAJOR.MINOR.PATCH, not '\(text)'", hint: sinceHint)
    }

    package static func sinceRequired() -> Self {
        Self(code: .release, text: "every page of a whats-new walkthrough needs 'since'", hint: sinceHint)
    }

    package static func sinceInOnboarding() -> Self {
        Self(code: .release, text: "'since' belongs to whats-new walkthroughs, and this one is onboarding",
             hint: "remove it, or set 'kind: whats-new' in walkthrough.yml")
    }

    package static func actionIDNotSlug(_ key: String, found id: String, suggestion: String) -> Self {
        Self(code: .invalidAction, text: "'\(key)' must be lowercase letters, digits and '-', not '\(id)'",
             hint: suggestion.isEmpty ? NoValueHint.actionID.text : "did you mean '\(suggestion)'?")
    }

    package static func actionNeeds(_ key: String) -> Self {
        Self(code: .invalidAction, text: "the action needs '\(key)'", hint: key == "id" ? NoValueHint.actionID.text : NoValueHint.actionLabel.text)
    }

    package static func openURLNeedsURL() -> Self {
        Self(code: .invalidAction, text: "the 'open-url' action needs 'url'", hint: "write url: https://example.com/help, or another action id")
    }

    package static func unknownActionID(_ id: String, nearest: String?, known: [String]) -> Self {
        Self(code: .unknownAction, text: "action '\(id)' is neither built in nor listed in walkthrough.yml's 'actions'",
             hint: nearest.map { "did you mean '\($0)'?" } ?? "add '\(id)' to actions in walkthrough.yml; known ids are \(known.joined(separator: ", "))")
    }

    package static func translationActionLabelMissing(_ locale: String, stem: String) -> Self {
        Self(code: .invalidAction, text: "\(stem).md has an action, so its '\(locale)' translation needs the action's label",
             hint: "add 'action:' with 'label: …' in \(locale) to the front matter")
    }

    package static func translationActionWithoutPageAction(stem: String) -> Self {
        Self(code: .invalidAction, text: "an action in a translation of a page without one",
             hint: "add the action (with its id) to \(stem).md, or remove it here")
    }

    package static func unsafeActionURL(_ url: String) -> Self {
        Self(code: .unsafeURL, text: "'action.url' must be an https:, http: or site-relative URL, not '\(url)'", hint: continueURLHint)
    }
}
