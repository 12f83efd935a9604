import Foundation

/// A walkthrough as published in `manifest.json`: everything a runtime needs to show
/// the same pages, in every locale, with the same rules.
public struct WalkthroughManifest: Codable, Sendable, Equatable {
    /// The newest `schemaVersion` this library reads and writes: 2 added `kind`, `audience` and each
    /// page's `since` and `action`; 3 added `layout` and each page's `layout` and `imageFocus`,
    /// written only when not `stacked`, and `"always"` to `behavior.restart`; 4 added each page's
    /// `video`, written only on pages with a clip. Each locale's `name` may come in any version:
    /// readers that predate it leave it out.
    public static let supportedSchemaVersion = 4
    /// The versions it reads; a version 1 manifest reads as an onboarding for new users whose
    /// pages have no release and no action; before version 3 every page is `stacked`.
    public static let readableSchemaVersions = 1...supportedSchemaVersion

    /// The oldest schema version whose readers can show this manifest: 4 when a page has a clip,
    /// 3 when a page is in the `background` layout or Start again shows on every page, else 2. A
    /// manifest written in it is read by apps that shipped with an older library, and, using
    /// nothing new, is byte for byte the older version's manifest (so its `version` does not
    /// change either).
    public var minimumSchemaVersion: Int {
        if locales.values.contains(where: { $0.pages.contains { $0.video != nil } }) { return 4 }
        let usesLayouts = layout != .stacked || locales.values.contains { $0.pages.contains { $0.layout != .stacked } }
        return usesLayouts || behavior.restart == .always ? 3 : 2
    }

    public var schemaVersion: Int
    /// The walkthrough's id (`onboarding`, `whats-new`).
    public var id: String
    /// A hash of everything a user sees; it changes when and only when the content does.
    public var version: String
    public var kind: Kind
    public var audience: Audience
    /// The layout of pages that do not choose their own; each page says which it has. (In JSON
    /// only when `background`.)
    public var layout: Page.Layout
    /// The locale used when no other matches; a key of `locales`.
    public var defaultLocale: String
    public var behavior: Behavior
    public var seen: SeenSettings
    /// Where Get Started, Skip and an already-seen visit lead; `nil` when not set.
    public var continueURL: String?
    /// The accent colour of buttons and the current dot (`#RRGGBB` or `#RGB`).
    public var tint: String
    /// The pages, labels and title of each locale, keyed by BCP 47 tag.
    public var locales: [String: LocalizedWalkthrough]

    public init(
        schemaVersion: Int = WalkthroughManifest.supportedSchemaVersion, id: String, version: String,
        kind: Kind = .onboarding, audience: Audience? = nil, layout: Page.Layout = .stacked, defaultLocale: String, behavior: Behavior, seen: SeenSettings, continueURL: String?,
        tint: String, locales: [String: LocalizedWalkthrough]
    ) {
        self.schemaVersion = schemaVersion
        self.id = id
        self.version = version
        self.kind = kind
        self.audience = audience ?? .default(for: kind)
        self.layout = layout
        self.defaultLocale = defaultLocale
        self.behavior = behavior
        self.seen = seen
        self.continueURL = continueURL
        self.tint = tint
        self.locales = locales
    }

    /// Decodes a manifest; throws a `ManifestError` that names the field at fault.
    public init(data: Data) throws(ManifestError) {
        let decoder = JSONDecoder()
        struct Version: Decodable { var schemaVersion: Int }
        do {
            let version = try decoder.decode(Version.self, from: data).schemaVersion
            guard Self.readableSchemaVersions.contains(version) else {
                throw ManifestError.unsupportedSchemaVersion(version)
            }
            self = try decoder.decode(WalkthroughManifest.self, from: data)
        } catch let error as ManifestError {
            throw error
        } catch let error as DecodingError {
            throw ManifestError(error)
        } catch {
            throw ManifestError.malformed(path: "", reason: error.localizedDescription)
        }
        if let violation = contractViolation() { throw violation }
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, id, version, kind, audience, layout, defaultLocale, behavior, seen, continueURL, tint, locales
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        id = try container.decode(String.self, forKey: .id)
        version = try container.decode(String.self, forKey: .version)
        // Version 1 manifests have neither.
        kind = try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .onboarding
        audience = try container.decodeIfPresent(Audience.self, forKey: .audience) ?? .default(for: kind)
        layout = try container.decodeIfPresent(Page.Layout.self, forKey: .layout) ?? .stacked
        defaultLocale = try container.decode(String.self, forKey: .defaultLocale)
        behavior = try container.decode(Behavior.self, forKey: .behavior)
        seen = try container.decode(SeenSettings.self, forKey: .seen)
        continueURL = try container.decodeIfPresent(String.self, forKey: .continueURL)
        tint = try container.decode(String.self, forKey: .tint)
        locales = try container.decode([String: LocalizedWalkthrough].self, forKey: .locales)
    }

    /// Reads and decodes the manifest at `url`.
    public init(contentsOf url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    /// The manifest as JSON, as `manifest.json` holds it: keys sorted, so the same manifest always
    /// gives the same bytes; indented; slashes as they are; a newline at the end.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(id, forKey: .id)
        try container.encode(version, forKey: .version)
        try container.encode(kind, forKey: .kind)
        try container.encode(audience, forKey: .audience)
        if layout != .stacked { try container.encode(layout, forKey: .layout) }
        try container.encode(defaultLocale, forKey: .defaultLocale)
        try container.encode(behavior, forKey: .behavior)
        try container.encode(seen, forKey: .seen)
        try container.encode(continueURL, forKey: .continueURL)
        try container.encode(tint, forKey: .tint)
        try container.encode(locales, forKey: .locales)
    }
}
