import Foundation
import FrontMatter
import WalkthroughManifest

/// What validating one walkthrough folder produced, and what it depended on: the unit an
/// incremental build keeps, and reuses while none of its inputs changed.
public struct FolderResult: Sendable, Encodable {
    /// The folder relative to the content folder; empty for the root walkthrough.
    public var folder: String
    /// The walkthrough, when the folder has no errors.
    public var walkthrough: Walkthrough?
    public var diagnostics: [Diagnostic]
    /// The images it publishes: output path → content path.
    public var images: [String: String]
    /// Every content file it read, with its fingerprint then.
    public var inputs: [String: ContentFile.Fingerprint] {
        get { inputStorage.table }
        set {
            inputStorage = InputStorage(newValue)
            subtrees = Self.subtrees(of: folder, inputs: newValue)
        }
    }
    /// The top-level subtrees of the content folder (`ContentSnapshot.Walk.subtreeDigests`)
    /// that hold its own files and its inputs: while none of them changes, neither does it.
    public private(set) var subtrees: Set<String>
    private var inputStorage: InputStorage

    public init(folder: String, walkthrough: Walkthrough?, diagnostics: [Diagnostic], images: [String: String],
                inputs: [String: ContentFile.Fingerprint]) {
        self.folder = folder
        self.walkthrough = walkthrough
        self.diagnostics = diagnostics
        self.images = images
        self.inputStorage = InputStorage(inputs)
        self.subtrees = Self.subtrees(of: folder, inputs: inputs)
    }

    /// The top-level subtree a path of the content folder lies in: its first component, or ""
    /// for a file at the top.
    static func subtree(of path: String, isFolder: Bool) -> String {
        guard let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) else { return isFolder ? path : "" }
        return String(path[..<slash])
    }

    private static func subtrees(of folder: String, inputs: [String: ContentFile.Fingerprint]) -> Set<String> {
        Set(inputs.keys.map { subtree(of: $0, isFolder: false) }).union([folder.isEmpty ? "" : subtree(of: folder, isFolder: true)])
    }

    // As the build cache keeps it: of the walkthrough only its path and outline, and no inputs;
    // `BuildCache` keeps the input table (`inputsRecord`) and the manifest on lines of their own.
    private enum CodingKeys: String, CodingKey { case folder, path, outline, diagnostics, images, subtrees }

    /// The result as `encode(to:)` wrote it, from a parsed record of the build cache and its
    /// `inputsRecord` as written (parsed only if asked for); `nil` when a field is missing or of
    /// another type.
    init?(cacheRecord record: JSONValue, inputs: Data) {
        func field(_ key: CodingKeys) -> JSONValue? { record[key.rawValue] }
        guard let folder = field(.folder)?.string, let diagnostics = field(.diagnostics)?.array(of: Diagnostic.init(cacheRecord:)),
              let images = field(.images)?.object(of: \.string), let subtrees = field(.subtrees)?.array(of: \.string) else { return nil }
        self.folder = folder
        if let outline = field(.outline), outline != .null {
            guard let path = field(.path)?.string, let outline = Walkthrough.Outline(cacheRecord: outline) else { return nil }
            walkthrough = Walkthrough(path: path, outline: outline, manifestJSON: Data())
        }
        self.diagnostics = diagnostics
        self.images = images
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
        try container.encode(subtrees.sorted(), forKey: .subtrees)
    }

    /// The input table as the build cache keeps it: one JSON string of `size modified path` lines
    /// (hundreds of small JSON objects made reading the cache slow).
    var inputsRecord: Data { inputStorage.record }

    /// True when `snapshot` still holds exactly the inputs this result was made from: the
    /// same page and settings files in the folder (`ownFiles`), and unchanged images. An input
    /// table that does not parse (the cache edited by hand) is empty, so never current.
    func isCurrent(in snapshot: ContentSnapshot, ownFiles: [String]) -> Bool {
        let inputs = self.inputs
        for (path, fingerprint) in inputs {
            guard case .file(let file)? = snapshot.entries[path], file.fingerprint == fingerprint else { return false }
        }
        return ownFiles.allSatisfy { inputs[$0] != nil }
    }

    /// The result with empty page bodies: what the cache keeps, since a reused walkthrough is
    /// not rendered again and the bodies are most of a manifest's size.
    var withoutBodies: FolderResult {
        var result = self
        guard var manifest = walkthrough?.manifest else { return result }
        for (locale, content) in manifest.locales {
            var content = content
            content.pages = content.pages.map { page in
                var page = page
                page.body = .init(html: "", text: "")
                return page
            }
            manifest.locales[locale] = content
        }
        result.walkthrough?.manifest = manifest
        return result
    }
}

extension Walkthrough.Outline {
    /// The outline as its `Codable` conformance encodes it, from a parsed cache record.
    init?(cacheRecord record: JSONValue) {
        guard let id = record["id"]?.string, let version = record["version"]?.string, let defaultLocale = record["defaultLocale"]?.string,
              let title = record["title"]?.string, let seenKey = record["seenKey"]?.string, let reshow = record["reshow"]?.string,
              let locales = record["locales"]?.array(of: \.string), let pageCount = record["pageCount"]?.int else { return nil }
        self.init(id: id, version: version, defaultLocale: defaultLocale, title: title, seenKey: seenKey, reshow: reshow,
                  locales: locales, pageCount: pageCount)
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

/// A folder's input table, as a table or as the cache's record of it, parsed on first use (thread-safe).
private final class InputStorage: @unchecked Sendable {
    private var parsed: [String: ContentFile.Fingerprint]?
    private let source: Data?
    private let lock = NSLock()

    init(_ table: [String: ContentFile.Fingerprint]) {
        parsed = table
        source = nil
    }

    init(record: Data) {
        source = record
    }

    /// The table; empty when the record does not parse (the cache edited by hand).
    var table: [String: ContentFile.Fingerprint] {
        lock.withLock {
            if parsed == nil {
                let text = source.flatMap { JSONValue(parsing: $0)?.string }
                parsed = text.flatMap { try? FingerprintTable.table($0) } ?? [:]
            }
            return parsed!
        }
    }

    var record: Data { source ?? (try? SortedJSONEncoder(escapingSlashes: false).encode(FingerprintTable.text(table))) ?? Data("\"\"".utf8) }
}
