@testable import SiteModel
import Testing

@Suite("Locale tags as BCP 47 means them")
struct LocaleTagTests {
    @Test("pages carry the canonical tag: BCP 47's casing, _ as -, deprecated codes replaced", arguments: [
        ("zh-hant", "zh-Hant"), ("pt-br", "pt-BR"), ("pt_BR", "pt-BR"), ("SR-LATN-rs", "sr-Latn-RS"), ("es-419", "es-419"),
        ("iw", "he"), ("in-ID", "id-ID"), ("sh", "sr-Latn"), ("sh-Cyrl", "sr-Cyrl"), ("en-US-x-Twain", "en-US-x-twain"), ("fil", "fil"),
    ])
    func canonical(written: String, canonical: String) {
        #expect(LocaleTags.canonical(written) == canonical)
    }

    @Test("a deprecated or misleading code warns with the tag it probably means; a language CLDR does not know warns too")
    func warnings() {
        var files = ["walkthrough.yml": "locales: [en, sr-ec, sr-el, iw, qq, zh-Hant]\n", "01-a.md": "---\nheading: A\n---\n"]
        for locale in ["sr-ec", "sr-el", "iw", "qq", "zh-Hant"] { files["01-a.\(locale).md"] = "---\nheading: A\n---\n" }
        let warnings = diagnostics(files).filter { !$0.contains("no built-in labels") }
        #expect(warnings == [
            "content/walkthrough.yml:1:15: warning: BCP 47 reads 'sr-ec' as Serbian as spoken in Ecuador; it probably means 'sr-Cyrl'; write sr-Cyrl in locales: and in the translations' file names",
            "content/walkthrough.yml:1:22: warning: BCP 47 reads 'sr-el' as Serbian in a region EL that does not exist; it probably means 'sr-Latn'; write sr-Latn in locales: and in the translations' file names",
            "content/walkthrough.yml:1:29: warning: 'iw' is a deprecated code; BCP 47 replaced it with 'he', which browsers and apps report; write he in locales: and in the translations' file names",
            "content/walkthrough.yml:1:33: warning: CLDR knows no language 'qq': the locale gets no name and no language matches it; check the code in the IANA language subtag registry (ISO 639)",
        ])
    }
}
