import Foundation
import FrontMatter
import WalkthroughManifest

/// What validating one walkthrough folder produced, and what it depended on: the unit an
/// incremental build keeps (in the form of `FolderResult+Cache.swift`), and reuses while none of
/// its inputs changed.
public struct FolderResult: Sendable {
    /// The folder relative to the content folder; empty for the root walkthrough.
    public var folder: String
    /// The walkthrough, when the folder has no errors.
    public var walkthrough: Walkthrough?
    public var diagnostics: [Diagnostic]
    /// The images it publishes as they are: output path → content path.
    public var images: [String: String]
    /// The variants made of its images, by output path; only in a result validated by this build
    /// (a reused folder's variants are in the output already).
    public var variants: [String: ImageVariant] = [:]
    /// The output paths of its variants, sorted: in every result.
    public var variantPaths: [String]
    /// The phone-sized variants to weigh against the byte budget once they are made; only in a
    /// result validated by this build (a reused result has the warnings in `diagnostics`).
    var budgetChecks: [ImageBudget.Check] = []
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
    public internal(set) var subtrees: Set<String>
    var inputStorage: InputStorage

    public init(folder: String, walkthrough: Walkthrough?, diagnostics: [Diagnostic], images: [String: String],
                variants: [String: ImageVariant] = [:], inputs: [String: ContentFile.Fingerprint]) {
        self.folder = folder
        self.walkthrough = walkthrough
        self.diagnostics = diagnostics
        self.images = images
        self.variants = variants
        self.variantPaths = variants.keys.sorted()
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
}

/// A folder's input table, as a table or as the cache's record of it, parsed on first use (thread-safe).
final class InputStorage: @unchecked Sendable {
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
