import BuiltInFiles
import Foundation
@testable import SiteMedia
@testable import SiteModel
@testable import SiteRendering
@testable import SiteRules
import Testing
import WalkthroughManifest

/// The manifests of the repository's example content, built in memory.
private func exampleManifests() throws -> [String: Data] {
    let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../content").standardizedFileURL
    let snapshot = try ContentSnapshot.load(from: content, displayPath: "content")
    let site = try #require(Site.validate(snapshot, encoder: ImageCapabilities(identity: "test encoder", writable: [.avif, .webp, .png, .jpeg]), clips: ClipCapabilities(identity: "test ffmpeg")).site)
    let compiled = try #require(SiteTemplates(builtIns: .package).compiled().templates)
    return SiteRenderer.files(for: site, templates: compiled).filter { $0.key.hasSuffix("manifest.json") }.compactMapValues(\.bytes)
}

/// The shared manifest fixtures, which the JVM tests read too.
let manifestFixtures = scenarioFolder.deletingLastPathComponent().appendingPathComponent("manifests")
let minimal = String(decoding: FileManager.default.contents(atPath: manifestFixtures.appendingPathComponent("minimal.json").path) ?? Data(), as: UTF8.self)

/// `decoding.json`: how every runtime decodes `minimal.json` and broken copies of it.
struct DecodingCases: Decodable, Sendable {
    struct Broken: Decodable, Sendable, CustomTestStringConvertible {
        var description: String, original: String, replacement: String, path: String, reason: String?
        var testDescription: String { description }
        /// `minimal.json` with the first occurrence of `original` replaced.
        var text: String? {
            minimal.range(of: original).map { minimal.replacingCharacters(in: $0, with: replacement) }
        }
    }
    /// A copy both runtimes read, and the page spacing it holds.
    struct Accepted: Decodable, Sendable {
        var description: String, original: String, replacement: String, pageSpacing: Int
    }
    var fallback: [[String]]
    var malformed: [Broken]
    var accepted: [Accepted]

    static let shared: DecodingCases? = FileManager.default.contents(atPath: manifestFixtures.appendingPathComponent("decoding.json").path)
        .flatMap { try? JSONDecoder().decode(DecodingCases.self, from: $0) }
}

@Suite("Decoding manifests")
struct ManifestDecodingTests {
    @Test("every manifest of the example site decodes, in every locale, with fallback")
    func exampleSite() throws {
        let manifests = try exampleManifests()
        #expect(manifests.keys.sorted() == ["manifest.json", "tour/manifest.json", "whats-new/manifest.json"])
        for (path, data) in manifests {
            let manifest = try WalkthroughManifest(data: data)
            #expect(manifest.locales.keys.sorted() == (path == "manifest.json" ? ["ar", "de", "en", "fr"] : ["en", "fr"]), "\(path)")
            #expect(manifest.localized(for: "fr-CA").title == manifest.locales["fr"]?.title)
            #expect(manifest.localized(for: "it").title == manifest.locales["en"]?.title)
            for locale in manifest.locales.keys {
                let pager = Pager(manifest: manifest, locale: locale)
                #expect(pager.pageCount == manifest.locales["en"]?.pages.count)
                #expect(pager.page.index == 0)
            }
        }
    }

