import Foundation
import WalkthroughManifest

// Usage: manifest-consumer MANIFEST.json [LOCALE]
// Walks the walkthrough with Next to the end, as a UIPageViewController would, and records it as seen.
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: manifest-consumer MANIFEST.json [LOCALE]\n".utf8))
    exit(2)
}
do {
    let manifest = try WalkthroughManifest(contentsOf: URL(fileURLWithPath: arguments[1]))
    let locale = arguments.count > 2 ? arguments[2] : "en"
    let store = SeenStore(defaults: UserDefaults(suiteName: "manifest-consumer-\(ProcessInfo.processInfo.processIdentifier)")!)
    print("locale \(manifest.resolvedLocale(for: locale)), should show: \(store.shouldShow(manifest))")
    var pager = Pager(manifest: manifest, locale: locale)
    while !pager.isFinished {
        print("\(pager.index + 1)/\(pager.pageCount) \(pager.page.id): \(pager.page.heading) [\(pager.primaryLabel)]\(pager.isSkipVisible ? " skip" : "")")
        pager.next()
    }
    store.markSeen(manifest, outcome: pager.outcome!)
    print("finished \(pager.outcome!.rawValue), should show: \(store.shouldShow(manifest))")
} catch {
    FileHandle.standardError.write(Data("manifest-consumer: \(error)\n".utf8))
    exit(1)
}
