import Foundation
import SiteModel
import WalkthroughManifest

/// Small checks on single values, shared by pages and `walkthrough.yml`.
package enum Rules {
    /// Lowercase letters, digits and single hyphens between them.
    package static func isSlug(_ text: String) -> Bool {
        !text.isEmpty && text.first != "-" && text.last != "-" && !text.contains("--")
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// An action id: `[a-z0-9-]+`.
    package static func isActionID(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// `#RGB` or `#RRGGBB`.
    package static func isHexColor(_ text: String) -> Bool {
        guard text.first == "#", text.count == 4 || text.count == 7 else { return false }
        return text.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// The slug a free text becomes: lowercase, runs of other characters as one hyphen.
    package static func slug(from text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty && result.last != "-" {
                result += "-"
            }
        }
        while result.last == "-" { result.removeLast() }
        return result
    }

    /// `https:`, `http:` and site-relative URLs; not `javascript:`, `data:` or other schemes: the
    /// manifest's own rule, which every runtime applies.
    package static func isSafeLink(_ text: String) -> Bool {
        WalkthroughManifest.isSafeLink(text)
    }

    /// Whether `text` is where a page may send its events: an `https:` URL with a host, safe as a
    /// link (no white space, quotes or angle brackets: it lands in an attribute and in the page's
    /// Content-Security-Policy), or `http:` on `localhost` or `127.0.0.1`, for testing.
    package static func isAnalyticsEndpoint(_ text: String) -> Bool {
        guard isSafeLink(text), !text.contains(";"), let url = URL(string: text), let host = url.host, !host.isEmpty else { return false }
        switch url.scheme?.lowercased() {
        case "https": return true
        case "http": return ["localhost", "127.0.0.1"].contains(host.lowercased())
        default: return false
        }
    }

    /// The origin of an endpoint `isAnalyticsEndpoint` accepts, as a Content-Security-Policy source: `https://collect.example.com:8443`.
    package static func origin(of endpoint: String) -> String {
        guard let url = URL(string: endpoint), let scheme = url.scheme, let host = url.host else { return "" }
        return scheme.lowercased() + "://" + host.lowercased() + (url.port.map { ":\($0)" } ?? "")
    }

    /// The walkthrough page a site-relative `url` leads back to when followed from any of the
    /// walkthrough's own pages (`index.html`, `fr/index.html` under `folder`), with the site
    /// served at the root of its host; `nil` when it leads elsewhere. Absolute URLs (`https:`,
    /// `http:`) name a host this cannot know, and are never its own page.
    package static func ownPage(reachedBy url: String, folder: String, locales: [String]) -> String? {
        let site = URL(string: "https://site.invalid/")!
        let base = folder.isEmpty ? "" : folder + "/"
        let pages = [base + OutputLayout.pageFile] + locales.dropFirst().map { base + $0 + "/" + OutputLayout.pageFile }
        guard URL(string: url)?.scheme == nil else { return nil }
        for page in pages {
            guard let target = URL(string: url, relativeTo: URL(string: page, relativeTo: site)) else { continue }
            let path = target.path(percentEncoded: false)
            // A folder's address, with or without its slash (hosts redirect `/fr` to `/fr/`), is its index.html.
            let candidates = path.hasSuffix("/") ? [path + OutputLayout.pageFile] : [path, path + "/" + OutputLayout.pageFile]
            if let own = pages.first(where: { candidates.contains("/" + $0) }) { return own }
        }
        return nil
    }
}
