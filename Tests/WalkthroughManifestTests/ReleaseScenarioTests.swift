import Foundation
import Testing
import WalkthroughManifest

/// One shared release scenario: a walkthrough's kind, audience and pages, what the seen store
/// holds, the app's version, and which pages show. The web pager runs the same files
/// (Tests/BrowserTests/test_releases.py).
struct ReleaseScenario: Decodable, Sendable, CustomTestStringConvertible {
    struct PageRelease: Decodable, Sendable { var id: String, since: String? }
    /// The seen record before the launch; `appVersion` `nil` for one written before app versions.
    struct Stored: Decodable, Sendable { var appVersion: String?, sameContent: Bool? }
    struct Expectation: Decodable, Sendable {
        /// The ids of the pages shown, in order.
        var pages: [String]
        /// The app version the seen record holds after the launch decided, before any finishing.
        var stored: String?
        /// Why nothing shows, when nothing does.
        var notShown: String?
    }

    var name = ""
    var description: String
    var kind: WalkthroughManifest.Kind
    var audience: WalkthroughManifest.Audience
    var reshow: SeenSettings.Reshow
    var pages: [PageRelease]
    var stored: Stored?
    var current: String
    var expect: Expectation

    var testDescription: String { name }

    private enum CodingKeys: String, CodingKey { case description, kind, audience, reshow, pages, stored, current, expect }

    static let folder = scenarioFolder.appendingPathComponent("releases")

    static func all() -> [ReleaseScenario] {
        scenarioFiles(in: folder).compactMap { name, data in
            var scenario = try? JSONDecoder().decode(ReleaseScenario.self, from: data)
            scenario?.name = name
            return scenario
        }
    }

    /// The scenario's walkthrough as a manifest, with one locale.
    var manifest: WalkthroughManifest {
        let labels = Labels(next: "Next", skip: "Skip", done: "Done", restart: "Start again", back: "Back")
        let pages = self.pages.enumerated().map { Page(index: $0, id: $1.id, heading: $1.id, since: $1.since) }
        return WalkthroughManifest(
            id: "releases", version: "0123456789ab", kind: kind, audience: audience, defaultLocale: "en", behavior: Behavior(),
            seen: SeenSettings(key: "walkthrough.releases.seen", reshow: reshow), continueURL: nil, tint: "#5856D6",
            locales: ["en": LocalizedWalkthrough(direction: .leftToRight, title: "Releases", labels: labels, pages: pages)])
    }
}

@Suite("Shared release scenarios")
struct ReleaseScenarioTests {
    private func emptyStore() -> (SeenStore, UserDefaults) {
        let defaults = UserDefaults(suiteName: "release-scenarios-\(UUID().uuidString)")!
        return (SeenStore(defaults: defaults), defaults)
    }

    @Test("the seen store shows exactly the scenario's pages, records what it says, and finishing records the app version",
          arguments: ReleaseScenario.all())
    func scenario(_ scenario: ReleaseScenario) throws {
        let manifest = scenario.manifest
        let (store, defaults) = emptyStore()
        if let stored = scenario.stored {
            var record: [String: String] = ["version": stored.sameContent == false ? "ffffffffffff" : manifest.version,
                                            "outcome": "done", "at": "2026-01-01T00:00:00.000Z"]
            record["appVersion"] = stored.appVersion
            defaults.set(String(decoding: try JSONEncoder().encode(record), as: UTF8.self), forKey: manifest.seen.key)
        }
        let current = try #require(AppVersion(scenario.current))

        let decision = store.decision(for: manifest, locale: "en", current: current)
        let pages = decision.pages
        #expect(decision.reasonNotShown?.rawValue == scenario.expect.notShown)

        #expect(pages.map(\.id) == scenario.expect.pages)
        #expect(store.record(for: manifest)?.appVersion == scenario.expect.stored)
        if !pages.isEmpty {
            var pager = Pager(manifest: manifest, locale: "en", pages: pages)
            pager.go(to: pager.pageCount - 1)
            pager.next()
            store.markSeen(manifest, outcome: try #require(pager.outcome), appVersion: current)
            #expect(store.lastSeenVersion(for: manifest) == current)
            #expect(store.pagesToShow(of: manifest, locale: "en", current: current).isEmpty, "nothing shows again at the same version")
        }
    }

    @Test("the scenarios cover every case the design names")
    func coverage() {
        let scenarios = ReleaseScenario.all()
        #expect(scenarios.count == scenarioFiles(in: ReleaseScenario.folder).count, "every release scenario file decodes")
        #expect(scenarios.count >= 15)
        let names = scenarios.map(\.name)
        for needed in ["fresh-install", "one-version-skipped", "three-versions-skipped", "patch-release", "downgrade", "empty-selection"] {
            #expect(names.contains { $0.contains(needed) }, "a scenario for \(needed)")
        }
        #expect(Set(scenarios.map(\.kind)) == Set(WalkthroughManifest.Kind.allCases))
        #expect(Set(scenarios.map(\.audience)) == Set(WalkthroughManifest.Audience.allCases))
    }
}
