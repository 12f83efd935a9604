import Foundation
import ManifestLoading
import WalkthroughManifest

// An app's use of the manifest library, by path, as an iOS app adds it through SwiftPM:
//   walk MANIFEST LOCALE                        walk a manifest file with Next, as a UIPageViewController would
//   pages MANIFEST...                           every page of every locale, one line each
//   releases MANIFEST LOCALE LAST-SEEN|- NOW…   the ids of the pages each release shows, a line a pair
//   load URL LOCALE CACHE-DIRECTORY [BUNDLED]   load a hosted manifest with its fallbacks, then walk it
// The JVM example (Examples/JvmManifestConsumer) prints the same lines for the same arguments.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: manifest-consumer walk|pages|releases|load ...\n".utf8))
    exit(2)
}

/// Walks the walkthrough with Next to the end, and records it as seen.
func walk(_ manifest: WalkthroughManifest, locale: String, loaded: LoadedManifest?) {
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
}

func read(_ file: String) throws -> WalkthroughManifest {
    try WalkthroughManifest(contentsOf: URL(fileURLWithPath: file))
}

do {
    switch arguments[0] {
    case "walk":
        walk(try read(arguments[1]), locale: arguments[2], loaded: nil)
    case "pages":
        for file in arguments.dropFirst() { printPages(of: try read(file)) }
    case "releases":
        let manifest = try read(arguments[1])
        for pair in stride(from: 3, to: arguments.count - 1, by: 2) {
            let lastSeen = arguments[pair] == "-" ? nil : AppVersion(arguments[pair])
            let pages = manifest.releasePages(locale: arguments[2], lastSeen: lastSeen, current: AppVersion(arguments[pair + 1])!)
            print("releases " + pages.map { "\($0.index):\($0.id)" }.joined(separator: " "))
        }
    case "load":
        let bundled = arguments.count > 4 ? URL(fileURLWithPath: arguments[4]) : nil
        // 20 s, not an app's 3: the tests run this beside two browsers on two cores, and compare what it prints with the JVM app's.
        let loader = ManifestLoader(url: URL(string: arguments[1])!, bundled: bundled, cacheDirectory: URL(fileURLWithPath: arguments[3]), timeout: 20)
        let loaded = await loader.load()
        print("source \(loaded.source.rawValue)" + (loaded.reason.map { " (\($0))" } ?? ""))
        guard let manifest = loaded.manifest else { exit(1) }
        walk(manifest, locale: arguments[2], loaded: loaded)
    default:
        FileHandle.standardError.write(Data("unknown command \(arguments[0])\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("manifest-consumer: \(error)\n".utf8))
    exit(1)
}
