import FrontMatter

/// A problem found in the content, with where it is and how to fix it.
public struct Diagnostic: Error, Sendable, Hashable, Comparable, Codable {
    /// An error stops the build; a warning does not, unless `--strict`.
    public enum Severity: String, Sendable, Hashable, Codable {
        case error, warning
    }

    /// Error or warning.
    public var severity: Severity
    /// The path of the file as the user named it (`content/01-welcome.md`).
    public var file: String
    /// The line and column, from 1.
    public var location: SourceLocation
    /// What is wrong.
    public var message: String
    /// How to fix it, when there is a clear way.
    public var hint: String?
    /// What kind of problem it is, for tools.
    public var code: Code

    package init(_ severity: Severity = .error, code: Code, _ message: String, hint: String? = nil,
                file: String, at location: SourceLocation = SourceLocation(line: 1, column: 1)) {
        self.severity = severity
        self.code = code
        self.message = message
        self.hint = hint
        self.file = file
        self.location = location
    }

    /// `path:line:column: error: message; hint`, the form editors make clickable.
    public var formatted: String {
        "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)" + (hint.map { "; \($0)" } ?? "")
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.location.line, lhs.location.column, lhs.message)
            < (rhs.file, rhs.location.line, rhs.location.column, rhs.message)
    }
}

extension Diagnostic {
    /// The diagnostic for a YAML syntax error in `file`.
    package init(_ error: YAMLError, file: String) {
        self.init(.yamlSyntax(error), file: file, at: error.location)
    }
}

