/// CLDR's likely subtags (`LanguageData`, from ICU): the script and region a language is written in
/// when a tag leaves them out, and the codes that replaced others.
enum LikelySubtags {
    /// The language (and script) each legacy code stands for: `iw` → `he`, `sh` → `sr-Latn`.
    static let aliases: [String: (language: String, script: String)] = Dictionary(uniqueKeysWithValues: entries(LanguageData.languageAliases).map { code, replacement in
        let parts = replacement.split(separator: "-").map(String.init)
        return (code, (parts[0], parts.count > 1 ? parts[1] : ""))
    })

    private static let languages = entries(LanguageData.likelySubtags)
    private static let regionalScripts = entries(LanguageData.regionalScripts)
    private static let scriptRegions = entries(LanguageData.scriptRegions)

    /// The script `language` is written in `region` (any region when empty); empty when CLDR does not know the language.
    static func script(of language: String, in region: String) -> String {
        regionalScripts["\(language)-\(region)"] ?? languages[language].map { String($0.prefix { $0 != "-" }) } ?? ""
    }

    /// The region `language` is most written in, in `script`; empty when CLDR does not know the language.
    static func region(of language: String, in script: String) -> String {
        scriptRegions["\(language)-\(script)"] ?? languages[language].map { String($0.drop { $0 != "-" }.dropFirst()) } ?? ""
    }

    /// `key:value key:value` as a dictionary.
    static func entries(_ text: String) -> [String: String] {
        Dictionary(text.split(separator: " ").map { entry in
            let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
            return (parts[0], parts[1])
        }, uniquingKeysWith: { first, _ in first })
    }
}
