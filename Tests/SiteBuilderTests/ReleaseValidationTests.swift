import Foundation
import Testing
import WalkthroughManifest

private let whatsNew = "kind: whats-new\n"

@Suite("Releases and actions: kind, audience, since, action, each bad value precisely reported")
struct ReleaseValidationTests {
    @Test("a broken release or action setting in walkthrough.yml gives exactly this diagnostic", arguments: [
        ("kind: whatsnew", "content/walkthrough.yml:1:7: error: 'kind' must be one of onboarding, whats-new, not 'whatsnew'; did you mean 'whats-new'?"),
        ("audience: upgraders", "content/walkthrough.yml:1:11: error: 'audience' must be one of new, upgrading, everyone, not 'upgraders'; did you mean 'upgrading'?"),
        ("audience:", "content/walkthrough.yml:1:10: error: 'audience' has no value; write one of new, upgrading, everyone, or remove the line"),
        ("actions: share-trip", "content/walkthrough.yml:1:10: error: 'actions' must be a list, like [en, fr]"),
        ("actions: [Share Trip]", "content/walkthrough.yml:1:11: error: 'actions' must be lowercase letters, digits and '-', not 'Share Trip'; did you mean 'share-trip'?"),
    ])
    func setting(yaml: String, expected: String) {
        #expect(diagnostics(["walkthrough.yml": yaml + "\n", "01-a.md": page("heading: A")]) == [expected])
    }

    @Test("a bad 'since' or action in a page gives exactly this diagnostic", arguments: [
        (whatsNew, "heading: A", "content/01-a.md:1:1: error: every page of a whats-new walkthrough needs 'since'; write the app version that brought this page's feature, like 2.3 or 2.3.1"),
        (whatsNew, "heading: A\nsince: 2", "content/01-a.md:3:8: error: 'since' must be an app version MAJOR.MINOR or MAJOR.MINOR.PATCH, not '2'; write the app version that brought this page's feature, like 2.3 or 2.3.1"),
        (whatsNew, "heading: A\nsince: v2.3", "content/01-a.md:3:8: error: 'since' must be an app version MAJOR.MINOR or MAJOR.MINOR.PATCH, not 'v2.3'; write the app version that brought this page's feature, like 2.3 or 2.3.1"),
        (whatsNew, "heading: A\nsince: 2.3.1.4", "content/01-a.md:3:8: error: 'since' must be an app version MAJOR.MINOR or MAJOR.MINOR.PATCH, not '2.3.1.4'; write the app version that brought this page's feature, like 2.3 or 2.3.1"),
        (whatsNew, "heading: A\nsince:", "content/01-a.md:3:7: error: 'since' has no value; write the app version that brought this page's feature, like 2.3 or 2.3.1"),
        ("", "heading: A\nsince: 2.3", "content/01-a.md:3:8: error: 'since' belongs to whats-new walkthroughs, and this one is onboarding; remove it, or set 'kind: whats-new' in walkthrough.yml"),
        ("", "heading: A\naction: sign-in", "content/01-a.md:3:9: error: 'action' must be a mapping of 'key: value' lines, not a value"),
        ("", "heading: A\naction:\n  id: sign-in", "content/01-a.md:3:1: error: the action needs 'label'; write the button's text, like 'Turn on notifications'"),
        ("", "heading: A\naction:\n  label: Sign in", "content/01-a.md:3:1: error: the action needs 'id'; write one of open-url, request-notifications, request-location, request-camera, sign-in, next, finish, or your app's own id"),
        ("", "heading: A\naction:\n  label: Sign in\n  id: Sign_In", "content/01-a.md:5:7: error: 'action.id' must be lowercase letters, digits and '-', not 'Sign_In'; did you mean 'sign-in'?"),
        ("", "heading: A\naction:\n  label: Help\n  id: open-url", "content/01-a.md:5:7: error: the 'open-url' action needs 'url'; write url: https://example.com/help, or another action id"),
        ("", "heading: A\naction:\n  label: Help\n  id: open-url\n  url: javascript:alert(1)", "content/01-a.md:6:8: error: 'action.url' must be an https:, http: or site-relative URL, not 'javascript:alert(1)'; write a URL like /app or https://example.com/start"),
        ("", "heading: A\naction:\n  label: Help\n  id: open-url\n  url: /help\n  target: blank", "content/01-a.md:7:3: error: unknown key 'target'; known keys are label, id, url"),
        ("actions: [share-trip]\n", "heading: A\naction:\n  label: Share\n  id: share-tirp", "content/01-a.md:5:7: error: action 'share-tirp' is neither built in nor listed in walkthrough.yml's 'actions'; did you mean 'share-trip'?"),
        ("actions: []\n", "heading: A\naction:\n  label: Sign in\n  id: sign-up", "content/01-a.md:5:7: error: action 'sign-up' is neither built in nor listed in walkthrough.yml's 'actions'; did you mean 'sign-in'?"),
    ])
    func pageRule(settings: String, frontMatter: String, expected: String) {
        var files = ["01-a.md": page(frontMatter)]
        if !settings.isEmpty { files["walkthrough.yml"] = settings }
        #expect(diagnostics(files) == [expected])
    }

