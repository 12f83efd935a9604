import FrontMatter
import SiteSupport
import WalkthroughManifest

extension Diagnostic {
    /// What a diagnostic says: the kind of problem, what is wrong and how to fix it. Every message
    /// build-site can say is made below, grouped by its `Code`, so the wording of all of them
    /// reads in one place; the rules only say which one applies and where.
    package struct Message: Sendable {
        package var code: Code
        package var text: String
        package var hint: String?
    }

    package init(_ message: Message, severity: Severity = .error, file: String, at location: SourceLocation = SourceLocation(line: 1, column: 1)) {
        self.init(severity, code: message.code, message.text, hint: message.hint, file: file, at: location)
    }
}

extension Diagnostic.Message {
    // MARK: Files

    package static func fileTooLarge(size: Int, limit: Int) -> Self {
        Self(code: .fileTooLarge, text: "the file is \(size) bytes, more than the limit of \(limit)", hint: "split the content or shrink the file")
    }

    package static func unreadableFile(_ reason: String) -> Self {
        Self(code: .unreadable, text: "cannot read the file: \(reason)")
    }

    package static func invalidUTF8(byte: UInt8) -> Self {
        Self(code: .invalidUTF8, text: "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))", hint: "save the file as UTF-8")
    }

    package static func noPages() -> Self {
        Self(code: .noPages, text: "no page files (*.md) found", hint: "add a page such as 01-welcome.md, or run 'build-site init'")
    }

    package static func linkOutside(to target: String) -> Self {
        Self(code: .linkOutside, text: "a symbolic link to '\(target)', outside the content folder, is not followed",
             hint: "move the files into the content folder")
    }

    package static func brokenLink(to target: String, fault: ContentSnapshot.LinkFault) -> Self {
        Self(code: .brokenLink, text: "a symbolic link to '\(target)', which \(fault.clause), is not followed",
             hint: "point the link at an existing file in the content folder, or remove it")
    }

    // MARK: Keys and values

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

    // MARK: walkthrough.yml

    package static func noLocales() -> Self {
        Self(code: .wrongValue, text: "'locales' must list at least one locale", hint: "write locales: [en]")
    }

    package static func invalidLocale(_ locale: String) -> Self {
        Self(code: .invalidLocale, text: "'\(locale)' is not a BCP 47 language tag", hint: "write tags like en, fr, pt-BR")
    }

    package static func deprecatedLocale(_ locale: String, replacement: String) -> Self {
        Self(code: .localeMisleading, text: "'\(locale)' is a deprecated code; BCP 47 replaced it with '\(replacement)', which browsers and apps report",
             hint: "write \(replacement) in locales: and in the translations' file names")
    }

    package static func misleadingLocale(_ locale: String, meant: String, reading: String) -> Self {
        Self(code: .localeMisleading, text: "BCP 47 reads '\(locale)' as \(reading); it probably means '\(meant)'",
             hint: "write \(meant) in locales: and in the translations' file names")
    }

    package static func unknownLanguage(_ locale: String, language: String) -> Self {
        Self(code: .localeUnknown, text: "CLDR knows no language '\(language)'\(locale == language ? "" : " (in '\(locale)')"): the locale gets no name and no language matches it",
             hint: "check the code in the IANA language subtag registry (ISO 639)")
    }

    package static func duplicateLocale(_ locale: String, listedAs listed: String) -> Self {
        let text = locale == listed ? "locale '\(locale)' is listed twice"
            : "locale '\(locale)' is already listed as '\(listed)': both are '\(LocaleTags.canonical(locale))'"
        return Self(code: .duplicateLocale, text: text, hint: "remove one of them")
    }

    package static func minimumAboveMaximum(_ minimum: Int, _ maximum: Int) -> Self {
        Self(code: .wrongValue, text: "'min' (\(minimum)) is greater than 'max' (\(maximum))")
    }

    package static func labelsNotMapping() -> Self {
        Self(code: .wrongType, text: "'labels' must map locales to button texts", hint: "write labels:, then fr:, then next: Suivant, each indented")
    }

    package static func pageStatusWithoutPlaceholders(_ text: String) -> Self {
        Self(code: .wrongValue, text: "'page_status' must contain {current} and {total}, not '\(text)'",
             hint: "write where the numbers go, as in page_status: Page {current} of {total}")
    }

    package static func languageNameMissing(_ locale: String) -> Self {
        Self(code: .languageNameMissing, text: "CLDR has no name for '\(locale)' in its own language; the language control shows the tag",
             hint: "add language_names: \(locale): … to walkthrough.yml")
    }