extension Diagnostic {
    /// Every kind of problem build-site reports, by a stable name: `--diagnostics json` prints it as
    /// `code`, so editors and CI can filter on it (docs/diagnostics.md lists them all).
    public enum Code: String, CaseIterable, Sendable, Hashable, Codable {
        /// The front matter or walkthrough.yml is not valid YAML of the supported subset.
        case yamlSyntax = "yaml-syntax"
        /// A page or settings file is not UTF-8.
        case invalidUTF8 = "invalid-utf8"
        /// A page or settings file is larger than 1 MiB.
        case fileTooLarge = "file-too-large"
        /// A file cannot be read.
        case unreadable = "unreadable"
        /// A key the page or walkthrough.yml does not know (the hint names the nearest).
        case unknownKey = "unknown-key"
        /// A value of the wrong type: text, a number, true/false, a list or a mapping.
        case wrongType = "wrong-type"
        /// A value outside what the key allows (a choice, a range, min above max).
        case wrongValue = "wrong-value"
        /// A key written without a value where one is needed.
        case missingValue = "missing-value"
        /// A page without a heading, or with an empty one.
        case missingHeading = "missing-heading"
        /// A page or walkthrough id that is not a slug of lowercase letters, digits and '-'.
        case invalidId = "invalid-id"
        /// Two pages, or two walkthroughs, with the same id.
        case duplicateId = "duplicate-id"
        case outputCollision = "output-collision"
        /// A colour that is not #RGB or #RRGGBB.
        case invalidColor = "invalid-color"
        /// A locale that is not a BCP 47 tag.
        case invalidLocale = "invalid-locale"
        /// A locale listed twice.
        case duplicateLocale = "duplicate-locale"
        /// A deprecated or misleading locale code, with the tag it probably means (warning).
        case localeMisleading = "locale-misleading"
        /// A locale whose language CLDR does not know: it has no name and matches nothing (warning).
        case localeUnknown = "locale-unknown"
        /// A locale CLDR has no name for in its own language, and no language_names: entry (warning).
        case languageNameMissing = "language-name-missing"
        /// A continue_url or an action's url that is not https:, http: or site-relative.
        case unsafeURL = "unsafe-url"
        /// An analytics endpoint that is not https: (http: only on localhost and 127.0.0.1).
        case insecureEndpoint = "insecure-endpoint"
        /// A continue_url that leads back to the walkthrough's own page (warning).
        case continueLoop = "continue-loop"
        /// A page with neither a number prefix nor 'order:'.
        case missingOrder = "missing-order"
        /// 'order:' that differs from the file name's prefix.
        case orderMismatch = "order-mismatch"
        /// Two pages at the same position.
        case duplicateOrder = "duplicate-order"
        /// Positions that do not run 1…N.
        case orderGap = "order-gap"
        /// More or fewer published pages than walkthrough.yml allows.
        case pageCount = "page-count"
        /// A content folder without any page.
        case noPages = "no-pages"
        /// A locale of walkthrough.yml without a translation of a page.
        case missingTranslation = "missing-translation"
        /// A translation whose page changed since its `translated_from:` (warning).
        case translationOutdated = "translation-outdated"
        /// `translated_from:` on a page of the default locale, which is no translation (warning).
        case translatedFromIgnored = "translated-from-ignored"
        /// A translation of a page that does not exist.
        case orphanTranslation = "orphan-translation"
        /// A translation, or labels, for a locale that walkthrough.yml does not list.
        case unknownLocale = "unknown-locale"
        /// A translation file for the default locale.
        case defaultLocaleTranslation = "default-locale-translation"
        /// A translation that changes the page's order, id, draft, since or action id.
        case translationMismatch = "translation-mismatch"
        /// A locale without built-in labels (warning).
        case missingLabels = "missing-labels"
        /// A 'since' that is not an app version (MAJOR.MINOR[.PATCH]).
        case invalidVersion = "invalid-version"
        /// A page of a whats-new walkthrough without 'since', or 'since' in onboarding.
        case release = "release"
        /// An action without an id or a label, with an id that is not [a-z0-9-]+, or open-url without a url.
        case invalidAction = "invalid-action"
        /// An action id that is neither built in nor listed in walkthrough.yml's 'actions'.
        case unknownAction = "unknown-action"
        /// An image or a clip given as a URL or an absolute path.
        case imagePath = "image-path"
        /// An image or a clip outside the content folder.
        case imageOutside = "image-outside"
        /// An image of a type build-site does not publish.
        case imageType = "image-type"
        /// An image or clip file that does not exist.
        case imageMissing = "image-missing"
        /// An image file that is not of its type.
        case imageInvalid = "image-invalid"
        /// An image larger than 20 MiB, or a clip larger than 200 MiB.
        case imageTooLarge = "image-too-large"
        /// An image published as it is (SVG, animated GIF) over 1 MiB, slow on phones (warning).
        case imageLarge = "image-large"
        /// A phone's variant of an image over the 250 KB budget (warning).
        case imageBudget = "image-budget"
        /// An image with fewer pixels than a phone shows it at (warning).
        case imageTooSmall = "image-too-small"
        /// An image format the installed libvips cannot write; another is made instead (warning).
        case imageFormatUnavailable = "image-format-unavailable"
        /// No image encoder (build-site-vips) to make variants with; pictures are published as they are (warning).
        case imageEncoderMissing = "image-encoder-missing"
        /// An image libvips cannot decode or encode.
        case imageEncoding = "image-encoding"
        /// A clip of a type build-site does not read.
        case clipType = "clip-type"
        /// A clip file whose picture size or length cannot be read, or a GIF of one frame.
        case clipInvalid = "clip-invalid"
        /// A clip longer than 20 seconds.
        case clipTooLong = "clip-too-long"
        /// A clip wider than its widest variant (warning).
        case clipWide = "clip-wide"
        /// A clip with a sound track, which is dropped (warning).
        case clipAudio = "clip-audio"
        /// A phone's variant of a clip over the 600 KB budget (warning).
        case clipBudget = "clip-budget"
        /// A clip ffmpeg cannot encode, or no ffmpeg to encode it with.
        case clipEncoding = "clip-encoding"
        /// 'image_dark' without 'image'.
        case darkWithoutImage = "dark-without-image"
        /// A page background on which its text falls below WCAG AA's 4.5:1 contrast (warning).
        case lowContrast = "low-contrast"
        /// A page in the background layout without a picture, or 'image_focus' on a stacked page (warning).
        case layout = "layout"
        /// A symbolic link that leaves the content folder (warning).
        case linkOutside = "link-outside"
        /// A symbolic link to a file or folder that does not exist (warning).
        case brokenLink = "link-broken"
        /// A template that does not parse.
        case templateSyntax = "template-syntax"
        /// A required template that is missing.
        case templateMissing = "template-missing"
        /// A partial that does not exist.
        case templatePartial = "template-partial"
        /// A site's template ejected from a built-in copy that has changed since (warning).
        case templateOutdated = "template-outdated"
    }
}
