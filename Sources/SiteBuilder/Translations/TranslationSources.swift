import FrontMatter
import SiteModel
import SiteRules
import WalkthroughManifest

/// What the translation commands read of a content folder (docs/translations.md): each walkthrough's
/// locales and pages, with each page's translatable texts and its translations. Read leniently: a
/// file that does not parse is left out, so that a site that does not build still gets its report.
struct TranslationSources: Sendable {
    struct Walkthrough: Sendable {
        /// The folder, relative to the content folder; `""` at the root.
        var folder: String
        var defaultLocale: String
        /// The other locales walkthrough.yml lists, in its order.
        var translatedLocales: [String]
        /// The default locale's pages, in file name order.
        var pages: [Page]

        /// The locale of `translatedLocales` that `tag` names, as walkthrough.yml spells it, in any form
        /// of the tag (`pt-BR` for `pt-br`, `he` for `iw`), as a translator's tool may write it.
        func translatedLocale(_ tag: String) -> String? {
            let wanted = LocaleTags.canonical(tag)
            return translatedLocales.first { LocaleTags.canonical($0) == wanted }
        }

        /// What XLIFF's `<file original>` names the walkthrough by: its settings file.
        var settingsPath: String { folder.isEmpty ? "walkthrough.yml" : folder + "/walkthrough.yml" }
    }

    struct Page: Sendable {
        var id: String
        /// The name without locale and extension (`01-welcome`), which its translations share.
        var stem: String
        /// The page file's path relative to the content folder.
        var path: String
        var texts: [TranslatableField: String]
        /// By locale.
        var translations: [String: Translation]

        /// The path of its translation into `locale`, relative to the content folder.
        func translationPath(_ locale: String) -> String {
            path.parentPath.isEmpty ? "\(stem).\(locale).md" : "\(path.parentPath)/\(stem).\(locale).md"
        }
    }

    struct Translation: Sendable {
        var path: String
        /// The file as written, which an import edits.
        var text: String
        var texts: [TranslatableField: String]
        /// Its `translated_from:` digests, by field name; nil when it has none.
        var recorded: [String: String]?
    }

    var walkthroughs: [Walkthrough]

    init(_ snapshot: ContentSnapshot) {
        let index = ContentIndex(snapshot)
        walkthroughs = index.walkthroughFolders.map { folder in
            Self.walkthrough(in: folder, files: (index.ownFiles[folder] ?? []).sorted(), of: snapshot)
        }
    }

    private static func walkthrough(in folder: String, files: [String], of snapshot: ContentSnapshot) -> Walkthrough {
        var settings = WalkthroughSettings()
        let settingsPath = folder.isEmpty ? "walkthrough.yml" : folder + "/walkthrough.yml"
        if let text = text(of: settingsPath, in: snapshot), let root = try? YAMLParser.parse(text) {
            var reader = FieldReader(file: settingsPath)
            settings = WalkthroughSettings(root, reader: &reader)
        }
        var pages: [Page] = []
        var translations: [(stem: String, locale: String, Translation)] = []
        for path in files {
            guard let name = PageFileName(path.fileName), let text = text(of: path, in: snapshot),
                  let document = try? FrontMatterDocument(parsing: text) else { continue }
            var reader = FieldReader(file: path)
            let fields = PageFields(document.fields, reader: &reader)
            let texts = TranslatableField.texts(in: fields, body: document.body)
            if let locale = name.locale {
                translations.append((name.stem, locale, Translation(path: path, text: text, texts: texts, recorded: fields.translatedFrom?.value)))
            } else {
                pages.append(Page(id: fields.id?.value ?? name.defaultID, stem: name.stem, path: path, texts: texts, translations: [:]))
            }
        }
        for (stem, locale, translation) in translations {
            guard let index = pages.firstIndex(where: { $0.stem == stem }) else { continue }
            pages[index].translations[locale] = translation
        }
        return Walkthrough(folder: folder, defaultLocale: settings.defaultLocale,
                           translatedLocales: settings.locales.dropFirst().map(\.value), pages: pages)
    }

    private static func text(of path: String, in snapshot: ContentSnapshot) -> String? {
        guard case .file(let file)? = snapshot.entries[path], case .success(let data) = file.contents else { return nil }
        return String(validating: data, as: UTF8.self)
    }
}
