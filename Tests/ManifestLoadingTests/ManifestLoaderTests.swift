import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import ManifestLoading
import TestSupport
import Testing
import WalkthroughManifest

/// A manifest of two pages whose picture lies beside the walkthrough's folder, as build-site
/// publishes a sub-folder walkthrough's (`../images/…`); `heading` tells copies apart. With
/// `clip`, the second page has a clip in AV1 and H.264 (`../clips/…`).
private func manifestJSON(heading: String, schemaVersion: Int = WalkthroughManifest.supportedSchemaVersion, clip: Bool = false) throws -> Data {
    let labels = Labels(next: "Next", skip: "Skip", done: "Done", restart: "Again", back: "Back")
    let image = Page.Image(src: "../images/map.1a2b3c4d.png", width: 720, height: 1560, alt: "A map",
                           variants: [.init(src: "../images/map-360w.5d0c7a41.webp", width: 360, height: 780, format: .webp)])
    let poster = Page.Image(src: "../images/trip-poster.9f8e7d6c.png", width: 720, height: 1280, alt: "A trip shared with friends",
                            variants: [.init(src: "../images/trip-poster-360w.0a1b2c3d.webp", width: 360, height: 640, format: .webp)])
    let video = Page.Video(poster: poster, variants: [
        .init(src: "../clips/trip-360w-av1.4e5f6a7b.mp4", width: 360, height: 640, format: "mp4", codec: "av01.0.01M.08", bytes: 900),
        .init(src: "../clips/trip-360w-h264.8c9d0e1f.mp4", width: 360, height: 640, format: "mp4", codec: "avc1.64001E", bytes: 1000),
    ])
    let pages = [Page(index: 0, id: "maps", heading: heading, image: image), Page(index: 1, id: "trips", heading: "Trips", video: clip ? video : nil)]
    let manifest = WalkthroughManifest(schemaVersion: schemaVersion, id: "whats-new", version: "0123456789ab", defaultLocale: "en",
                                       behavior: Behavior(), seen: SeenSettings(key: "k"), continueURL: nil, tint: "#000",
                                       locales: ["en": LocalizedWalkthrough(direction: .leftToRight, title: "New", labels: labels, pages: pages)])
    return try manifest.encoded()
}

/// The server's manifest under a sub-path, with an ETag, answering `304` to a matching `If-None-Match`.
private func serving(_ body: Data, etag: String, delay: TimeInterval = 0, gate: ScriptedServer.Gate? = nil) -> @Sendable (ScriptedServer.Request) -> ScriptedServer.Response {
    { request in
        guard request.path == "/some/prefix/whats-new/manifest.json" else { return .init(status: 404) }
        if request.headers["if-none-match"] == etag { return .init(status: 304, headers: ["ETag": etag], delay: delay, gate: gate) }
        return .init(status: 200, headers: ["ETag": etag, "Content-Type": "application/json"], body: body, delay: delay, gate: gate)
    }
}

private struct Fixture {
    let server: ScriptedServer
    let cache: URL
    let bundled: URL
    let session = URLSession(configuration: .ephemeral)

    init(_ respond: @escaping @Sendable (ScriptedServer.Request) -> ScriptedServer.Response) throws {
        server = try ScriptedServer(respond)
        let folder = try TestFolders.make("loader")
        cache = folder.appendingPathComponent("Caches")
        bundled = folder.appendingPathComponent("Bundle/manifest.json")
        try FileManager.default.createDirectory(at: bundled.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manifestJSON(heading: "Bundled").write(to: bundled)
    }

    /// A loader; unless a test is about the timeout, one long enough for a build under sanitizers.
    func loader(timeout: TimeInterval = 60, bundled: Bool = true, maximumManifestBytes: Int = 1 << 20, maximumImageBytes: Int = 10 << 20) -> ManifestLoader {
        ManifestLoader(url: server.url("/some/prefix/whats-new/manifest.json"), bundled: bundled ? self.bundled : nil,
                       cacheDirectory: cache, session: session, timeout: timeout,
                       maximumManifestBytes: maximumManifestBytes, maximumImageBytes: maximumImageBytes)
    }
}

private func heading(_ loaded: LoadedManifest) -> String? { loaded.manifest?.locales["en"]?.pages.first?.heading }

@Suite("Loading a hosted manifest: network, cache, bundle, timeout", .serialized)
struct ManifestLoaderTests {
    @Test("the first load comes from the network; the second is a 304 answered from the cache")
    func networkThenCache() async throws {
        let fixture = try Fixture(serving(try manifestJSON(heading: "Version 1"), etag: "\"v1\""))
        let first = await fixture.loader().load()
        #expect(first.source == .network && first.reason == nil && heading(first) == "Version 1")

        let second = await fixture.loader().load()
        #expect(second.source == .cache && second.reason == nil && heading(second) == "Version 1")
        #expect(fixture.server.requests.map { $0.headers["if-none-match"] } == [nil, "\"v1\""])
    }

