import Foundation
import Testing
import WalkthroughManifest

/// `locale-negotiation.json`: which of a site's locales every runtime picks for a user's languages,
/// ICU's `LocaleMatcher`'s answers (scripts/generate-language-matching.py writes them).
struct LocaleNegotiationCase: Decodable, Sendable, CustomTestStringConvertible {
    var locales: [String]
    var preferences: [String]
    var expect: String
    var why: String

    var testDescription: String { "\(preferences) on \(locales): \(why)" }

    static let all: [LocaleNegotiationCase] = {
        struct File: Decodable { var cases: [LocaleNegotiationCase] }
        let data = FileManager.default.contents(atPath: manifestFixtures.appendingPathComponent("locale-negotiation.json").path) ?? Data()
        return (try? JSONDecoder().decode(File.self, from: data))?.cases ?? []
    }()

    /// A manifest in `locales`, the first the default.
    var manifest: WalkthroughManifest {
        let labels = Labels(next: "Next", skip: "Skip", done: "Done", restart: "Start again", back: "Back")
        let walkthrough = LocalizedWalkthrough(direction: .leftToRight, title: "Locales", labels: labels, pages: [Page(index: 0, id: "one", heading: "One")])
        return WalkthroughManifest(
            id: "locales", version: "0123456789ab", kind: .onboarding, audience: .new, defaultLocale: locales[0], behavior: Behavior(),
            seen: SeenSettings(key: "walkthrough.locales.seen", reshow: .never), continueURL: nil, tint: "#5856D6",
            locales: Dictionary(uniqueKeysWithValues: locales.map { ($0, walkthrough) }))
    }
}

@Suite("Locale negotiation by the user's languages")
struct LocaleNegotiationTests {
    @Test("the locale each case of the shared file names", arguments: LocaleNegotiationCase.all)
    func sharedCase(_ example: LocaleNegotiationCase) {
        #expect(example.manifest.resolvedLocale(for: example.preferences) == example.expect)
        #expect(example.manifest.localized(for: example.preferences) == example.manifest.locales[example.expect])
    }

    @Test("the shared file holds the cases the contract names, and a real app's 72 locales")
    func coverage() {
        let cases = LocaleNegotiationCase.all
        #expect(cases.count >= 200)
        #expect(cases.contains { $0.locales.count >= 70 })
        for preference in ["iw_IL", "in-ID", "ji", "zh-Hant-TW", "zh-HK", "zh-Hans-CN", "zh", "pt-BR", "pt", "nb-NO", "sr-Latn-RS", "en_US_POSIX", "en--US",
                           "nn", "yue-HK", "sr-ME", "gsw-CH"] {
            #expect(cases.contains { $0.preferences.contains(preference) }, "a case for \(preference)")
        }
        #expect(cases.contains { $0.preferences.isEmpty })
    }

    @Test("one tag answers as it did for tags that were already canonical", arguments: [
        ("pt-BR", "pt"), ("pt", "pt"), ("PT_br", "pt"), ("en-GB", "en"), ("de", "en"), ("", "en"),
    ])
    func oneTag(tag: String, expected: String) {
        let manifest = LocaleNegotiationCase(locales: ["en", "pt"], preferences: [], expect: "", why: "").manifest
        #expect(manifest.resolvedLocale(for: tag) == expected)
    }
}
