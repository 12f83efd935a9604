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
        // By bytes, as the JVM compares: e + U+0301 is not é here.
        if let first = pages.firstIndex(where: { $0.id.utf8.elementsEqual(page.id.utf8) }), first != position {
            return .malformed(path: path + ".id", reason: "'\(page.id)' is page \(first)'s id too")
        }
        if !page.id.utf8.elementsEqual(expectedID.utf8) {
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
        if page.layout == .background && page.image == nil && page.video == nil {
            return .malformed(path: path + ".image", reason: "a background page needs a picture")
        }
        if page.image != nil && page.video != nil {
            return .malformed(path: path + ".image", reason: "a page with a clip has no image; its picture is the clip's poster")
        }
        let files = (page.image.map { Self.files(of: $0, at: "image") } ?? [])
            + (page.video.map { video in
                Self.files(of: video.poster, at: "video.poster") + video.variants.enumerated().map { ("video.variants[\($0)].src", $1.src) }
            } ?? [])
        if let (key, file) = files.first(where: { !Self.isSafeLink($0.1) }) {
            return .malformed(path: "\(path).\(key)", reason: "'\(file)' is not an https:, http: or relative URL")
        }
        return nil
    }

    /// The files a picture names, each with its path under `key`: `image.src`, `image.variants[0].src`, …
    private static func files(of image: Page.Image, at key: String) -> [(String, String)] {
        [("\(key).src", image.src)] + (image.dark.map { [("\(key).dark.src", $0.src)] } ?? [])
            + image.variants.enumerated().map { ("\(key).variants[\($0)].src", $1.src) }
            + (image.dark?.variants ?? []).enumerated().map { ("\(key).dark.variants[\($0)].src", $1.src) }
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
                if schemaVersion < 4 && page.video != nil { return error(path + ".video", 4) }
            }
        }
        return nil
    }

    /// `https:`, `http:` and site-relative links, as the build writes them: no `javascript:`, `data:`
    /// or other scheme, no protocol-relative `//host`, no white space (of any script), control or
    /// direction characters, quotes, angle brackets or backslashes. Read by Unicode scalar, as the
    /// JVM reads it by code point.
    public static func isSafeLink(_ text: String) -> Bool {
        guard !text.isEmpty, !text.unicodeScalars.contains(where: isForbiddenInLinks) else { return false }
        let lower = text.lowercased()
        for scheme in ["https://", "http://"] where lower.hasPrefix(scheme) {
            let rest = lower.utf8.dropFirst(scheme.utf8.count)
            return !rest.isEmpty && rest.first != UInt8(ascii: "/")
        }
        if lower.hasPrefix("//") { return false }
        return !lower.unicodeScalars.prefix { $0 != "/" && $0 != "?" && $0 != "#" }.contains(":")
    }

    private static func isForbiddenInLinks(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x20, 0x22, 0x3C, 0x3E, 0x5C, 0x7F...0xA0, 0x1680, 0x2000...0x200F, 0x2028...0x202F, 0x205F...0x206F, 0x3000, 0xFEFF: true
        default: false
        }
    }
}
