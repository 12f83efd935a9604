import Foundation
import SiteBuilder

/// The options of every command that reads a site: where its content and templates are, which
/// pages it publishes, how strict it is and how it reports.
struct SiteOptions {
    static let content = Option("--content", value: "DIR", help: "the content folder (default: content)")
    static let templates = Option("--templates", value: "DIR",
                                  help: "templates overriding the built-in ones, file by file (default: templates, when that folder exists)")
    static let drafts = Option("--drafts", help: "publish pages marked 'draft: true'")
    static let strict = Option("--strict", help: "treat warnings as errors")
    static let diagnostics = Option("--diagnostics", value: "FORMAT", help: "how problems are printed: text (default), or json, one object per line")
    static let quiet = Option("--quiet", short: "-q", help: "print nothing but problems")
    static let all = [content, templates, drafts, strict, diagnostics, quiet]

    /// How problems and reports are printed.
    enum Format: String {
        case text, json

        /// `value` of `option` (`--diagnostics json`), text when not given.
        init(_ value: String?, of option: Option) throws(UsageError) {
            guard let format = Format(rawValue: value ?? "text") else {
                throw UsageError(message: "\(option.name) takes 'text' or 'json', not '\(value ?? "")'")
            }
            self = format
        }
    }

    var content: String
    var templates: String?
    /// The output folder, for a command that writes one (`--output`, or its default).
    var output: String
    var includesDrafts: Bool
    var isStrict: Bool
    var diagnosticsFormat: Format
    var isQuiet: Bool

    /// The options as `arguments` give them; `output` is the command's own `--output`, and `defaultOutput` what it means unsaid.
    init(_ arguments: ParsedArguments, output: Option? = nil, defaultOutput: String = "output") throws(UsageError) {
        content = arguments.value(Self.content) ?? "content"
        templates = arguments.value(Self.templates)
        self.output = output.flatMap(arguments.value) ?? defaultOutput
        includesDrafts = arguments.has(Self.drafts)
        isStrict = arguments.has(Self.strict)
        diagnosticsFormat = try Format(arguments.value(Self.diagnostics), of: Self.diagnostics)
        isQuiet = arguments.has(Self.quiet)
    }

    /// What the library needs to know, with paths resolved against the current folder.
    func buildOptions(publication: BuildOptions.Publication = .site) -> BuildOptions {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return BuildOptions(
            contentDirectory: URL(fileURLWithPath: content, relativeTo: current).standardizedFileURL,
            contentDisplayPath: content.hasSuffix("/") && content.count > 1 ? String(content.dropLast()) : content,
            outputDirectory: URL(fileURLWithPath: output, relativeTo: current).standardizedFileURL,
            templatesDirectory: URL(fileURLWithPath: templates ?? "templates", relativeTo: current).standardizedFileURL,
            templatesDisplayPath: templates ?? "templates",
            includesDrafts: includesDrafts,
            isStrict: isStrict,
            publication: publication)
    }
}
