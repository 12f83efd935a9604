import BuiltInFiles
import Foundation
import SiteSupport

/// A built-in template copied into a site's `templates/` by `build-site eject`, to be changed
/// there. Its first line, a comment that leaves the output unchanged, names the build-site
/// version and the built-in copy it came from, so a build can warn once that copy has changed.
public struct EjectedTemplate: Sendable, Equatable {
    /// The template's file name (`page.mustache`).
    package var name: String
    /// The build-site version it was ejected from.
    package var version: String
    /// The first 12 hex digits of the SHA-256 of the built-in copy it was ejected from.
    package var digest: String

    /// The templates of the built-ins build-site carries, which `eject` copies.
    private static let builtIn = SiteTemplates.files(of: .package)

    /// The built-in templates that can be ejected, by name.
    public static var names: [String] { builtIn.keys.sorted() }

    /// The file `eject` writes for `name`: the origin line, then the built-in text; `nil` for a
    /// name that is not a built-in template.
    package static func copy(of name: String) -> String? {
        guard let text = builtIn[name] else { return nil }
        let origin = EjectedTemplate(name: name, version: BuiltIns.package.version, digest: digest(of: text))
        return origin.line + "\n" + text
    }

    /// The origin a template's first line records, or `nil` when it records none.
    init?(firstLineOf text: String, name: String) {
        let line = text.prefix { $0 != "\n" }
        guard let from = line.range(of: Self.marker + " "),
              let open = line.range(of: " (digest ", range: from.upperBound..<line.endIndex),
              let close = line[open.upperBound...].firstIndex(of: ")") else { return nil }
        self.init(name: name, version: String(line[from.upperBound..<open.lowerBound]), digest: String(line[open.upperBound..<close]))
    }

    package init(name: String, version: String, digest: String) {
        (self.name, self.version, self.digest) = (name, version, digest)
    }

    /// True when the built-in copy, `builtInText`, is no longer the one this was ejected from.
    package func isOutdated(against builtInText: String?) -> Bool {
        builtInText.map { Self.digest(of: $0) != digest } ?? false
    }

    private static let marker = "Ejected from build-site"

    /// The origin as a comment in the file's own language.
    package var line: String {
        let words = "\(Self.marker) \(version) (digest \(digest)). Keep this line: build-site warns when its built-in \(name) changes."
        if name.hasSuffix(".mustache") { return "{{! \(words) }}" }
        if name.hasSuffix(".css") { return "/* \(words) */" }
        return "// \(words)"
    }

    package static func digest(of text: String) -> String {
        String(SHA256.hex(text).prefix(12))
    }
}
