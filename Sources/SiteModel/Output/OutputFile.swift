import Foundation

/// The content of one file of the output.
package enum OutputFile: Sendable, Equatable {
    /// Bytes rendered by this build, or kept in the build cache (mapped from its entry).
    case data(Data)
    /// A content file published as it is (an image).
    case copy(ContentFile)
    /// A file kept beside the output (an image variant in `VariantCache`), by absolute path.
    case cached(String)

    /// The bytes to write, reading a copied or kept file when needed.
    package var bytes: Data? {
        switch self {
        case .data(let data): return data
        case .copy(let file): return try? file.contents.get()
        case .cached(let path): return FileManager.default.contents(atPath: path)
        }
    }
}