    package static func labelsForUnlistedLocale(_ locale: String) -> Self {
        Self(code: .unknownLocale, text: "labels for '\(locale)', which 'locales' does not list", hint: "add '\(locale)' to locales, or remove its labels")
    }

    package static func missingLabels(_ locale: String, missing: [String], reading fallback: String) -> Self {
        let used = fallback == "en" ? "English is" : "the built-in labels of '\(fallback)', a language its readers read, are"
        return Self(code: .missingLabels, text: "no built-in labels for '\(locale)'; \(used) used for \(missing.joined(separator: ", "))",
                    hint: "add labels: \(locale): \(missing[0]): … to walkthrough.yml")
    }

    package static func unsafeContinueURL(_ url: String) -> Self {
        Self(code: .unsafeURL, text: "'continue_url' must be an https:, http: or site-relative URL, not '\(url)'", hint: continueURLHint)
    }

    package static func continueURLLoops(_ url: String, page: String) -> Self {
        Self(code: .continueLoop, text: "'continue_url' '\(url)' leads back to this walkthrough's own page (\(page)), so a visitor who finished it is shown it again",
             hint: "point it at the page that comes after the walkthrough (your app, or its home page), or remove the line; when the site is served under a sub-path where '\(url)' is another page, write it as a full https:// URL")
    }

    package static let continueURLHint = "write a URL like /app or https://example.com/start"

    package static func insecureEndpoint(_ url: String) -> Self {
        Self(code: .insecureEndpoint, text: "'analytics.endpoint' must be an https: URL (http: only on localhost or 127.0.0.1), not '\(url)'", hint: endpointHint)
    }

    package static let endpointHint = "write the collector's URL, like https://collect.example.com/walkthrough-events"

    // MARK: Colours

    package static func lowContrast(text: String, background: String, ratio: Double) -> Self {
        // Two decimals just under 4.5, so a ratio short of it never reads as 4.5.
        let shown = ratio >= 4.45 ? String(format: "%.2f", (ratio * 100).rounded(.down) / 100) : String(format: "%.1f", ratio)
        return Self(code: .lowContrast,
                    text: "text \(text) on the background \(background) has a contrast of \(shown):1, below the 4.5:1 WCAG AA asks for",
                    hint: "choose a lighter or a darker background")
    }

    // MARK: Layout

    package static func notImageFocus(found text: String) -> Self {
        Self(code: .wrongValue, text: "'image_focus' must be center, top, bottom, left, right or 'X% Y%' with each from 0% to 100%, not '\(text)'",
             hint: NoValueHint.imageFocus.text)
    }

    package static func backgroundWithoutImage() -> Self {
        Self(code: .layout, text: "a page in the background layout needs a picture to lay its text over",
             hint: "add 'image: images/your-picture.jpg', or write 'layout: stacked' in this page's front matter")
    }

    package static func imageFocusInStackedLayout() -> Self {
        Self(code: .layout, text: "'image_focus' does nothing in the stacked layout, which shows the whole picture",
             hint: "remove it, or write 'layout: background' to fill the page with the picture")
    }

    // MARK: Releases and actions

    package static let sinceHint = "write the app version that brought this page's feature, like 2.3 or 2.3.1"

    package static func notAppVersion(_ key: String, found text: String) -> Self {
        Self(code: .invalidVersion, text: "'\(key)' must be an app version MAJOR.MINOR or MAJOR.MINOR.PATCH, not '\(text)'", hint: sinceHint)
    }

    package static func sinceRequired() -> Self {
        Self(code: .release, text: "every page of a whats-new walkthrough needs 'since'", hint: sinceHint)
    }

    package static func sinceInOnboarding() -> Self {
        Self(code: .release, text: "'since' belongs to whats-new walkthroughs, and this one is onboarding",
             hint: "remove it, or set 'kind: whats-new' in walkthrough.yml")
    }

    package static func actionIDNotSlug(_ key: String, found id: String, suggestion: String) -> Self {
        Self(code: .invalidAction, text: "'\(key)' must be lowercase letters, digits and '-', not '\(id)'",
             hint: suggestion.isEmpty ? NoValueHint.actionID.text : "did you mean '\(suggestion)'?")
    }

    package static func actionNeeds(_ key: String) -> Self {
        Self(code: .invalidAction, text: "the action needs '\(key)'", hint: key == "id" ? NoValueHint.actionID.text : NoValueHint.actionLabel.text)
    }