    @Test("image URLs resolve against the manifest's own URL, sub-path included, from the network and the cache")
    func imageURLs() async throws {
        let fixture = try Fixture(serving(try manifestJSON(heading: "Version 1"), etag: "\"v1\""))
        for _ in 0..<2 {
            let loaded = await fixture.loader().load()
            let image = try #require(loaded.manifest?.locales["en"]?.pages.first?.image)
            #expect(loaded.url(for: image) == fixture.server.url("/some/prefix/images/map.1a2b3c4d.png"))
            #expect(loaded.url(for: image.variants[0]) == fixture.server.url("/some/prefix/images/map-360w.5d0c7a41.webp"))
        }
    }

    @Test("with the server down, the cached copy is shown, with the reason")
    func serverDownUsesCache() async throws {
        let fixture = try Fixture(serving(try manifestJSON(heading: "Version 1"), etag: "\"v1\""))
        _ = await fixture.loader().load()
        fixture.server.stop()
        let loaded = await fixture.loader().load()
        #expect(loaded.source == .cache && heading(loaded) == "Version 1")
        #expect(loaded.reason?.hasPrefix("network error") == true)
    }

    @Test("with no cache and the server down, the bundled copy is shown, resolving images beside it")
    func serverDownWithoutCacheUsesBundle() async throws {
        let fixture = try Fixture(serving(Data(), etag: ""))
        fixture.server.stop()
        let loaded = await fixture.loader().load()
        #expect(loaded.source == .bundled && heading(loaded) == "Bundled")
        #expect(loaded.reason?.hasPrefix("network error") == true)
        let image = try #require(loaded.manifest?.locales["en"]?.pages.first?.image)
        #expect(loaded.url(for: image) == fixture.bundled.deletingLastPathComponent().appendingPathComponent("../images/map.1a2b3c4d.png").standardizedFileURL)
    }

    @Test("with nothing at all, the result is .none with the reason, not an error")
    func nothing() async throws {
        let fixture = try Fixture { _ in .init(status: 503) }
        let loaded = await fixture.loader(bundled: false).load()
        #expect(loaded.source == .none && loaded.manifest == nil)
        #expect(loaded.reason == "HTTP 503")
    }

    @Test("a bad answer keeps the previous copy and says why", arguments: [
        (500, "{", "HTTP 500"),
        (200, "{\"schemaVersion\": 2,", "the manifest does not decode: not valid JSON"),
        (200, "SCHEMA9", "schemaVersion 9 is newer"),
    ])
    func badAnswerKeepsCache(status: Int, body: String, reason: String) async throws {
        let fixture = try Fixture(serving(try manifestJSON(heading: "Version 1"), etag: "\"v1\""))
        _ = await fixture.loader().load()
        let bad = body == "SCHEMA9" ? try manifestJSON(heading: "Version 9", schemaVersion: 9) : Data(body.utf8)
        fixture.server.respond { _ in .init(status: status, headers: ["ETag": "\"v2\""], body: bad) }
        let loaded = await fixture.loader().load()
        #expect(loaded.source == .cache && heading(loaded) == "Version 1" && loaded.reason == reason)
        fixture.server.respond(serving(try manifestJSON(heading: "Version 1"), etag: "\"v1\""))
        #expect(await fixture.loader().load().source == .cache, "the cache still holds version 1 and its ETag")
    }

    @Test("refreshInBackground after a load fetches again; an infinite timeout simply waits for the network")
    func refreshAndInfiniteTimeout() async throws {
        let fixture = try Fixture(serving(try manifestJSON(heading: "Version 1"), etag: "\"v1\""))
        let loader = fixture.loader(timeout: .infinity)
        #expect(await loader.load().source == .network)
        _ = await loader.refreshInBackground().value
        #expect(fixture.server.requests.map { $0.headers["if-none-match"] } == [nil, "\"v1\""])
    }

    @Test("a server slower than the timeout: the cached copy at once, the fresh copy at the next launch")
    func slowServer() async throws {
        let fixture = try Fixture(serving(try manifestJSON(heading: "Version 1"), etag: "\"v1\""))
        _ = await fixture.loader().load()
        // The server answers only once the loader has given up waiting for it.
        let slow = ScriptedServer.Gate()
        fixture.server.respond(serving(try manifestJSON(heading: "Version 2"), etag: "\"v2\"", gate: slow))
        let loader = fixture.loader(timeout: 0.3)
        let loaded = await loader.load()
        #expect(loaded.source == .cache && heading(loaded) == "Version 1" && loaded.reason == "timed out after 0.3 s",
                "the first screen does not wait for the server")

