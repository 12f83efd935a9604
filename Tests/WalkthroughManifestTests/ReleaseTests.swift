import Foundation
import Testing
import WalkthroughManifest

/// `app-versions.json`: how every runtime reads and orders app versions.
struct SharedAppVersions: Decodable {
    var valid: [[String]]
    var malformed: [String]
    var ordered: [[String]]
    var equal: [[String]]

    static func load() throws -> SharedAppVersions {
        let data = try #require(FileManager.default.contents(atPath: manifestFixtures.appendingPathComponent("app-versions.json").path))
        return try JSONDecoder().decode(SharedAppVersions.self, from: data)
    }
}

@Suite("App versions")
struct AppVersionTests {
    @Test("the shared versions parse to their shortest form, the malformed ones do not, and they order numerically")
    func sharedCases() throws {
        let shared = try SharedAppVersions.load()
        #expect(shared.valid.count >= 5 && shared.malformed.count >= 10 && shared.ordered.count >= 3)
        for pair in shared.valid {
            #expect(AppVersion(pair[0])?.description == pair[1], "\(pair[0])")
        }
        for text in shared.malformed {
            #expect(AppVersion(text) == nil, "\(text)")
        }
        for pair in shared.ordered {
            #expect(try #require(AppVersion(pair[0])) < #require(AppVersion(pair[1])), "\(pair)")
        }
        for pair in shared.equal {
            #expect(AppVersion(pair[0]) == AppVersion(pair[1]), "\(pair)")
        }
    }
}

@Suite("Release pages and schema versions")
struct ReleasePagesTests {
    private func manifest(kind: WalkthroughManifest.Kind, audience: WalkthroughManifest.Audience? = nil, since: [String?]) -> WalkthroughManifest {
        let labels = Labels(next: "Next", skip: "Skip", done: "Done", restart: "Again", back: "Back")
        let pages = since.enumerated().map { Page(index: $0, id: "p\($0)", heading: "P\($0)", since: $1) }
        return WalkthroughManifest(id: "w", version: "0123456789ab", kind: kind, audience: audience, defaultLocale: "en",
                                   behavior: Behavior(), seen: SeenSettings(key: "k"), continueURL: nil, tint: "#000",
                                   locales: ["en": LocalizedWalkthrough(direction: .leftToRight, title: "T", labels: labels, pages: pages)])
    }

    @Test("whats-new shows the pages after the last seen version up to the current one, numbered from 0")
    func window() throws {
        let whatsNew = manifest(kind: .whatsNew, since: ["1.1", "2.0", "2.1", "2.2"])
        let pages = whatsNew.releasePages(locale: "en", lastSeen: AppVersion("1.1"), current: try #require(AppVersion("2.1.3")))
        #expect(pages.map(\.id) == ["p1", "p2"])
        #expect(pages.map(\.index) == [0, 1])
    }

    @Test("the audience decides on a fresh install and after an update", arguments: [
        (WalkthroughManifest.Kind.onboarding, WalkthroughManifest.Audience?.none, true, 2), (.onboarding, nil, false, 0),
        (.onboarding, .everyone, false, 2), (.onboarding, .upgrading, true, 0),
        (.whatsNew, nil, true, 0), (.whatsNew, nil, false, 2), (.whatsNew, .everyone, true, 2), (.whatsNew, .new, false, 0),
    ])
    func audience(kind: WalkthroughManifest.Kind, audience: WalkthroughManifest.Audience?, freshInstall: Bool, shown: Int) throws {
        let walkthrough = manifest(kind: kind, audience: audience, since: kind == .whatsNew ? ["1.5", "2.0"] : [nil, nil])
        let lastSeen = freshInstall ? nil : AppVersion("1.0")
        #expect(walkthrough.releasePages(locale: "en", lastSeen: lastSeen, current: try #require(AppVersion("2.0"))).count == shown)
    }

    @Test("a version 1 manifest reads as an onboarding for new users, and a new one round-trips with releases and actions")
    func schemaVersions() throws {
        var whatsNew = manifest(kind: .whatsNew, since: ["2.0", "2.1"])
        whatsNew.locales["en"]?.pages[1].action = Page.Action(id: "request-notifications", label: "Turn on")
        let data = try whatsNew.encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""schemaVersion" : \#(WalkthroughManifest.supportedSchemaVersion)"#) && text.contains(#""kind" : "whats-new""#) && text.contains(#""audience" : "upgrading""#))
        #expect(text.contains(#""since" : "2.1""#) && text.contains(#""url" : null"#))
        #expect(try WalkthroughManifest(data: data) == whatsNew)

        var old = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        old["schemaVersion"] = 1
        old.removeValue(forKey: "kind")
        old.removeValue(forKey: "audience")
        var locale = (old["locales"] as! [String: Any])["en"] as! [String: Any]
        locale["pages"] = (locale["pages"] as! [[String: Any]]).map { $0.filter { $0.key != "since" && $0.key != "action" } }
        old["locales"] = ["en": locale]
        let decoded = try WalkthroughManifest(data: try JSONSerialization.data(withJSONObject: old))
        #expect(decoded.kind == .onboarding && decoded.audience == .new)
        #expect(decoded.locales["en"]?.pages.allSatisfy { $0.since == nil && $0.action == nil } == true)
    }
}

@Suite("The seen store and app versions")
struct SeenStoreVersionTests {
    @Test("the last seen version is stored beside the seen flag, in the web's JSON form")
    func lastSeen() throws {
        let defaults = UserDefaults(suiteName: "seen-versions-\(UUID().uuidString)")!
        let store = SeenStore(defaults: defaults)
        let manifest = WalkthroughManifest(id: "w", version: "0123456789ab", defaultLocale: "en", behavior: Behavior(),
                                           seen: SeenSettings(key: "k"), continueURL: nil, tint: "#000", locales: [:])
        #expect(store.lastSeenVersion(for: manifest) == nil)
        store.markSeen(manifest, outcome: .done, appVersion: AppVersion("2.1.0"), at: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(defaults.string(forKey: "k") == #"{"appVersion":"2.1","at":"2027-01-15T08:00:00.000Z","outcome":"done","version":"0123456789ab"}"#)
        #expect(store.lastSeenVersion(for: manifest) == AppVersion("2.1"))
    }
}
