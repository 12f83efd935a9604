import Foundation

extension WalkthroughManifest {
    /// The locale of `locales` that best serves `identifier` (a BCP 47 tag such as `pt-BR`):
    /// the exact tag, then ever shorter prefixes (`pt`), then the default locale. Case-insensitive;
    /// `_` is read as `-`, so Apple's `pt_BR` works too.
    public func resolvedLocale(for identifier: String) -> String {
        let wanted = identifier.replacingOccurrences(of: "_", with: "-").lowercased()
        var subtags = wanted.split(separator: "-").map(String.init)
        while !subtags.isEmpty {
            let candidate = subtags.joined(separator: "-")
            if let match = locales.keys.sorted().first(where: { $0.lowercased() == candidate }) { return match }
            subtags.removeLast()
        }
        return defaultLocale
    }

    /// The pages, labels, title and direction for `identifier`, with BCP 47 fallback
    /// (`pt-BR` → `pt` → the default locale).
    public func localized(for identifier: String) -> LocalizedWalkthrough {
        // `init(data:)` guarantees the default locale exists.
        locales[resolvedLocale(for: identifier)] ?? locales[defaultLocale]!
    }
}
