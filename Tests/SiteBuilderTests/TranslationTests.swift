import Foundation
import FrontMatter
@testable import SiteBuilder
@testable import SiteRules
import Testing

@Suite("Translations: translated_from, the file editor, XLIFF")
struct TranslationTests {
    @Test("an import replaces only the fields it brings and translated_from; comments, other keys and the body stay byte for byte")
    func editorKeepsTheRest() {
        let written = """
            ---
            # Reviewed by Anne.
            heading: Bienvenue
            image: images/welcome.png   # the same picture
            action:
              label: Continuer
              url: https://example.com/fr
            data:
              tone: warm
            ---
            Un paragraphe.

            Un autre.

            """
        let edited = TranslationFileEditor.edited(written, setting: [.heading: #"Salut "à" vous\"#, .actionLabel: "Suite"],
                                                  translatedFrom: ["heading": "0123abcd", "action_label": "89abcdef"])
        #expect(edited == """
            ---
            # Reviewed by Anne.
            heading: "Salut \\"à\\" vous\\\\"
            image: images/welcome.png   # the same picture
            action:
              label: "Suite"
              url: "https://example.com/fr"
            data:
              tone: warm
            translated_from:
              action_label: 89abcdef
              heading: 0123abcd
            ---
            Un paragraphe.

            Un autre.

            """)
        #expect(TranslationFileEditor.edited(edited, setting: [.heading: #"Salut "à" vous\"#, .actionLabel: "Suite"],
                                             translatedFrom: ["heading": "0123abcd", "action_label": "89abcdef"]) == edited, "again: the same bytes")
    }

    @Test("what the editor writes reads back as the texts it was given")
    func editorRoundTrip() throws {
        let texts: [TranslatableField: String] = [.heading: "Tab\there: \"quoted\" \\ # not a comment", .subheading: "é ü ✓ 😀",
                                                  .body: "One.\n\nTwo, with `code` and a [link](https://example.com).", .actionLabel: "Go: on"]
        let written = TranslationFileEditor.edited(nil, setting: texts, translatedFrom: TranslatableField.digests(of: texts))
        let document = try FrontMatterDocument(parsing: written)
        var reader = FieldReader(file: "page.fr.md")
        let fields = PageFields(document.fields, reader: &reader)
        #expect(reader.diagnostics.isEmpty)
        #expect(TranslatableField.texts(in: fields, body: document.body) == texts)
        #expect(fields.translatedFrom?.value == TranslatableField.digests(of: texts))
    }

    @Test("a field is changed when its digest differs, when the page gains it, and when the page loses it")
    func changedFields() {
        let recorded = TranslatableField.digests(of: [.heading: "Welcome", .subheading: "Gone soon"])
        let translated: [TranslatableField: String] = [.heading: "Bienvenue", .subheading: "Bientôt parti"]
        #expect(TranslatableField.changed([.heading: "Welcome", .subheading: "Gone soon"], since: recorded, translated: translated).isEmpty)
        #expect(TranslatableField.changed([.heading: "Hello", .subheading: "Gone soon", .body: "New"], since: recorded, translated: translated) == [.heading, .body])
        #expect(TranslatableField.changed([.heading: "Welcome"], since: recorded, translated: translated) == [.subheading])
        #expect([TranslatableField.heading, .alt, .body].spokenList == "heading, alt and body")
        #expect(TranslatableField.digest(of: "Welcome").count == 8)
    }

    @Test("a translation without its own alt shows the page's: a fallback, never a change, and mark does not record it")
    func fallbacks() {
        let page: [TranslatableField: String] = [.heading: "Welcome", .alt: "A phone", .actionLabel: "Turn on", .body: "Hello."]
        let translated: [TranslatableField: String] = [.heading: "خوش آمدید", .body: "سلام۔"]
        #expect(TranslatableField.fallbacks(page, translated: translated) == [.alt])
        let recorded = TranslatableField.digests(of: TranslatableField.recorded(page, translated: translated))
        #expect(Set(recorded.keys) == ["heading", "body", "action_label"])
        #expect(TranslatableField.changed(page, since: recorded, translated: translated).isEmpty)
        #expect(TranslatableField.changed(page.merging([.subheading: "New"]) { $1 }, since: recorded, translated: translated) == [.subheading],
                "a subheading does not fall back: the translation lacks it")
    }

    @Test("XLIFF written with markup characters, quotes and line breaks reads back as written")
    func xliffRoundTrip() throws {
        let document = XLIFFDocument(files: [XLIFFDocument.File(original: "tour/walkthrough.yml", sourceLanguage: "en", targetLanguage: "fr", units: [
            XLIFFDocument.Unit(id: "welcome.heading", source: #"<b> & "quotes" 'single'"#, target: "Ça & <là>", state: "translated"),
            XLIFFDocument.Unit(id: "welcome.body", source: "  One.\n\n  Two.  \n", target: nil, state: "new", preservesSpace: true),
        ])])
        let read = try XLIFFDocument(parsing: Data(document.xml.utf8))
        #expect(read.files.map(\.original) == ["tour/walkthrough.yml"])
        #expect(read.files[0].units.map(\.id) == ["welcome.heading", "welcome.body"])
        #expect(read.files[0].units.map(\.source) == [#"<b> & "quotes" 'single'"#, "  One.\n\n  Two.  \n"])
        #expect(read.files[0].units.map(\.target) == ["Ça & <là>", ""])
        #expect(read.files[0].units.map(\.line) == [5, 9])
    }
}
