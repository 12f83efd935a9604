import FrontMatter

/// The front matter of one page file, typed; each value keeps its location.
struct PageFields: Sendable {
    static let keys = ["heading", "subheading", "image", "alt", "image_dark", "order", "id", "background", "draft", "data"]

    var heading: Located<String>?
    var subheading: String?
    var image: Located<String>?
    var alt: String?
    var imageDark: Located<String>?
    var order: Located<Int>?
    var id: Located<String>?
    var background: Located<String>?
    var draft: Bool?
    var data: [String: String]?
    /// The keys written, whatever their values.
    var writtenKeys: Set<String> = []

    /// Reads the fields of `mapping`, reporting unknown keys, wrong types and malformed values.
    init(_ mapping: YAMLNode, reader: inout FieldReader) {
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

        if let id, !Rules.isSlug(id.value) {
            let suggestion = Rules.slug(from: id.value)
            reader.report(.pageIDNotSlug(id.value, suggestion: suggestion), at: id.location)
        }
    }
}