    @Test("an app's own action id is accepted when walkthrough.yml lists no actions")
    func anyActionWithoutAList() {
        #expect(diagnostics(["01-a.md": page("heading: A\naction:\n  label: Share\n  id: share-trip")]) == [])
    }

    @Test("a translation takes the page's since and action id, and must label the action", arguments: [
        ("heading: B", "content/01-a.fr.md:1:1: error: 01-a.md has an action, so its 'fr' translation needs the action's label; add 'action:' with 'label: …' in fr to the front matter"),
        ("heading: B\nsince: 2.4\naction:\n  label: Activer", "content/01-a.fr.md:3:8: error: 'since' of a translation must match the page's (2.3); remove it; translations take order, id, draft, since, layout and the action's id from 01-a.md"),
        ("heading: B\naction:\n  label: Activer\n  id: sign-in", "content/01-a.fr.md:5:7: error: 'action.id' of a translation must match the page's ('request-notifications'); remove it; translations take order, id, draft, since, layout and the action's id from 01-a.md"),
    ])
    func translation(frontMatter: String, expected: String) {
        let files = [
            "walkthrough.yml": whatsNew + "locales: [en, fr]\n",
            "01-a.md": page("heading: A\nsince: 2.3\naction:\n  label: Turn on\n  id: request-notifications"),
            "01-a.fr.md": page(frontMatter),
        ]
        #expect(diagnostics(files) == [expected])
    }

    @Test("the manifest carries kind, audience, each page's since and its action in every locale")
    func manifest() throws {
        let built = try #require(site([
            "walkthrough.yml": whatsNew + "locales: [en, fr]\n",
            "01-a.md": page("heading: A\nsince: 2.03"),
            "02-b.md": page("heading: B\nsince: 2.1.0\naction:\n  label: Read more\n  id: open-url\n  url: https://example.com/2.1"),
            "01-a.fr.md": page("heading: A fr"),
            "02-b.fr.md": page("heading: B fr\naction:\n  label: En savoir plus\n  url: https://example.com/fr/2.1"),
        ]))
        let manifest = try #require(built.walkthroughs.first).manifest
        #expect(manifest.kind == .whatsNew && manifest.audience == .upgrading)
        #expect(manifest.locales["en"]?.pages.map(\.since) == ["2.3", "2.1"], "versions are written in their shortest form")
        #expect(manifest.locales["en"]?.pages[1].action == Page.Action(id: "open-url", label: "Read more", url: "https://example.com/2.1"))
        #expect(manifest.locales["fr"]?.pages[1].action == Page.Action(id: "open-url", label: "En savoir plus", url: "https://example.com/fr/2.1"))
        #expect(manifest.locales["fr"]?.pages[0].action == nil)
    }
}
