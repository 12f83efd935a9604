import Foundation
import SiteSupport
import SortedJSON
import WalkthroughManifest

extension WalkthroughManifest {
    /// What `version` is: the first 12 hex digits of the SHA-256 of the manifest's compact JSON with
    /// sorted keys, which changes when, and only when, what a reader sees does. Hashed without the
    /// pictures' variants, whose names change with libvips though the pictures do not; with each
    /// clip variant and poster frame named by `clipContent` (what it is made from) rather than by
    /// its file; and before the locales are keyed by their canonical tags, so the form those are
    /// published in shows no one a walkthrough again.
    package func contentVersion(clipContent: [String: String]) -> String {
        let canonical = (try? SortedJSONEncoder().encode(withoutVariants(clipContent: clipContent))) ?? Data()
        return String(SHA256.hex(canonical).prefix(12))
    }

    /// The manifest without its pictures' variants, each clip variant and poster frame named by
    /// `clipContent`.
    private func withoutVariants(clipContent: [String: String]) -> WalkthroughManifest {
        mappingPages { page in
            page.image?.variants = []
            page.image?.dark?.variants = []
            page.video?.poster.variants = []
            page.video?.poster.dark?.variants = []
            let poster = page.video?.poster.src ?? ""
            page.video?.poster.src = clipContent[poster] ?? poster
            let variants = page.video?.variants ?? []
            page.video?.variants = variants.map { variant in
                var named = variant
                named.src = clipContent[variant.src] ?? variant.src
                return named
            }
        }
    }
}
