import Foundation
import FrontMatter
import WalkthroughManifest

// How the build cache keeps a folder's result, and reads it back with `JSONValue`.

extension FolderResult: Encodable {
    // As the build cache keeps it: of the walkthrough only its path and outline, of the variants
    // only their paths (a reused folder's are in the output already), and no inputs;
    // `BuildCache` keeps the input table (`inputsRecord`) and the manifest on lines of their own.
    enum CodingKeys: String, CodingKey { case folder, path, outline, diagnostics, images, variants, subtrees }

    /// The result as `encode(to:)` wrote it, from a parsed record of the build cache and its
    /// `inputsRecord` as written (parsed only if asked for); `nil` when a field is missing or of
    /// another type.
    init?(cacheRecord record: JSONValue, inputs: Data) {
        func field(_ key: CodingKeys) -> JSONValue? { record[key.rawValue] }
        guard let folder = field(.folder)?.string, let diagnostics = field(.diagnostics)?.array(of: Diagnostic.init(cacheRecord:)),
              let images = field(.images)?.object(of: \.string), let subtrees = field(.subtrees)?.array(of: \.string),
              let variantPaths = field(.variants)?.array(of: \.string) else { return nil }
        self.folder = folder
        if let outline = field(.outline), outline != .null {
            guard let path = field(.path)?.string, let outline = Walkthrough.Outline(cacheRecord: outline) else { return nil }
            walkthrough = Walkthrough(path: path, outline: outline, manifestJSON: Data())
        }
        self.diagnostics = diagnostics
        self.images = images
        self.variantPaths = variantPaths
        self.inputStorage = InputStorage(record: inputs)
        self.subtrees = Set(subtrees)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(folder, forKey: .folder)
        try container.encodeIfPresent(walkthrough?.path, forKey: .path)
        try container.encodeIfPresent(walkthrough?.outline, forKey: .outline)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode(images, forKey: .images)
        try container.encode(variantPaths, forKey: .variants)
        try container.encode(subtrees.sorted(), forKey: .subtrees)
    }

    /// The input table as the build cache keeps it: one JSON string of `size modified path` lines
    /// (hundreds of small JSON objects made reading the cache slow).
    var inputsRecord: Data { inputStorage.record }

    /// The result with empty page bodies: what the cache keeps, since a reused walkthrough is
    /// not rendered again and the bodies are most of a manifest's size.
    var withoutBodies: FolderResult {
        var result = self
        guard let manifest = walkthrough?.manifest else { return result }
        result.walkthrough?.manifest = manifest.mappingPages { $0.body = .init(html: "", text: "") }
        return result
    }
}

extension Walkthrough.Outline {
    /// The outline as its `Codable` conformance encodes it, from a parsed cache record.
    init?(cacheRecord record: JSONValue) {
        guard let id = record["id"]?.string, let version = record["version"]?.string, let defaultLocale = record["defaultLocale"]?.string,
              let title = record["title"]?.string, let seenKey = record["seenKey"]?.string, let reshow = record["reshow"]?.string, let kind = record["kind"]?.string,
              let locales = record["locales"]?.array(of: \.string), let pageCount = record["pageCount"]?.int else { return nil }
        self.init(id: id, version: version, defaultLocale: defaultLocale, title: title, seenKey: seenKey, reshow: reshow,
                  kind: kind, locales: locales, pageCount: pageCount)
    }
}

extension Diagnostic {
    /// The diagnostic as its `Codable` conformance encodes it, from a parsed cache record.
    init?(cacheRecord record: JSONValue) {
        guard let severity = record["severity"]?.string.flatMap(Severity.init(rawValue:)), let code = record["code"]?.string.flatMap(Code.init(rawValue:)),
              let message = record["message"]?.string, let file = record["file"]?.string,
              let line = record["location"]?["line"]?.int, let column = record["location"]?["column"]?.int else { return nil }
        let hint = record["hint"]?.string
        guard hint != nil || record["hint"] == nil || record["hint"] == .null else { return nil }
        self.init(severity, code: code, message, hint: hint, file: file, at: SourceLocation(line: line, column: column))
    }
}