    package static func openURLNeedsURL() -> Self {
        Self(code: .invalidAction, text: "the 'open-url' action needs 'url'", hint: "write url: https://example.com/help, or another action id")
    }

    package static func unknownActionID(_ id: String, nearest: String?, known: [String]) -> Self {
        Self(code: .unknownAction, text: "action '\(id)' is neither built in nor listed in walkthrough.yml's 'actions'",
             hint: nearest.map { "did you mean '\($0)'?" } ?? "add '\(id)' to actions in walkthrough.yml; known ids are \(known.joined(separator: ", "))")
    }

    package static func translationActionLabelMissing(_ locale: String, stem: String) -> Self {
        Self(code: .invalidAction, text: "\(stem).md has an action, so its '\(locale)' translation needs the action's label",
             hint: "add 'action:' with 'label: …' in \(locale) to the front matter")
    }

    package static func translationActionWithoutPageAction(stem: String) -> Self {
        Self(code: .invalidAction, text: "an action in a translation of a page without one",
             hint: "add the action (with its id) to \(stem).md, or remove it here")
    }

    package static func unsafeActionURL(_ url: String) -> Self {
        Self(code: .unsafeURL, text: "'action.url' must be an https:, http: or site-relative URL, not '\(url)'", hint: continueURLHint)
    }

    // MARK: Ids

    package static func pageIDNotSlug(_ id: String, suggestion: String) -> Self {
        Self(code: .invalidId, text: "page id '\(id)' is not a slug of lowercase letters, digits and '-'",
             hint: suggestion.isEmpty ? "use lowercase letters, digits and '-'" : "did you mean '\(suggestion)'?")
    }

    package static func fileNameIDNotSlug(_ id: String, suggestion: String) -> Self {
        Self(code: .invalidId, text: "page id '\(id)' (from the file name) is not a slug of lowercase letters, digits and '-'",
             hint: suggestion.isEmpty ? "rename the file, or set 'id:' to lowercase letters, digits and '-'" : "rename the file, or set 'id: \(suggestion)'")
    }

    package static func walkthroughIDNotSlug(_ id: String, suggestion: String) -> Self {
        Self(code: .invalidId, text: "walkthrough id '\(id)' is not a slug of lowercase letters, digits and '-'",
             hint: suggestion.isEmpty ? "use lowercase letters, digits and '-'" : "did you mean '\(suggestion)'?")
    }

    package static func folderIDNotSlug(_ id: String, suggestion: String) -> Self {
        Self(code: .invalidId, text: "walkthrough id '\(id)' (from the folder name) is not a slug of lowercase letters, digits and '-'",
             hint: suggestion.isEmpty ? "rename the folder, or set 'id:' in walkthrough.yml" : "rename the folder, or set 'id: \(suggestion)' in walkthrough.yml")
    }

    package static func duplicatePageID(_ id: String, usedBy other: String) -> Self {
        Self(code: .duplicateId, text: "page id '\(id)' is also used by \(other)", hint: "set a different 'id:'")
    }

    package static func sharedOutputPath(_ path: String, usedBy folder: String) -> Self {
        Self(code: .outputCollision, text: "this walkthrough publishes '\(path)', which the walkthrough of '\(folder.isEmpty ? "." : folder)' publishes too",
             hint: "rename this folder: a sub-folder named like a locale of the walkthrough above it takes that locale's place")
    }

    package static func duplicateWalkthroughID(_ id: String, usedBy folder: String, settings: String) -> Self {
        Self(code: .duplicateId, text: "walkthrough id '\(id)' is also used by the folder '\(folder.isEmpty ? "." : folder)'",
             hint: "set a different 'id:' in \(settings)")
    }

    // MARK: Pages

    package static func headingRequired() -> Self {
        Self(code: .missingHeading, text: "'heading' is required", hint: "add 'heading: …' to the front matter")
    }

    package static func headingEmpty() -> Self {
        Self(code: .missingHeading, text: "'heading' must not be empty", hint: "write the page's title after 'heading:'")
    }

    package static func orderMismatch(_ order: Int, prefix: Int) -> Self {
        Self(code: .orderMismatch, text: "'order: \(order)' differs from the file name's prefix \(prefix)", hint: "remove 'order:' or rename the file")
    }

    package static func duplicateOrder(_ order: Int, usedBy other: String) -> Self {
        Self(code: .duplicateOrder, text: "order \(order) is also used by \(other)", hint: "give every page its own position")
    }

