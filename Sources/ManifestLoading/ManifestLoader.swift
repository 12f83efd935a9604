import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import WalkthroughManifest

/// Loads a walkthrough's hosted `manifest.json`, so an installed app shows new content without a
/// release, and always ends with something to show:
///
/// 1. it asks the server with a conditional request (`If-None-Match`, `If-Modified-Since` of the
///    cached copy); a `304` confirms the cache; a `200` that decodes, has a schema this library
///    reads and images whose paths resolve replaces the cache;
/// 2. otherwise (network error, timeout, `5xx`, a body that does not decode, a newer schema) it
///    shows the cached copy, else the bundled one, and says why in `reason`.
///
/// The first screen never waits longer than `timeout`: past it, `load()` returns the cached or
/// bundled copy, and the fetch goes on in the background to cache the fresh copy for the next
/// launch.
public actor ManifestLoader {
    /// The hosted manifest.
    public let url: URL
    /// The copy shipped in the app, shown when neither the network nor the cache has one.
    public let bundled: URL?
    /// Seconds `load()` waits for the network before it shows the cached or bundled copy.
    public let timeout: TimeInterval
    /// Where the manifest and prefetched pictures and clips are kept between launches.
    public nonisolated let cacheDirectory: URL
    /// A manifest longer than this is refused (the cached or bundled copy shows, and `reason` says why).
    public nonisolated let maximumManifestBytes: Int
    /// A prefetched picture longer than this is not kept.
    public nonisolated let maximumImageBytes: Int
    /// A prefetched clip longer than this is not kept.
    public nonisolated let maximumClipBytes: Int
    /// Every request of this loader, through one URLSession made from the app's session's configuration.
    let transfers: LimitedTransfer
    private let cache: ManifestCache
    /// The fetch under way, and its number, so that it clears itself and no other.
    private var running: (number: Int, task: Task<Fetch, Never>)?
    private var fetchCount = 0

    public init(url: URL, bundled: URL?, cacheDirectory: URL, session: URLSession = .shared, timeout: TimeInterval = 3,
                maximumManifestBytes: Int = 1 << 20, maximumImageBytes: Int = 10 << 20, maximumClipBytes: Int = 20 << 20) {
        self.maximumManifestBytes = maximumManifestBytes
        self.maximumImageBytes = maximumImageBytes
        self.maximumClipBytes = maximumClipBytes
        self.url = url
        self.bundled = bundled
        self.timeout = timeout
        self.transfers = LimitedTransfer(configuration: session.configuration)
        self.cacheDirectory = cacheDirectory
        self.cache = ManifestCache(for: url, in: cacheDirectory)
    }

    /// The manifest to show now. Never throws: `source` is `.none`, with the reason, only when
    /// the network, the cache and the bundle all failed.
    public func load() async -> LoadedManifest {
        let cached = cache.read()
        switch await Self.first(of: fetch(), orAfter: timeout) {
        case .fresh(let manifest, let source)?:
            return LoadedManifest(manifest: manifest, source: .network, reason: nil, baseURL: source)
        case .notModified? where cached != nil:
            return LoadedManifest(manifest: cached?.manifest, source: .cache, reason: nil, baseURL: cached?.validators.url)
        case .notModified?:
            return fallback(because: "HTTP 304, but the cached copy is gone", cached: nil)
        case .failed(let reason)?:
            return fallback(because: reason, cached: cached)
        case nil:
            return fallback(because: "timed out after \(Self.seconds(timeout))", cached: cached)
        }
    }

    /// Fetches the manifest and caches a fresh copy for the next `load()`, without waiting (when
    /// the app goes to the background, say); while a fetch is under way (one that outlived
    /// `load()`'s timeout), returns that one instead of starting another.
    @discardableResult
    public func refreshInBackground() -> Task<Fetch, Never> {
        fetch()
    }

    deinit {
        transfers.invalidate()
    }

    private func fetch() -> Task<Fetch, Never> {
        if let running { return running.task }
        fetchCount += 1
        let (number, url, transfers, cache, validators, limit) = (fetchCount, url, transfers, cache, cache.read()?.validators, maximumManifestBytes)
        let task = Task {
            let result = await Self.fetch(url, validators: validators, transfers: transfers, cache: cache, maximumBytes: limit)
            self.finished(number)
            return result
        }
        running = (number, task)
        return task
    }

    /// What one fetch came to.
    public enum Fetch: Sendable {
        /// A validated `200`, now cached, and the URL it came from.
        case fresh(WalkthroughManifest, URL)
        /// A `304`: the cached copy is current.
        case notModified
        /// Anything else, said the way `LoadedManifest.reason` says it.
        case failed(String)
    }

    private func finished(_ number: Int) {
        if running?.number == number { running = nil }
    }

    private func fallback(because reason: String, cached: (manifest: WalkthroughManifest, validators: ManifestCache.Validators)?) -> LoadedManifest {
        if let cached {
            return LoadedManifest(manifest: cached.manifest, source: .cache, reason: reason, baseURL: cached.validators.url)
        }
        if let bundled {
            do {
                return LoadedManifest(manifest: try WalkthroughManifest(contentsOf: bundled), source: .bundled, reason: reason, baseURL: bundled)
            } catch {
                return LoadedManifest(manifest: nil, source: .none, reason: "\(reason); the bundled copy: \(error)", baseURL: nil)
            }
        }
        return LoadedManifest(manifest: nil, source: .none, reason: reason, baseURL: nil)
    }
}