    @Test("before schema version 3 every page is stacked, and restart true and false are the last page and never", arguments: [true, false])
    func olderLayoutAndRestart(restart: Bool) throws {
        let older = minimal.replacingOccurrences(of: #""restart": false"#, with: #""restart": \#(restart)"#)
            .replacingOccurrences(of: #""schemaVersion": 1"#, with: #""schemaVersion": 2"#)
        let manifest = try WalkthroughManifest(data: Data(older.utf8))
        #expect(manifest.behavior.restart == (restart ? .lastPage : .never))
        #expect(manifest.layout == .stacked)
        #expect(manifest.locales["en"]?.pages.allSatisfy { $0.layout == .stacked && $0.imageFocus == nil } == true)
    }

    @Test("a version 3 manifest keeps its layouts, image focus and restart mode through encoding")
    func layoutRoundTrip() throws {
        var manifest = try WalkthroughManifest(data: Data(minimal.utf8))
        manifest.schemaVersion = WalkthroughManifest.supportedSchemaVersion
        manifest.layout = .background
        manifest.behavior.restart = .always
        manifest.locales["en"]?.pages[0].layout = .background
        manifest.locales["en"]?.pages[0].image = Page.Image(src: "images/a.png", width: 1080, height: 2340, alt: "")
        manifest.locales["en"]?.pages[0].imageFocus = Page.ImageFocus(x: 30, y: 12.5)
        let data = try manifest.encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""imageFocus" : {"#) && text.contains(#""x" : 30,"#) && text.contains(#""y" : 12.5"#))
        #expect(text.contains(#""restart" : "always""#) && text.contains(#""layout" : "background""#))
        #expect(try WalkthroughManifest(data: data) == manifest)
    }

    @Test("the shared locale fallbacks: region, then language, then the default")
    func fallback() throws {
        let manifest = try WalkthroughManifest(data: Data(minimal.utf8))
        let cases = try #require(DecodingCases.shared).fallback
        #expect(cases.count >= 5)
        for pair in cases {
            #expect(manifest.resolvedLocale(for: pair[0]) == pair[1], "\(pair[0])")
            #expect(manifest.localized(for: pair[0]) == manifest.locales[pair[1]])
        }
    }

    @Test("each shared broken copy of the minimal manifest throws an error naming its field", arguments: DecodingCases.shared?.malformed ?? [])
    func malformed(_ broken: DecodingCases.Broken) throws {
        let text = try #require(broken.text, "the original text is in minimal.json")
        do {
            _ = try WalkthroughManifest(data: Data(text.utf8))
            Issue.record("decoded a broken manifest")
        } catch {
            #expect(error.path == broken.path, "\(error)")
            if let reason = broken.reason {
                #expect(error.description == (broken.path.isEmpty ? reason : "\(broken.path): \(reason)"))
            }
        }
    }

    @Test("each copy the shared cases call accepted decodes, with the page spacing it holds")
    func accepted() throws {
        let accepted = try #require(DecodingCases.shared).accepted
        #expect(accepted.count >= 3)
        for copy in accepted {
            let range = try #require(minimal.range(of: copy.original))
            let text = minimal.replacingCharacters(in: range, with: copy.replacement)
            #expect(try WalkthroughManifest(data: Data(text.utf8)).behavior.pageSpacing == copy.pageSpacing, "\(copy.description)")
        }
    }

    @Test("the shared decoding cases are there")
    func sharedCasesAreThere() throws {
        #expect(try #require(DecodingCases.shared).malformed.count >= 10)
    }

    @Test("a manifest written by the builder decodes back to the same value")
    func roundTrip() throws {
        let manifest = try WalkthroughManifest(data: Data(minimal.utf8))
        #expect(try WalkthroughManifest(data: try manifest.encoded()) == manifest)
    }
}

@Suite("The seen flag on UserDefaults")
struct SeenStoreTests {
    private func store() -> (SeenStore, UserDefaults) {
        let suite = "walkthrough-tests-\(UUID().uuidString)"
        let defaults = UserDefaults(suiteName: suite)!
        return (SeenStore(defaults: defaults), defaults)
    }

    /// `seen-records.json`: the bytes every runtime stores.
    struct SharedRecords: Decodable {
        struct Written: Decodable { var version: String, outcome: Pager.Outcome, at: String, appVersion: String?, stored: String }
        struct AlsoRead: Decodable { var stored: String, version: String, outcome: Pager.Outcome, appVersion: String? }
        var records: [Written]
        var alsoRead: [AlsoRead]
        var unreadable: [String]

        static func load() throws -> SharedRecords {
            let data = try #require(FileManager.default.contents(atPath: manifestFixtures.appendingPathComponent("seen-records.json").path))
            return try JSONDecoder().decode(SharedRecords.self, from: data)
        }
    }

    @Test("finishing stores the shared bytes, which the web and the JVM store too, and reads them back")
    func markSeen() throws {
        let shared = try SharedRecords.load()
        #expect(shared.records.count >= 2)
        for written in shared.records {
            let (seen, defaults) = store()
            var manifest = try WalkthroughManifest(data: Data(minimal.utf8))
            manifest.seen.reshow = .never
            manifest.version = written.version
            #expect(seen.shouldShow(manifest))
            let date = try #require(ISO8601DateFormatter.withMilliseconds.date(from: written.at))
            seen.markSeen(manifest, outcome: written.outcome, appVersion: written.appVersion.flatMap(AppVersion.init), at: date)
            #expect(defaults.string(forKey: manifest.seen.key) == written.stored)
            #expect(!seen.shouldShow(manifest))
            #expect(seen.lastSeenVersion(for: manifest)?.description == written.appVersion)
            manifest.version = "ffffffffffff"
            #expect(!seen.shouldShow(manifest), "reshow never")
            seen.reset(manifest)
            #expect(seen.shouldShow(manifest))
        }
    }

    @Test("a record in another key order is read; one that is not a record counts as never seen")
    func readsWhatOthersWrote() throws {
        let shared = try SharedRecords.load()
        let manifest = try WalkthroughManifest(data: Data(minimal.utf8))
        for written in shared.alsoRead {
            let (seen, defaults) = store()
            defaults.set(written.stored, forKey: manifest.seen.key)
            #expect(seen.record(for: manifest)?.outcome == written.outcome)
            #expect(seen.record(for: manifest)?.appVersion == written.appVersion)
            #expect(!seen.shouldShow(manifest))
        }
        for text in shared.unreadable {
            let (seen, defaults) = store()
            defaults.set(text, forKey: manifest.seen.key)
            #expect(seen.record(for: manifest) == nil, "\(text)")
            #expect(seen.shouldShow(manifest))
        }
    }

    @Test("with reshow on-change a new version shows again")
    func reshowOnChange() throws {
        let (seen, _) = store()
        var manifest = try WalkthroughManifest(data: Data(minimal.utf8))
        seen.markSeen(manifest, outcome: .done)
        #expect(!seen.shouldShow(manifest))
        manifest.version = "ba9876543210"
        #expect(seen.shouldShow(manifest))
    }
}

extension ISO8601DateFormatter {
    /// The form JavaScript's `toISOString()` writes: UTC with milliseconds.
    static var withMilliseconds: ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }
}