    package static func missingOrder(stem: String) -> Self {
        Self(code: .missingOrder, text: "the page has no position", hint: "prefix the file name with it (01-\(stem).md) or add 'order: N'")
    }

    package static func orderGap(after previous: String, comes order: Int, missing: String) -> Self {
        Self(code: .orderGap, text: "pages must be numbered 1…N without gaps: after \(previous) comes \(order); \(missing)", hint: "renumber the pages")
    }

    package static func exactCount(_ exact: Int, published count: Int) -> Self {
        Self(code: .pageCount, text: "walkthrough.yml demands exactly \(exact) page\(exact == 1 ? "" : "s"), but \(count) \(count == 1 ? "is" : "are") published",
             hint: "add or remove pages, or change 'count'")
    }

    package static func tooManyPages(_ count: Int, maximum: Int) -> Self {
        Self(code: .pageCount, text: "\(count) pages, more than the maximum of \(maximum)", hint: "remove pages, or raise 'pages: max:' in walkthrough.yml")
    }

    package static func tooFewPages(_ count: Int, minimum: Int) -> Self {
        Self(code: .pageCount, text: count == 0 ? "no page is published (every page is a draft)" : "\(count) page\(count == 1 ? "" : "s"), fewer than the minimum of \(minimum)",
             hint: "add pages, or lower 'pages: min:'")
    }

    // MARK: Translations

    package static func defaultLocaleTranslation(_ locale: String, stem: String) -> Self {
        Self(code: .defaultLocaleTranslation, text: "'\(locale)' is the default locale, so this page needs no translation file", hint: "rename it to \(stem).md")
    }

    package static func translationIntoUnlistedLocale(_ locale: String) -> Self {
        Self(code: .unknownLocale, text: "a translation into '\(locale)', which 'locales' does not list",
             hint: "add '\(locale)' to locales in walkthrough.yml, or remove this file")
    }

    package static func orphanTranslation(expected: String, nearest: String?, locale: String) -> Self {
        Self(code: .orphanTranslation, text: "a translation of a page that does not exist: expected \(expected)",
             hint: nearest.map { "did you mean \($0).\(locale).md?" } ?? "add the default-locale page, or remove this file")
    }

    package static func translationChanges(_ key: String, pageValue: String, stem: String) -> Self {
        Self(code: .translationMismatch, text: "'\(key)' of a translation must match the page's (\(pageValue))",
             hint: "remove it; translations take order, id, draft, since, layout and the action's id from \(stem).md")
    }

    package static func missingTranslation(_ locale: String, expected: String) -> Self {
        Self(code: .missingTranslation, text: "missing the '\(locale)' translation: expected \(expected)",
             hint: "create it, or remove '\(locale)' from locales in walkthrough.yml")
    }

    package static func translatedFromIgnored(locale: String) -> Self {
        Self(code: .translatedFromIgnored, text: "'translated_from' is ignored on a page of the default locale (\(locale)): it records what a translation was made from",
             hint: "remove it; 'build-site translations mark' writes it into the translations")
    }

    package static func translationOutdated(_ fields: String, page: String, locale: String, id: String) -> Self {
        Self(code: .translationOutdated, text: "\(fields) changed in \(page) since this translation",
             hint: "translate the change, then record it with 'build-site translations mark \(locale) \(id)'")
    }

    // MARK: Images

    /// What a key names: a picture (`image`, `image_dark`) or a clip (`video`).
    private static func noun(of key: String) -> String { key == "video" ? "clip" : "image" }

    package static func imageIsURL(_ key: String) -> Self {
        Self(code: .imagePath, text: "'\(key)' must be a file inside content/, not a URL", hint: "copy the \(noun(of: key)) into content/\(noun(of: key))s/ and give its path")
    }

    package static func imageIsAbsolute(_ key: String) -> Self {
        Self(code: .imagePath, text: "'\(key)' must be relative to the page's folder, not absolute",
             hint: key == "video" ? "write it like clips/offline.mp4" : "write it like images/welcome.png")
    }

    package static func imageOutside(_ key: String) -> Self {
        Self(code: .imageOutside, text: "'\(key)' points outside content/", hint: "keep \(noun(of: key))s inside the content folder")
    }

    package static func imageLinkOutside(_ key: String, path: String, target: String) -> Self {
        Self(code: .imageOutside, text: "'\(path)' is a link to '\(target)', outside content/", hint: "copy the \(noun(of: key)) into content/ instead of linking it")
    }

