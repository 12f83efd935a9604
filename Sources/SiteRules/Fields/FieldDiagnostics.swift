import FrontMatter
import SiteModel
import SiteSupport
import WalkthroughManifest

// The codes and messages of reading front matter and walkthrough.yml, and each value as its key's type (`FieldReader`).
// docs/diagnostics.md shows each code with an example a test builds.

extension Diagnostic.Code {
    /// The front matter or walkthrough.yml is not valid YAML of the supported subset.
    package static let yamlSyntax = Self("yaml-syntax")
    /// A key the page or walkthrough.yml does not know (the hint names the nearest).
    package static let unknownKey = Self("unknown-key")
    /// A value of the wrong type: text, a number, true/false, a list or a mapping.
    package static let wrongType = Self("wrong-type")
    /// A value outside what the key allows (a choice, a range, min above max).
    package static let wrongValue = Self("wrong-value")
    /// A key written without a value where one is needed.
    package static let missingValue = Self("missing-value")
    /// A colour that is not #RGB or #RRGGBB.
    package static let invalidColor = Self("invalid-color")
}

extension Diagnostic.Message {
    package static func yamlSyntax(_ error: YAMLError) -> Self {
        Self(code: .yamlSyntax, text: error.message, hint: error.hint)
    }

    package static func unknownKey(_ key: String, nearest: String?, known: [String]) -> Self {
        Self(code: .unknownKey, text: "unknown key '\(key)'", hint: nearest.map { "did you mean '\($0)'?" } ?? "known keys are \(known.joined(separator: ", "))")
    }

    package static func notMapping(_ context: String, found kind: String) -> Self {
        Self(code: .wrongType, text: "\(context) must be a mapping of 'key: value' lines, not \(kind)")
    }

    package static func notText(_ key: String, found kind: String) -> Self {
        Self(code: .wrongType, text: "'\(key)' must be text, not \(kind)", hint: "put the value on the same line as the key")
    }

    package static func noValue(_ key: String, hint: NoValueHint) -> Self {
        Self(code: .missingValue, text: "'\(key)' has no value", hint: hint.text)
    }

    /// What to write for a key given without a value.
    package enum NoValueHint: Sendable {
        case boolean(key: String), wholeNumber(range: String), choice([String]), color(key: String)
        case image, darkImage, pageID, walkthroughID, locales, label(locale: String), languageName(locale: String), seenKey, continueURL
        case imageWidths, imageFormats, since, actionID, actionLabel, actionURL, imageFocus, video, seconds, endpoint

        package var text: String {
            switch self {
            case .boolean(let key): "write '\(key): true' or '\(key): false'"
            case .wholeNumber(let range): "write \(range), or remove the line"
            case .choice(let names): "write one of \(names.joined(separator: ", ")), or remove the line"
            case .color(let key): Diagnostic.Message.colorHint(key)
            case .image: "write a path like images/welcome.png, or remove the line for a page without a picture"
            case .darkImage: "write a path like images/welcome-dark.png, or remove the line"
            case .pageID: "write a slug like welcome, or remove the line to use the file name"
            case .walkthroughID: "write a slug like whats-new, or remove the line to use the folder's name"
            case .locales: "write locales: [en, fr], or remove the line for English only"
            case .label(let locale): "write the button's text in '\(locale)', or remove the line for the built-in label"
            case .languageName(let locale): "write '\(locale)' as its speakers name it, or remove the line for CLDR's name"
            case .seenKey: "write a key like walkthrough.onboarding.seen, or remove the line for the default"
            case .continueURL: Diagnostic.Message.continueURLHint + ", or remove the line"
            case .imageWidths: "write widths in pixels like [360, 720, 1080, 1440], or remove the line for those"
            case .imageFormats: "write formats: [avif, webp], or [] for the source's format only"
            case .since: Diagnostic.Message.sinceHint
            case .actionID: "write one of \(Page.Action.builtInIDs.joined(separator: ", ")), or your app's own id"
            case .actionLabel: "write the button's text, like 'Turn on notifications'"
            case .actionURL: Diagnostic.Message.continueURLHint + ", or remove the line"
            case .video: "write a path like clips/offline.mp4, or remove the line for a page without a clip"
            case .seconds: "write a time in seconds like 1.5, or remove the line for the first frame"
            case .endpoint: Diagnostic.Message.endpointHint + ", or remove the line"
            case .imageFocus: "write center, top, bottom, left, right, or two percentages across and down like \"50% 20%\", or remove the line for center"
            }
        }
    }

    package static func notBoolean(_ key: String, found text: String) -> Self {
        Self(code: .wrongType, text: "'\(key)' must be true or false, not '\(text)'", hint: NoValueHint.boolean(key: key).text)
    }

    package static func notWholeNumber(_ key: String, range: String, found text: String) -> Self {
        Self(code: .wrongType, text: "'\(key)' must be \(range), not '\(text)'")
    }

    package static func notChoice(_ key: String, choices: [String], found text: String, nearest: String?) -> Self {
        Self(code: .wrongValue, text: "'\(key)' must be one of \(choices.joined(separator: ", ")), not '\(text)'",
             hint: nearest.map { "did you mean '\($0)'?" } ?? "use one of \(choices.joined(separator: ", "))")
    }

    package static func notColor(_ key: String, found text: String) -> Self {
        Self(code: .invalidColor, text: "'\(key)' must be a hex colour like #5856D6 or #FFF, not '\(text)'", hint: colorHint(key))
    }

    /// The hint for a colour that is missing or malformed: an unquoted `#` starts a YAML comment.
    package static func colorHint(_ key: String) -> String {
        "quote the colour, since '#' starts a comment: \(key): \"#5856D6\""
    }

    package static func notList(_ key: String) -> Self {
        Self(code: .wrongType, text: "'\(key)' must be a list, like [en, fr]")
    }

    package static func listItemNotText(_ key: String, found kind: String) -> Self {
        Self(code: .wrongType, text: "items of '\(key)' must be text, not \(kind)")
    }

    package static func notTextMapping(_ key: String, found kind: String) -> Self {
        Self(code: .wrongType, text: "'\(key)' must be a mapping of 'name: value' lines, not \(kind)")
    }

    package static func mappingValueNotText(_ key: String, _ name: String, found kind: String) -> Self {
        Self(code: .wrongType, text: "'\(key).\(name)' must be text, not \(kind)", hint: "quote the value")
    }
}

extension Diagnostic {
    /// The diagnostic for a YAML syntax error in `file`.
    package init(_ error: YAMLError, file: String) {
        self.init(.yamlSyntax(error), file: file, at: error.location)
    }
}