        let refresh = await loader.refreshInBackground()
        slow.open()
        _ = await refresh.value
        fixture.server.stop()
        let nextLaunch = await fixture.loader().load()
        #expect(nextLaunch.source == .cache && heading(nextLaunch) == "Version 2")
    }
}

@Suite("Prefetching a walkthrough's pictures for offline use")
struct ImagePrefetchTests {
    @Test("the variant for the screen is downloaded once into the cache and shows with the server down")
    func prefetch() async throws {
        let manifest = try manifestJSON(heading: "Version 1")
        let fixture = try Fixture { request in
            switch request.path {
            case "/some/prefix/whats-new/manifest.json": return .init(status: 200, headers: ["ETag": "\"v1\""], body: manifest)
            case "/some/prefix/images/map-360w.5d0c7a41.webp": return .init(status: 200, headers: ["Content-Type": "image/webp"], body: Data("WEBP bytes".utf8))
            default: return .init(status: 404)
            }
        }
        let loader = fixture.loader()
        let loaded = await loader.load()
        let copies = await loader.prefetchImages(of: loaded, locale: "en", pointWidth: 120, scale: 3, supportedFormats: [.avif, .webp, .png])
        let remote = fixture.server.url("/some/prefix/images/map-360w.5d0c7a41.webp")
        #expect(Array(copies.keys) == [remote])
        #expect(try Data(contentsOf: try #require(copies[remote])) == Data("WEBP bytes".utf8))

        fixture.server.stop()
        let offline = await fixture.loader().load()
        let image = try #require(offline.manifest?.locales["en"]?.pages.first?.image)
        let variant = try #require(image.bestVariant(forPointWidth: 120, scale: 3, supportedFormats: [.webp]))
        #expect(fixture.loader().cachedImage(for: try #require(offline.url(for: variant))) == copies[remote])
        #expect(fixture.server.requests.filter { $0.path.hasSuffix(".webp") }.count == 1)
    }
}

@Suite("Prefetching a walkthrough's clips for offline use")
struct ClipPrefetchTests {
    static let clipPaths = ["/some/prefix/clips/trip-360w-av1.4e5f6a7b.mp4", "/some/prefix/clips/trip-360w-h264.8c9d0e1f.mp4"]

    private static func fixture(clipType: String = "video/mp4", clipBytes: Int = 1000) throws -> Fixture {
        let manifest = try manifestJSON(heading: "Version 1", clip: true)
        return try Fixture { request in
            switch request.path {
            case "/some/prefix/whats-new/manifest.json": return .init(status: 200, body: manifest)
            case let path where path.hasSuffix(".webp"): return .init(status: 200, headers: ["Content-Type": "image/webp"], body: Data(path.utf8))
            case let path where clipPaths.contains(path): return .init(status: 200, headers: ["Content-Type": clipType], body: Data(repeating: 0x4D, count: clipBytes))
            default: return .init(status: 404)
            }
        }
    }

    @Test("a clip's poster is prefetched as a picture; its variant for the player's codecs only when asked")
    func postersAndAskedClips() async throws {
        let fixture = try Self.fixture()
        let loader = fixture.loader()
        let loaded = await loader.load()
        let pictures = await loader.prefetchImages(of: loaded, locale: "en", pointWidth: 120, scale: 3, supportedFormats: [.webp])
        #expect(Set(pictures.keys.map(\.path)) == ["/some/prefix/images/map-360w.5d0c7a41.webp", "/some/prefix/images/trip-poster-360w.0a1b2c3d.webp"])
        let withClips = await loader.prefetchImages(of: loaded, locale: "en", pointWidth: 120, scale: 3, supportedFormats: [.webp], clipCodecs: ["vp09", "avc1"])
        let clip = fixture.server.url(Self.clipPaths[1])
        #expect(Set(withClips.keys) == Set(pictures.keys).union([clip]))
        #expect(try Data(contentsOf: try #require(loader.cachedImage(for: clip))) == Data(repeating: 0x4D, count: 1000))
        #expect(fixture.server.requests.filter { $0.path.hasSuffix(".mp4") }.map(\.path) == [Self.clipPaths[1]], "the AV1 file is never asked for")
    }