    package static func imageLinkBroken(_ key: String, path: String, target: String, fault: ContentSnapshot.LinkFault) -> Self {
        Self(code: .imageMissing, text: "'\(path)' is a link to '\(target)', which \(fault.clause)",
             hint: "point the link at the \(noun(of: key)), or copy the \(noun(of: key)) into content/")
    }

    package static func imageType(_ key: String, fileExtension: String, allowed: [String]) -> Self {
        Self(code: .imageType, text: "'\(key)' must be a \(allowed.joined(separator: ", ")) file, not '\(fileExtension.isEmpty ? "no extension" : "." + fileExtension)'",
             hint: "convert the image to png, webp or svg")
    }

    package static func imageIsFolder(_ key: String, path: String) -> Self {
        Self(code: .imageMissing, text: "'\(path)' is a folder, not \(key == "video" ? "a clip" : "an image") file", hint: "name the \(noun(of: key)) file inside it")
    }

    package static func imageNotFound(_ key: String, path: String, lookedFor: String, nearest: String?) -> Self {
        Self(code: .imageMissing, text: "\(noun(of: key)) '\(path)' not found (looked for \(lookedFor))", hint: nearest.map { "did you mean '\($0)'?" } ?? "put the file at \(lookedFor)")
    }

    package static func imageTooLarge(_ key: String, path: String, size: Int, limit: Int) -> Self {
        Self(code: .imageTooLarge, text: "'\(path)' is \(size / (1 << 20)) MiB, more than the limit of \(limit / (1 << 20)) MiB",
             hint: key == "video" ? "shorten the clip or export it smaller" : "compress the image")
    }

    package static func unreadableImage(_ path: String, reason: String? = nil) -> Self {
        Self(code: .unreadable, text: "cannot read '\(path)'" + (reason.map { ": \($0)" } ?? ""), hint: "check the file's permissions")
    }

    package static func imageInvalid(_ path: String, format: String) -> Self {
        Self(code: .imageInvalid, text: "'\(path)' is not a valid \(format) file", hint: "re-export the image, or fix its extension")
    }

    package static func imageLarge(_ path: String, kilobytes: Int) -> Self {
        Self(code: .imageLarge, text: "'\(path)' is \(kilobytes) KB and is published as it is; phones download it on first launch",
             hint: "compress it, or use a png, jpeg or webp, which get smaller variants")
    }

    package static func imageOverBudget(_ path: String, variant: String, kilobytes: Int, budget: Int) -> Self {
        Self(code: .imageBudget, text: "a phone loads \(kilobytes) KB for '\(path)' (\(variant)), more than the \(budget) KB a page may take",
             hint: "crop or simplify the picture, or lower 'images: quality:' in walkthrough.yml")
    }

    /// `isWide` for a picture wider than tall that a background page crops to the screen's height.
    package static func imageTooSmall(_ path: String, width: Int, points: Int, needed: Int, isWide: Bool = false) -> Self {
        Self(code: .imageTooSmall, text: "'\(path)' is \(width) pixels wide; a phone shows it \(points) points wide, which takes \(needed) pixels to look sharp",
             hint: isWide ? "a background page fills a phone's tall screen with it: use a picture taller than wide, or export it at least \(needed) pixels wide"
                          : "export it at least \(needed) pixels wide (a screenshot at full size is best)")
    }

    package static func imageFormatUnavailable(_ format: String, instead: String?) -> Self {
        Self(code: .imageFormatUnavailable, text: "this libvips cannot write \(format) images; " + (instead.map { "making \($0) instead" } ?? "leaving it out"),
             hint: "install libvips with \(format) support (Debian: libvips-dev and libheif1 with libaom3), or remove \(format) from 'images: formats:'")
    }

    package static func imageEncoderMissing(_ path: String, reason: String) -> Self {
        Self(code: .imageEncoderMissing, text: "'\(path)' is published as it is, without smaller variants: \(reason)",
             hint: "install libvips (Debian: apt install libvips42) and keep build-site-vips beside build-site, as make install does")
    }

    package static func imageEncoding(_ path: String, reason: String) -> Self {
        Self(code: .imageEncoding, text: "'\(path)' could not be resized: \(reason)",
             hint: "re-export the image; if every picture fails, reinstall libvips and build-site-vips")
    }

    package static func notImageWidth(_ text: String) -> Self {
        Self(code: .wrongValue, text: "'images.widths' must list whole numbers of pixels from 16 to 8192, not '\(text)'", hint: NoValueHint.imageWidths.text)
    }

