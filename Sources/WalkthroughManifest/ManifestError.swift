/// Why a manifest could not be read.
public enum ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The manifest was written for a schema this library does not know.
    case unsupportedSchemaVersion(Int)
    /// A field is missing or has the wrong type; `path` names it (`locales.fr.pages[2].heading`).
    case malformed(path: String, reason: String)
    /// The app's bundle holds no manifest at `file` (`walkthrough/tour/manifest.json`), or it cannot be read.
    case notBundled(file: String)

    init(_ error: DecodingError) {
        func path(_ codingPath: [CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue { text += "[\(index)]" }
                else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text
        }
        switch error {
        case .typeMismatch(let type, let context):
            self = .malformed(path: path(context.codingPath), reason: "expected \(Self.name(of: type))")
        case .valueNotFound(let type, let context):
            self = .malformed(path: path(context.codingPath), reason: "expected \(Self.name(of: type)), found null")
        case .keyNotFound(let key, let context):
            self = .malformed(path: path(context.codingPath + [key]), reason: "missing")
        case .dataCorrupted(let context):
            let reason = context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription
            self = .malformed(path: path(context.codingPath), reason: reason)
        @unknown default:
            self = .malformed(path: "", reason: "\(error)")
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "a boolean"
        case is [Any].Type: return "an array"
        default:
            let name = "\(type)"
            return name.hasPrefix("Dictionary") || name.hasPrefix("Array") ? "a \(name.hasPrefix("Array") ? "list" : "mapping")" : "an object"
        }
    }

    /// The field at fault (`locales.fr.pages[2].heading`, `schemaVersion`); empty when the file as a whole is.
    public var path: String {
        switch self {
        case .unsupportedSchemaVersion: "schemaVersion"
        case .malformed(let path, _): path
        case .notBundled: ""
        }
    }

    public var description: String {
        switch self {
        case .unsupportedSchemaVersion(let version):
            let readable = WalkthroughManifest.readableSchemaVersions
            return "schemaVersion: \(version) is not supported; this library reads versions \(readable.lowerBound) to \(readable.upperBound)"
        case .malformed(let path, let reason):
            return path.isEmpty ? reason : "\(path): \(reason)"
        case .notBundled(let file):
            return "\(file) is not in the bundle; add the WalkthroughContent plugin to the target, with the walkthrough in its Walkthrough/ folder"
        }
    }
}