    @Test("a prefetched clip must be a video within the clip limit")
    func onlyClips() async throws {
        let page = try Self.fixture(clipType: "text/html")
        let loaded = await page.loader().load()
        let clip = page.server.url(Self.clipPaths[0])
        #expect(await page.loader().prefetchImages(of: loaded, locale: "en", pointWidth: 120, scale: 3, supportedFormats: [], clipCodecs: ["av01"]).isEmpty)
        let large = try Self.fixture(clipBytes: 5000)
        let limited = ManifestLoader(url: large.server.url("/some/prefix/whats-new/manifest.json"), bundled: nil, cacheDirectory: large.cache,
                                     session: large.session, timeout: 60, maximumClipBytes: 4999)
        let loadedLarge = await limited.load()
        #expect(await limited.prefetchImages(of: loadedLarge, locale: "en", pointWidth: 120, scale: 3, supportedFormats: [], clipCodecs: ["av01"]).isEmpty)
        #expect(await large.loader().prefetchImages(of: loadedLarge, locale: "en", pointWidth: 120, scale: 3, supportedFormats: [], clipCodecs: ["av01"]).keys.map(\.path) == [Self.clipPaths[0]])
        #expect(ManifestLoader(url: clip, bundled: nil, cacheDirectory: large.cache).maximumClipBytes == 20 << 20)
    }
}

@Suite("The loader's limits")
struct LoaderLimitTests {
    @Test("a manifest over the size limit is refused, and the bundled copy shows, saying why")
    func manifestOverTheLimit() async throws {
        let body = try manifestJSON(heading: "Too long")
        let fixture = try Fixture(serving(body, etag: "\"v1\""))
        #expect(ManifestLoader(url: fixture.server.url("/"), bundled: nil, cacheDirectory: fixture.cache).maximumManifestBytes == 1 << 20)
        let loaded = await fixture.loader(maximumManifestBytes: body.count - 1).load()
        #expect(loaded.source == .bundled)
        #expect(loaded.reason == "the manifest is larger than \(body.count - 1) bytes")
        #expect(heading(loaded) == "Bundled")
        #expect(await fixture.loader(maximumManifestBytes: body.count).load().source == .network, "at the limit it loads")
    }

    @Test("a body past the limit without a Content-Length, a Content-Length that lies and a redirect to another scheme leave the last good copy, within the timeout")
    func hostileServers() async throws {
        let body = try manifestJSON(heading: "Good")
        let fixture = try Fixture(serving(body, etag: "\"v1\""))
        #expect(await fixture.loader().load().source == .network)

        // 4 MiB of no stated length (the JVM's test sends one without end; here, under ThreadSanitizer,
        // a flood without end starved the tests beside it).
        fixture.server.respond { _ in .init(status: 200, body: Data(repeating: 0x20, count: 65_536), sendsLength: false, repeats: 64) }
        let unsized = await fixture.loader(timeout: 30).load()
        #expect(unsized.source == .cache && heading(unsized) == "Good")
        #expect(unsized.reason == "the manifest is larger than 1 MiB")

        // The server closes after half the stated length: a network error at once, not the timeout,
        // which stays long enough for a machine busy with sanitizers to tell the two apart.
        fixture.server.respond { _ in .init(status: 200, body: body, contentLength: body.count * 2) }
        let lying = await fixture.loader(timeout: 30).load()
        #expect(lying.source == .cache && heading(lying) == "Good", "\(lying.reason ?? "")")
        #expect(lying.reason?.hasPrefix("network error: ") == true, "\(lying.reason ?? "")")

        fixture.server.respond { _ in .init(status: 301, headers: ["Location": "https://127.0.0.1:1/manifest.json"]) }
        let redirected = await fixture.loader().load()
        #expect(redirected.source == .cache && heading(redirected) == "Good")
        #expect(redirected.reason == "HTTP 301 to https://127.0.0.1:1/manifest.json, another scheme, not followed")
    }

    @Test("prefetch keeps only pictures: not a page sent instead, nor one over the image limit")
    func onlyPictures() async throws {
        let manifest = try manifestJSON(heading: "Version 1")
        let answers = try Fixture { request in
            switch request.path {
            case "/some/prefix/whats-new/manifest.json": return .init(status: 200, body: manifest)
            case "/some/prefix/images/map-360w.5d0c7a41.webp": return .init(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>Sign in</html>".utf8))
            default: return .init(status: 404)
            }
        }
        let loader = answers.loader()
        let loaded = await loader.load()
        #expect(await loader.prefetchImages(of: loaded, locale: "en", pointWidth: 120, scale: 3, supportedFormats: [.webp]).isEmpty)
        answers.server.respond { request in
            request.path.hasSuffix(".webp") ? .init(status: 200, headers: ["Content-Type": "image/webp"], body: Data(repeating: 0x52, count: 2000)) : .init(status: 404)
        }
        let small = answers.loader(maximumImageBytes: 1000)
        #expect(await small.prefetchImages(of: loaded, locale: "en", pointWidth: 120, scale: 3, supportedFormats: [.webp]).isEmpty)
        #expect(await loader.prefetchImages(of: loaded, locale: "en", pointWidth: 120, scale: 3, supportedFormats: [.webp]).count == 1)
    }
}

@Suite("Resolving a manifest's paths")
struct PathResolutionTests {
    struct SharedCases: Decodable {
        struct Case: Decodable { var base: String, path: String, expect: String }
        var cases: [Case]
    }