    package static func noImageWidths() -> Self {
        Self(code: .wrongValue, text: "'images.widths' must list at least one width", hint: NoValueHint.imageWidths.text)
    }

    package static func notImageFormat(_ text: String, choices: [String]) -> Self {
        Self(code: .wrongValue, text: "'images.formats' must list \(choices.joined(separator: " or ")), not '\(text)'",
             hint: "the source's own format (png, jpeg, ...) is always made as the fallback; " + NoValueHint.imageFormats.text)
    }

    // MARK: Clips

    package static func clipType(fileExtension: String) -> Self {
        Self(code: .clipType, text: "'video' must be a \(ClipFormat.allowedExtensions.joined(separator: ", ")) file, not '\(fileExtension.isEmpty ? "no extension" : "." + fileExtension)'",
             hint: "export the clip as MP4 or WebM")
    }

    package static func clipInvalid(_ path: String, format: ClipFormat) -> Self {
        let name = format == .mp4 ? "MP4 or QuickTime" : format.rawValue == "gif" ? "animated GIF" : "WebM"
        return Self(code: .clipInvalid, text: "'\(path)' is not a valid \(name) file: its picture's size or its length cannot be read",
                    hint: "re-export the clip, or fix its extension")
    }

    package static func clipStill(_ path: String) -> Self {
        Self(code: .clipInvalid, text: "'\(path)' has a single frame: it is a picture, not a clip", hint: "give it as 'image:' instead")
    }

    package static func clipTooLong(_ path: String, seconds: Double, limit: Double) -> Self {
        Self(code: .clipTooLong, text: "'\(path)' is \(ClipFormat.seconds(seconds)) s long; a page's clip may last at most \(Int(limit)) s",
             hint: "trim it to the moment that shows the feature (a loop of 3 to 8 s reads best)")
    }

    package static func clipWide(_ path: String, width: Int, widest: Int) -> Self {
        Self(code: .clipWide, text: "'\(path)' is \(width) pixels wide; its widest variant is \(widest), so the rest only slows the build",
             hint: "export it at \(widest) pixels wide or less")
    }

    package static func clipAudio(_ path: String) -> Self {
        Self(code: .clipAudio, text: "'\(path)' has a sound track, which is dropped: clips play muted", hint: "export it without sound")
    }

    package static func clipEncoderMissing(_ path: String, reason: String) -> Self {
        Self(code: .clipEncoding, text: "'\(path)' cannot be published: \(reason)",
             hint: "install ffmpeg with libx264 and SVT-AV1 (Debian: apt-get install ffmpeg; macOS: brew install ffmpeg)")
    }

    package static func clipEncoding(_ path: String, reason: String) -> Self {
        Self(code: .clipEncoding, text: "'\(path)' could not be encoded: \(reason)", hint: "re-export the clip as MP4; if every clip fails, reinstall ffmpeg")
    }

    package static func clipOverBudget(_ path: String, variant: String, kilobytes: Int, budget: Int) -> Self {
        Self(code: .clipBudget, text: "a phone plays \(kilobytes) KB for '\(path)' (\(variant)), more than the \(budget) KB a page's clip may take",
             hint: "shorten the clip, crop it to what matters, or calm its motion")
    }

    package static func notSeconds(_ key: String, found text: String) -> Self {
        Self(code: .wrongValue, text: "'\(key)' must be a time in seconds from 0, like 1.5, not '\(text)'", hint: "write the second of the clip whose frame stands for it")
    }

    package static func posterAtPastEnd(_ seconds: Double, duration: Double) -> Self {
        Self(code: .wrongValue, text: "'poster_at' is \(ClipFormat.seconds(seconds)) s, past the end of the \(ClipFormat.seconds(duration)) s clip",
             hint: "give a time from 0 to \(ClipFormat.seconds(duration))")
    }

    package static func posterAtWithoutVideo() -> Self {
        Self(code: .wrongValue, text: "'poster_at' is given without 'video'", hint: "add the clip as 'video:', or remove the line")
    }

    package static func darkWithoutImage() -> Self {
        Self(code: .darkWithoutImage, text: "'image_dark' is given without 'image'", hint: "add the light variant as 'image:'")
    }

    // MARK: Templates

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

    package static func yamlSyntax(_ error: YAMLError) -> Self {
        Self(code: .yamlSyntax, text: error.message, hint: error.hint)
    }
}
