import Foundation

/// The content of one file of the output.
public enum OutputFile: Sendable {
    /// Bytes rendered by this build.
    case data(Data)
    /// A content file published as it is (an image).
    case copy(ContentFile)
    /// A file kept beside the output (an image variant in `VariantCache`), by absolute path.
    case cached(String)
    /// The file the current output already holds at this path, unchanged: linked, not rewritten.
    case unchanged

    /// The bytes to write, reading a copied file when needed; `nil` for `.unchanged`.
    public var bytes: Data? {
        switch self {
        case .data(let data): return data
        case .copy(let file): return try? file.contents.get()
        case .cached(let path): return FileManager.default.contents(atPath: path)
        case .unchanged: return nil
        }
    }
}
