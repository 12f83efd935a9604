/// The rules between a manifest's fields, which its types alone cannot hold: what the build would
/// never write, no runtime accepts. `WalkthroughManifest(data:)` applies them after decoding;
/// the JVM library applies the same, in the same order, and `Tests/Fixtures/manifests/invalid/`
/// holds one manifest breaking each.
extension WalkthroughManifest {
    /// The first rule the manifest breaks, with the path of the field, or `nil`.
    func contractViolation() -> ManifestError? {
        if let error = newerKeyThanSchemaVersion() { return error }
        guard let reference = locales[defaultLocale] else {
            return .malformed(path: "defaultLocale", reason: "'\(defaultLocale)' is not one of the locales")
        }
        if let url = continueURL, !Self.isSafeLink(url) {
            return .malformed(path: "continueURL", reason: "'\(url)' is not an https:, http: or relative URL")
        }
        for (locale, content) in locales.sorted(by: { $0.key < $1.key }) {
            let path = "locales.\(locale).pages"
            if content.pages.count != reference.pages.count {
                return .malformed(path: path, reason: "\(content.pages.count == 1 ? "1 page" : "\(content.pages.count) pages"), the default locale has \(reference.pages.count)")
            }
            for (position, page) in content.pages.enumerated() {
                if let error = violation(of: page, at: "\(path)[\(position)]", position: position, among: content.pages, expectedID: reference.pages[position].id) {
                    return error
                }
            }
        }
        return nil
    }

    private func violation(of page: Page, at path: String, position: Int, among pages: [Page], expectedID: String) -> ManifestError? {
        if page.index != position {
            return .malformed(path: path + ".index", reason: "\(page.index), where pages are numbered 0…n−1 and this is \(position)")
        }
        if let first = pages.firstIndex(where: { $0.id == page.id }), first != position {
            return .malformed(path: path + ".id", reason: "'\(page.id)' is page \(first)'s id too")
        }
        if page.id != expectedID {
            return .malformed(path: path + ".id", reason: "'\(page.id)', where the default locale has '\(expectedID)'")
        }
        if kind == .whatsNew && page.since == nil {
            return .malformed(path: path + ".since", reason: "a whats-new page needs the version that brought it")
        }
        if let since = page.since, AppVersion(since) == nil {
            return .malformed(path: path + ".since", reason: "'\(since)' is not MAJOR.MINOR[.PATCH]")
        }
        if let url = page.action?.url, !Self.isSafeLink(url) {
            return .malformed(path: path + ".action.url", reason: "'\(url)' is not an https:, http: or relative URL")
        }
        if page.layout == .background && page.image == nil {
            return .malformed(path: path + ".image", reason: "a background page needs a picture")
        }
        if let image = page.image {
            let files = [("image.src", image.src), ("image.dark.src", image.dark?.src)] + image.variants.enumerated().map { ("image.variants[\($0)].src", $1.src) }
                + (image.dark?.variants ?? []).enumerated().map { ("image.dark.variants[\($0)].src", $1.src) }
            if let (key, file) = files.first(where: { $0.1.map { !Self.isLocalOrWebPath($0) } ?? false }) {
                return .malformed(path: "\(path).\(key)", reason: "'\(file ?? "")' is not an https:, http: or relative URL")
            }
        }
        return nil
    }

    /// A key (or value) of a newer schema than the manifest's `schemaVersion` says.
    private func newerKeyThanSchemaVersion() -> ManifestError? {
        func error(_ path: String, _ version: Int) -> ManifestError {
            .malformed(path: path, reason: "a key of schema version \(version); this manifest says \(schemaVersion)")
        }
        if schemaVersion < 2 && kind != .onboarding { return error("kind", 2) }
        if schemaVersion < 3 && layout != .stacked { return error("layout", 3) }
        if schemaVersion < 3 && behavior.restart == .always { return error("behavior.restart", 3) }
        for (locale, content) in locales.sorted(by: { $0.key < $1.key }) {
            for (position, page) in content.pages.enumerated() {
                let path = "locales.\(locale).pages[\(position)]"
                if schemaVersion < 2 && page.since != nil { return error(path + ".since", 2) }
                if schemaVersion < 2 && page.action != nil { return error(path + ".action", 2) }
                if schemaVersion < 3 && page.layout != .stacked { return error(path + ".layout", 3) }
                if schemaVersion < 3 && page.imageFocus != nil { return error(path + ".imageFocus", 3) }
            }
        }
        return nil
    }

    /// `https:`, `http:` and site-relative links, as the build writes them: no `javascript:`, `data:`
    /// or other scheme, no protocol-relative `//host`, no white space, quotes or angle brackets.
    public static func isSafeLink(_ text: String) -> Bool {
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value < 0x21 || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "\\" }) else { return false }
        let lower = text.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") { return true }
        if lower.hasPrefix("//") { return false }
        return isLocalOrWebPath(text)
    }

    /// A path relative to the manifest, or an `https:` or `http:` URL: no other scheme before the
    /// first `/`, `?` or `#`.
    static func isLocalOrWebPath(_ text: String) -> Bool {
        let lower = text.lowercased()
        if lower.hasPrefix("https:") || lower.hasPrefix("http:") { return true }
        return !lower.prefix { $0 != "/" && $0 != "?" && $0 != "#" }.contains(":")
    }
}
