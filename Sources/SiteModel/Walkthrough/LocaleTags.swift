import Foundation

/// What BCP 47 and CLDR say of the locale tags an author writes: the canonical form a page and its
/// links carry (`zh-hant` → `zh-Hant`, `pt_br` → `pt-BR`, `iw` → `he`), the tag a legacy or
/// misleading code probably means (`sr-ec` → `sr-Cyrl`), and whether CLDR knows the language.
package enum LocaleTags {
    /// Language codes BCP 47 deprecated, by what replaced them.
    private static let replacedLanguages = ["iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "sh": "sr-Latn"]

    /// Codes apps still use whose subtags BCP 47 reads otherwise, where a script was meant: the
    /// tag meant, and what BCP 47 reads.
    private static let misleadingTags = [
        "sr-ec": (meant: "sr-Cyrl", reading: "Serbian as spoken in Ecuador"),
        "sr-el": (meant: "sr-Latn", reading: "Serbian in a region EL that does not exist"),
        "zh-chs": (meant: "zh-Hans", reading: "Chinese with an extended language CHS that does not exist"),
        "zh-cht": (meant: "zh-Hant", reading: "Chinese with an extended language CHT that does not exist"),
    ]

    /// A BCP 47 tag of the common shape: a language, then optional subtags (`pt-BR`, `zh-Hant`).
    package static func isTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// `tag` in BCP 47's casing (language lowercase, script titlecase, region uppercase), `_` read as
    /// `-`, a deprecated language code replaced: what `lang` and `hreflang` carry.
    package static func canonical(_ tag: String) -> String {
        let subtags = tag.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(String.init)
        guard let language = subtags.first else { return tag }
        var cased = [replacedLanguages[language] ?? language]
        var isExtension = false
        for (index, subtag) in subtags.enumerated().dropFirst() {
            isExtension = isExtension || subtag.count == 1
            if isExtension {
                cased.append(subtag)
            } else if index == 1 && subtag.count == 4 && subtag.allSatisfy(\.isLetter) {
                cased.append(subtag.prefix(1).uppercased() + subtag.dropFirst())
            } else if subtag.count == 2 || subtag.count == 3 && subtag.allSatisfy(\.isNumber) {
                cased.append(subtag.uppercased())
            } else {
                cased.append(subtag)
            }
        }
        let joined = cased.joined(separator: "-")
        // sh is sr-Latn: a script written after it stays the only one.
        return language == "sh" && subtags.dropFirst().first?.count == 4 ? joined.replacingOccurrences(of: "sr-Latn-", with: "sr-") : joined
    }

    /// What `tag` is: fine, a deprecated code with its successor, a misleading code with the tag it
    /// probably means, or a language CLDR does not know.
    package enum Reading: Equatable {
        case known
        case deprecated(replacement: String)
        case misleading(meant: String, reading: String)
        case unknownLanguage(String)
    }

    package static func reading(of tag: String) -> Reading {
        let lowered = tag.replacingOccurrences(of: "_", with: "-").lowercased()
        if let misleading = misleadingTags[lowered] { return .misleading(meant: misleading.meant, reading: misleading.reading) }
        let language = String(lowered.prefix { $0 != "-" })
        if replacedLanguages[language] != nil { return .deprecated(replacement: canonical(lowered)) }
        return Locale.LanguageCode(language).isISOLanguage ? .known : .unknownLanguage(language)
    }
}
