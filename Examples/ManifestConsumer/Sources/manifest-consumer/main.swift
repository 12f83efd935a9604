import Foundation
import ManifestLoading
import WalkthroughManifest

// Usage: manifest-consumer MANIFEST [LOCALE] [CACHE-DIRECTORY]
// MANIFEST is a file, or the http(s) URL of a hosted manifest, loaded as an app loads it (with the
// cache in CACHE-DIRECTORY). Walks the walkthrough with Next to the end, as a UIPageViewController
// would, and records it as seen.
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: manifest-consumer MANIFEST [LOCALE] [CACHE-DIRECTORY]\n".utf8))
    exit(2)
}
let locale = arguments.count > 2 ? arguments[2] : "en"

/// The manifest of a file, or of a hosted URL through `ManifestLoader`, saying where it came from.
func manifest(at location: String) async throws -> (WalkthroughManifest, LoadedManifest?) {
    guard let url = URL(string: location), url.scheme == "http" || url.scheme == "https" else {
        return (try WalkthroughManifest(contentsOf: URL(fileURLWithPath: location)), nil)
    }
    let cache = URL(fileURLWithPath: arguments.count > 3 ? arguments[3] : NSTemporaryDirectory() + "manifest-consumer")
    let loaded = await ManifestLoader(url: url, bundled: nil, cacheDirectory: cache).load()
    print("source \(loaded.source.rawValue)" + (loaded.reason.map { " (\($0))" } ?? ""))
    guard let manifest = loaded.manifest else { exit(1) }
    return (manifest, loaded)
}

do {
    let (manifest, loaded) = try await manifest(at: arguments[1])
    let store = SeenStore(defaults: UserDefaults(suiteName: "manifest-consumer-\(ProcessInfo.processInfo.processIdentifier)")!)
    print("locale \(manifest.resolvedLocale(for: locale)), should show: \(store.shouldShow(manifest))")
    var pager = Pager(manifest: manifest, locale: locale)
    while !pager.isFinished {
        let image = pager.page.image.flatMap { image in loaded?.url(for: image) }.map { " \($0.absoluteString)" } ?? ""
        print("\(pager.index + 1)/\(pager.pageCount) \(pager.page.id): \(pager.page.heading) [\(pager.primaryLabel)]\(pager.isSkipVisible ? " skip" : "")\(image)")
        pager.next()
    }
    store.markSeen(manifest, outcome: pager.outcome!)
    print("finished \(pager.outcome!.rawValue), should show: \(store.shouldShow(manifest))")
} catch {
    FileHandle.standardError.write(Data("manifest-consumer: \(error)\n".utf8))
    exit(1)
}
