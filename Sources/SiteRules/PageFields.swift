import FrontMatter
import SiteModel
import WalkthroughManifest

/// The front matter of one page file, typed; each value keeps its location.
package struct PageFields: Sendable {
    package static let keys = ["heading", "subheading", "image", "alt", "image_dark", "order", "id", "background", "draft", "data", "since", "action", "layout", "image_focus", "video", "poster_at", "translated_from"]

    package var heading: Located<String>?
    package var subheading: String?
    package var image: Located<String>?
    package var alt: String?
    package var imageDark: Located<String>?
    package var order: Located<Int>?
    package var id: Located<String>?
    package var background: Located<String>?
    package var draft: Bool?
    package var data: [String: String]?
    package var since: Located<AppVersion>?
    package var action: Action?
    package var layout: Located<Page.Layout>?
    package var imageFocus: Located<Page.ImageFocus>?
    package var video: Located<String>?
    /// The second of the clip whose frame stands for it when the page gives no picture.
    package var posterAt: Located<Double>?
    /// A translation's record of the page it was translated from: a digest by field (docs/translations.md).
    package var translatedFrom: Located<[String: String]>?
    /// The keys written, whatever their values.
    package var writtenKeys: Set<String> = []

    /// Reads the fields of `mapping`, reporting unknown keys, wrong types and malformed values.
    package init(_ mapping: YAMLNode, reader: inout FieldReader) {
        let fields = reader.fields(of: mapping, known: Self.keys, in: "the front matter")
        writtenKeys = Set(fields.keys)
        heading = reader.string(fields["heading"])
        subheading = reader.optionalString(fields["subheading"])?.value
        image = reader.requiredString(fields["image"], hint: .image)
        alt = reader.string(fields["alt"])?.value
        imageDark = reader.requiredString(fields["image_dark"], hint: .darkImage)
        order = reader.integer(fields["order"], atLeast: 1)
        id = reader.requiredString(fields["id"], hint: .pageID)
        background = reader.color(fields["background"])
        draft = reader.boolean(fields["draft"])?.value
        data = reader.stringMapping(fields["data"])
        since = reader.appVersion(fields["since"])
        action = Action(fields["action"], reader: &reader)
        layout = reader.choice(fields["layout"], as: Page.Layout.self).map { Located($0, at: fields["layout"]!.value.location) }
        imageFocus = reader.imageFocus(fields["image_focus"])
        video = reader.requiredString(fields["video"], hint: .video)
        posterAt = reader.seconds(fields["poster_at"])
        translatedFrom = reader.translatedFrom(fields["translated_from"])

        if let id, !Rules.isSlug(id.value) {
            let suggestion = Rules.slug(from: id.value)
            reader.report(.pageIDNotSlug(id.value, suggestion: suggestion), at: id.location)
        }
    }
}

extension PageFields {
    /// A page's `action:` mapping as written; which of its keys are required depends on whether
    /// the file is the page or a translation, so the validator checks that.
    package struct Action: Sendable {
        package var id: Located<String>?
        package var label: Located<String>?
        package var url: Located<String>?
        /// Where `action:` is written.
        package var location: SourceLocation
        /// The keys written, whatever their values.
        package var writtenKeys: Set<String>

        package func hasWritten(_ key: String) -> Bool { writtenKeys.contains(key) }

        /// Reads `action:`, reporting unknown keys, an id that is not `[a-z0-9-]+` and an unsafe url;
        /// `nil` when absent or written without a value.
        init?(_ entry: YAMLEntry?, reader: inout FieldReader) {
            guard let entry, let fields = reader.mapping(entry, known: ["label", "id", "url"], in: "'action'"),
                  entry.value.entries != nil else { return nil }
            location = entry.keyLocation
            writtenKeys = Set(fields.keys)
            label = reader.requiredString(fields["label"], hint: .actionLabel)
            id = reader.requiredString(fields["id"], hint: .actionID)
            url = reader.requiredString(fields["url"], hint: .actionURL)
            if let id, !Rules.isActionID(id.value) {
                reader.report(.actionIDNotSlug("action.id", found: id.value, suggestion: Rules.slug(from: id.value)), at: id.location)
                self.id = nil
            }
            if let url, !Rules.isSafeLink(url.value) {
                reader.report(.unsafeActionURL(url.value), at: url.location)
                self.url = nil
            }
        }
    }
}