    @Test("paths resolve against where the manifest came from as the shared cases say, which the JVM tests read too")
    func sharedCases() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/manifests/url-resolution.json")
        let shared = try JSONDecoder().decode(SharedCases.self, from: try Data(contentsOf: file))
        #expect(shared.cases.count >= 10)
        for wanted in shared.cases {
            let loaded = LoadedManifest(manifest: nil, source: .network, reason: nil, baseURL: URL(string: wanted.base))
            #expect(loaded.resolve(wanted.path)?.absoluteString == wanted.expect, "\(wanted.path) against \(wanted.base)")
        }
    }
}

@Suite("A loader's care of the app: cancellation, one decoding per launch")
struct LoaderCareTests {
    @Test("cancelling prefetchImages ends the download under way and starts no other")
    func cancelledPrefetch() async throws {
        let manifest = try manifestJSON(heading: "Version 1", clip: true)
        let fixture = try Fixture { request in
            switch request.path {
            case "/some/prefix/whats-new/manifest.json": return .init(status: 200, body: manifest)
            // The first picture's answer is slow; the poster's and the clip's would be quick.
            case "/some/prefix/images/map-360w.5d0c7a41.webp": return .init(status: 200, headers: ["Content-Type": "image/webp"], body: Data("slow".utf8), delay: 10)
            case let path where path.hasSuffix(".webp"): return .init(status: 200, headers: ["Content-Type": "image/webp"], body: Data(path.utf8))
            default: return .init(status: 200, headers: ["Content-Type": "video/mp4"], body: Data(repeating: 0x4D, count: 100))
            }
        }
        let loader = fixture.loader()
        let loaded = await loader.load()
        let prefetch = Task { await loader.prefetchImages(of: loaded, locale: "en", pointWidth: 120, scale: 3, supportedFormats: [.webp], clipCodecs: ["avc1"]) }
        while !fixture.server.requests.contains(where: { $0.path.hasSuffix("map-360w.5d0c7a41.webp") }) { try await Task.sleep(nanoseconds: 10_000_000) }
        let cancelled = Date()
        prefetch.cancel()
        let copies = await prefetch.value
        #expect(Date().timeIntervalSince(cancelled) < 5, "the download under way ended, not after the server's 10 s")
        #expect(copies.isEmpty)
        #expect(fixture.server.requests.map(\.path).filter { !$0.hasSuffix("manifest.json") } == ["/some/prefix/images/map-360w.5d0c7a41.webp"],
                "no other download started")
        #expect(loader.cachedImage(for: fixture.server.url("/some/prefix/images/map-360w.5d0c7a41.webp")) == nil)
    }

    @Test("the cached copy is decoded once per launch: the same loader keeps it, the next launch reads the file again")
    func cacheDecodedOnce() async throws {
        let fixture = try Fixture(serving(try manifestJSON(heading: "Version 1"), etag: "\"v1\""))
        let loader = fixture.loader(bundled: false)
        #expect(await loader.load().source == .network)
        let file = try #require(try FileManager.default.contentsOfDirectory(at: fixture.cache, includingPropertiesForKeys: nil)
            .first { $0.lastPathComponent.hasPrefix("manifest-") })
        try Data("not a cache file".utf8).write(to: file)
        fixture.server.stop()
        let again = await loader.load()
        #expect(again.source == .cache && heading(again) == "Version 1", "kept in memory, not decoded from the file again")
        let nextLaunch = await fixture.loader(bundled: false).load()
        #expect(nextLaunch.source == .none, "a new loader reads the file, which is no longer a cache")
    }
}

@Suite("The loader's timeout")
struct LoaderTimeoutTests {
    @Test("a fetch that answers at once is never taken for one that timed out")
    func answerBeforeTheTimeout() async {
        for _ in 0..<2000 {
            let answered = Task { ManifestLoader.Fetch.failed("HTTP 503") }
            #expect(await ManifestLoader.first(of: answered, orAfter: 60) != nil)
        }
    }
}