extension ManifestLoader {
    /// One conditional request, and the cache replaced by a valid `200`.
    static func fetch(_ url: URL, validators: ManifestCache.Validators?, transfers: LimitedTransfer, cache: ManifestCache, maximumBytes: Int) async -> Fetch {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 60)
        if let etag = validators?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let lastModified = validators?.lastModified { request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since") }
        let answer = await transfers.answer(to: request, limit: maximumBytes)
        if answer.isOverLimit { return .failed("the manifest is larger than \(size(maximumBytes))") }
        guard let response = answer.response, answer.error == nil || answer.refusedRedirect != nil else {
            return .failed("network error: " + (answer.error?.localizedDescription ?? "no response"))
        }
        let data = answer.data
        switch response.statusCode {
        case 304 where validators != nil:
            return .notModified
        case 300..<400 where answer.refusedRedirect != nil:
            return .failed("HTTP \(response.statusCode) to \(answer.refusedRedirect!.absoluteString), another scheme, not followed")
        case 200:
            let source = response.url ?? url
            switch validated(data, from: source) {
            case .success(let manifest):
                cache.write(data, of: manifest, validators: .init(etag: response.value(forHTTPHeaderField: "ETag"),
                                                    lastModified: response.value(forHTTPHeaderField: "Last-Modified"), url: source))
                return .fresh(manifest, source)
            case .failure(let problem):
                return .failed(problem.reason)
            }
        default:
            return .failed("HTTP \(response.statusCode)")
        }
    }

    struct Problem: Error { var reason: String }

    /// The manifest in `data`, when it decodes, this library reads its schema, and every page's
    /// image paths (and their variants') are URLs relative to `source` (whether the files exist
    /// is for `prefetchImages` to find out).
    static func validated(_ data: Data, from source: URL) -> Result<WalkthroughManifest, Problem> {
        let manifest: WalkthroughManifest
        do {
            manifest = try WalkthroughManifest(data: data)
        } catch .unsupportedSchemaVersion(let version) {
            let newer = version > WalkthroughManifest.supportedSchemaVersion
            return .failure(Problem(reason: "schemaVersion \(version) is \(newer ? "newer" : "not supported")"))
        } catch {
            return .failure(Problem(reason: "the manifest does not decode: \(error)"))
        }
        for (locale, content) in manifest.locales.sorted(by: { $0.key < $1.key }) {
            for page in content.pages {
                let image = page.image
                let paths = [image?.src, image?.dark?.src].compactMap { $0 }
                    + (image?.variants ?? []).map(\.src) + (image?.dark?.variants ?? []).map(\.src)
                if let path = paths.first(where: { $0.isEmpty || URL(string: $0, relativeTo: source) == nil }) {
                    return .failure(Problem(reason: "locales.\(locale) page '\(page.id)': image path '\(path)' does not resolve"))
                }
            }
        }
        return .success(manifest)
    }

    /// The fetch or, after `timeout` seconds, `nil`, whichever comes first; the fetch goes on.
    static func first(of fetch: Task<Fetch, Never>, orAfter timeout: TimeInterval) async -> Fetch? {
        let once = Once()
        return await withCheckedContinuation { continuation in
            let timer = Task {
                // At most a day: a `TimeInterval` that large (or infinite) does not fit nanoseconds.
                // Cancelled, the sleep ends early: the fetch answered, and that is the answer.
                guard (try? await Task.sleep(nanoseconds: UInt64(min(max(0, timeout), 86_400) * 1_000_000_000))) != nil else { return }
                if once.claim() { continuation.resume(returning: nil) }
            }
            Task {
                let result = await fetch.value
                if once.claim() { continuation.resume(returning: result) }
                timer.cancel()
            }
        }
    }

    /// `1 MiB`, `512 bytes`.
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    static func seconds(_ interval: TimeInterval) -> String {
        interval.isFinite && interval == interval.rounded() && interval < 1e9 ? "\(Int(interval)) s" : "\(interval) s"
    }
}

/// True for the first caller only.
private final class Once: @unchecked Sendable {
    private var claimed = false
    private let lock = NSLock()

    func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }
}
