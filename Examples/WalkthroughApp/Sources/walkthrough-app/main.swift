import Foundation
import WalkthroughManifest

// An app's launch, with no network: the walkthroughs the WalkthroughContent plugin bundled from
// Walkthrough/, read through Bundle.module.
//   walkthrough-app [LOCALE]   each bundled walkthrough's pages in LOCALE (default: en), with the
//                              picture file a 390-point phone at 3× shows, as a path in the bundle
let locale = CommandLine.arguments.dropFirst().first ?? "en"
let resources = (Bundle.module.resourceURL ?? Bundle.module.bundleURL).standardizedFileURL.path + "/"

do {
    for path in ["", "tour"] {
        let manifest = try WalkthroughManifest.bundled(path, in: .module)
        let localized = manifest.localized(for: manifest.resolvedLocale(for: locale))
        print("\(manifest.id) \(manifest.resolvedLocale(for: locale)): \(localized.title), \(localized.pages.count) pages")
        for page in localized.pages {
            let picture = page.image.map { image in
                image.bundledURL(forPointWidth: 390, scale: 3, supportedFormats: [.webp, .png, .jpeg], walkthrough: path, in: .module)
                    .map { $0.path.replacingOccurrences(of: resources, with: "") } ?? "missing \(image.src)"
            } ?? "no picture"
            print("  \(page.index) \(page.id) | \(page.heading) | \(picture)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("walkthrough-app: \(error)\n".utf8))
    exit(1)
}
