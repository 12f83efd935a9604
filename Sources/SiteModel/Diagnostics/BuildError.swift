/// A failure outside the content: the command line or the file system.
public enum BuildError: Error, Sendable, Equatable, CustomStringConvertible {
    case missingContent(String)
    case unreadable(String, reason: String)
    case unwritable(String, reason: String)
    case outputBusy(String)
    case invalidTemplates(String)
    /// A file a command would create is there already, and is left alone.
    case alreadyExists(String, advice: String)
    /// A name that is none of the built-in templates.
    case unknownTemplate(String, builtIn: [String])

    public var description: String {
        switch self {
        case .missingContent(let path):
            return "content folder '\(path)' not found; pass --content DIR or run from the site's folder"
        case .unreadable(let path, let reason):
            return "cannot read '\(path)': \(reason)"
        case .unwritable(let path, let reason):
            return "cannot write '\(path)': \(reason); the previous output is unchanged"
        case .outputBusy(let path):
            return "another build is writing '\(path)'; wait for it to finish and run again"
        case .invalidTemplates(let message):
            return message
        case .alreadyExists(let path, let advice):
            return "'\(path)' exists already and is left as it is; \(advice)"
        case .unknownTemplate(let name, let builtIn):
            return "'\(name)' is not a built-in template; name one of \(builtIn.joined(separator: ", "))"
        }
    }
}
