import SiteModel
import SiteSupport

// The codes and messages of the templates (`SiteTemplates`).
// docs/diagnostics.md shows each code with an example a test builds.

extension Diagnostic.Code {
    /// A template that does not parse.
    package static let templateSyntax = Self("template-syntax")
    /// A required template that is missing.
    package static let templateMissing = Self("template-missing")
    /// A partial that does not exist.
    package static let templatePartial = Self("template-partial")
    /// A site's template ejected from a built-in copy that has changed since (warning).
    package static let templateOutdated = Self("template-outdated")
}

extension Diagnostic.Message {
    package static func templateMissing(_ name: String) -> Self {
        Self(code: .templateMissing, text: "the template '\(name)' is missing", hint: "restore it with 'build-site eject \(name)'")
    }

    package static func templateOutdated(_ name: String, ejectedFrom version: String) -> Self {
        Self(code: .templateOutdated, text: "this copy of the built-in '\(name)' was ejected from build-site \(version), and the built-in one has changed since",
             hint: "compare it with a fresh copy ('build-site eject \(name) --templates FOLDER' writes one there), carry your changes over and keep the new first line, or delete this file to use the built-in one")
    }

    package static func templateSyntax(_ message: String) -> Self {
        Self(code: .templateSyntax, text: message)
    }

    package static func partialMissing(_ partial: String, nearest: String?) -> Self {
        Self(code: .templatePartial, text: "the partial '\(partial)' does not exist",
             hint: nearest.map { "did you mean '\($0)'?" } ?? "add \(partial).mustache to the templates folder")
    }
}
