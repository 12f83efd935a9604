import Foundation
import FrontMatter
import SiteMedia
import SiteModel
import SiteSupport
import WalkthroughManifest

/// Validates one walkthrough folder of a snapshot and turns it into a `Walkthrough`,
/// collecting every problem rather than stopping at the first.
package struct WalkthroughValidator {
    package let snapshot: ContentSnapshot
    /// The folder relative to the content root; empty for the root walkthrough.
    package let folder: String
    package let includesDrafts: Bool
    /// walkthrough.yml as read (its defaults where there is none).
    package let settings: WalkthroughSettings
    package private(set) var diagnostics: [Diagnostic] = []
    /// What the pages publish of pictures and clips, and the content files read for them.
    package var media = FolderMedia()
    /// Images already checked and hashed, by content path: pages may share a file.
    package var publishedImages: [String: PublishedImage] = [:]
    /// How the walkthrough's images are resized (walkthrough.yml's `images:`), and what libvips can make of them.
    package var imageSettings: ImageSettings { settings.images }
    package let imageCapabilities: ImageCapabilities
    /// The formats made (those of the settings libvips can write), once a raster image asks.
    package var imageFormats: [Page.Image.Format]?
    /// What ffmpeg can do, for the clips.
    package let clipCapabilities: ClipCapabilities
    /// Clips already checked and hashed, by content path: pages and translations may share one.
    package var publishedClips: [String: PublishedClip] = [:]
    /// What each clip variant is made from, by output path, without the encoder: what `version` hashes.
    package var clipContent: [String: String] = [:]

    private init(snapshot: ContentSnapshot, folder: String, read: FolderFiles, includesDrafts: Bool, images: ImageCapabilities, clips: ClipCapabilities) {
        self.imageCapabilities = images
        self.clipCapabilities = clips
        self.snapshot = snapshot
        self.folder = folder
        self.settings = read.settings
        self.diagnostics = read.diagnostics
        self.includesDrafts = includesDrafts
    }

    /// Validates the walkthrough `folder` of `snapshot`, whose own page and settings files are
    /// `ownFiles`, for an encoder that writes what `images` says: every problem found, the
    /// walkthrough when there is none, and what it publishes and read.
    package static func validate(_ folder: String, ownFiles: [String], in snapshot: ContentSnapshot, includingDrafts: Bool,
                         images: ImageCapabilities, clips: ClipCapabilities) -> FolderResult {
        let read = FolderFiles(folder, files: ownFiles.sorted(), in: snapshot)
        var validator = WalkthroughValidator(snapshot: snapshot, folder: folder, read: read, includesDrafts: includingDrafts,
                                             images: images, clips: clips)
        let walkthrough = validator.walkthrough(of: read.pages)
        return FolderResult(folder: folder, walkthrough: walkthrough, diagnostics: validator.diagnostics.sorted(), media: validator.media)
    }

    /// A page file as read: its name, typed front matter and Markdown body.
    package struct Source {
        package var path: String
        package var name: PageFileName
        package var fields: PageFields
        package var body: String

        /// The file name's prefix wins over a conflicting `order:` (reported on its own).
        package var order: Int? { name.order ?? fields.order?.value }
        package var id: String { fields.id?.value ?? name.defaultID }
        package var isDraft: Bool { fields.draft ?? false }
    }

    package func relative(_ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
    package func display(_ relativePath: String) -> String { snapshot.display(relativePath) }

    /// Adds a diagnostic, once: a translation that inherits a page's clip or picture meets its problems again.
    package mutating func report(_ message: Diagnostic.Message, in relativePath: String,
                         at location: SourceLocation = SourceLocation(line: 1, column: 1), severity: Diagnostic.Severity = .error) {
        let diagnostic = Diagnostic(message, severity: severity, file: display(relativePath), at: location)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    // MARK: Validating

    /// The walkthrough of the page files `sources`, or `nil` when the folder has errors (see `diagnostics`).
    private mutating func walkthrough(of sources: [Source]) -> Walkthrough? {
        let pages = orderedPages(sources.filter { $0.name.locale == nil }, settings: settings)
        let translations = checkTranslations(sources.filter { $0.name.locale != nil }, of: pages, settings: settings)
        let id = walkthroughID(settings: settings, firstPage: pages.first?.path ?? sources.first?.path)
        let isPublished = pages.map { includesDrafts || !$0.isDraft }
        if !diagnostics.contains(where: { $0.severity == .error }) && settings.hasValidCounts {
            // Counting pages that failed to parse would only repeat their errors.
            checkCount(isPublished.filter { $0 }.count, settings: settings, pages: pages)
        }

        // Every page is checked once, drafts included, then each translation for what it changes;
        // only published pages are numbered and kept.
        let defaultPages = pages.map { page(of: $0, settings: settings) }
        var locales: [String: LocalizedWalkthrough] = [:]
        var pageTexts: [String: PageTexts] = [:]
        for (position, locale) in settings.locales.enumerated() {
            let allPages = position == 0 ? defaultPages : zip(pages, defaultPages).map { base, page in
                translations[locale.value]?[base.name.stem].map { translated(page, of: base, by: $0, settings: settings) } ?? page
            }
            let localePages = zip(allPages, isPublished).filter(\.1).map(\.0).enumerated().map { index, page in
                var page = page
                page.index = index
                return page
            }
            let (labels, texts) = labels(for: locale, settings: settings, hasClips: localePages.contains { $0.video != nil })
            pageTexts[locale.value] = texts
            locales[locale.value] = LocalizedWalkthrough(
                direction: BuiltInLabels.direction(of: locale.value),
                title: settings.title ?? localePages.first?.heading ?? id,
                labels: labels, pages: localePages)
        }
        for (locale, location) in settings.labelLocations where !settings.locales.contains(where: { $0.value == locale }) {
            report(.labelsForUnlistedLocale(locale), in: relative("walkthrough.yml"), at: location)
        }
        if let url = settings.continueURL, let own = Rules.ownPage(reachedBy: url.value, folder: folder, locales: settings.locales.map(\.value)) {
            report(.continueURLLoops(url.value, page: own), in: relative("walkthrough.yml"), at: url.location, severity: .warning)
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }

        var manifest = WalkthroughManifest(
            id: id, version: "", kind: settings.kind, audience: settings.audience, layout: settings.layout, defaultLocale: settings.defaultLocale, behavior: settings.behavior,
            seen: SeenSettings(key: settings.seenKey ?? "walkthrough.\(id).seen", reshow: settings.reshow),
            continueURL: settings.continueURL?.value, tint: settings.tint, locales: locales)
        manifest.schemaVersion = manifest.minimumSchemaVersion
        manifest.version = manifest.contentVersion(clipContent: clipContent)
        let tag = { (locale: String) in LocaleTags.canonical(locale) }
        let names = languageNames(settings).keyed(by: tag)
        let pageIDs = Dictionary(pages.map { ($0.name.stem, $0.id) }, uniquingKeysWith: { first, _ in first })
        return Walkthrough(path: folder, manifest: Self.naming(manifest.keyingLocales(by: tag), names), pageIDs: pageIDs,
                           analytics: settings.analytics.isConfigured, analyticsDataLayer: settings.analytics.dataLayer,
                           analyticsEndpoint: settings.analytics.endpoint, bundlesHTML: settings.bundlesHTML,
                           localeOrder: settings.locales.map { tag($0.value) },
                           folders: Dictionary(uniqueKeysWithValues: settings.locales.map { (tag($0.value), $0.value) }),
                           pageTexts: pageTexts.keyed(by: tag), languageNames: names,
                           fallbacks: fallbacks(of: pages, in: translations).keyed(by: tag))
    }

    /// Base pages sorted by order, after checking order, ids and headings.
    private mutating func orderedPages(_ pages: [Source], settings: WalkthroughSettings) -> [Source] {
        var byID: [String: Source] = [:]
        var byOrder: [Int: Source] = [:]
        for page in pages {
            checkHeading(page)
            checkLayout(of: page, settings: settings)
            checkRelease(of: page, settings: settings)
            if let translatedFrom = page.fields.translatedFrom {
                report(.translatedFromIgnored(locale: settings.defaultLocale), in: page.path, at: translatedFrom.location, severity: .warning)
            }
            if let key = page.fields.order, let prefix = page.name.order, key.value != prefix {
                report(.orderMismatch(key.value, prefix: prefix), in: page.path, at: key.location)
            }
            if let order = page.order {
                if let other = byOrder[order] {
                    report(.duplicateOrder(order, usedBy: display(other.path)), in: page.path, at: page.fields.order?.location ?? SourceLocation(line: 1, column: 1))
                } else {
                    byOrder[order] = page
                }
            } else {
                report(.missingOrder(stem: page.name.stem), in: page.path)
            }
            if page.fields.id == nil && !Rules.isSlug(page.id) {
                report(.fileNameIDNotSlug(page.id, suggestion: Rules.slug(from: page.id)), in: page.path)
            }
            if let other = byID[page.id] {
                report(.duplicatePageID(page.id, usedBy: display(other.path)), in: page.path, at: page.fields.id?.location ?? SourceLocation(line: 1, column: 1))
            } else {
                byID[page.id] = page
            }
        }
        let sorted = byOrder.keys.sorted()
        for (position, order) in sorted.enumerated() where order != position + 1 {
            let previous = position == 0 ? "the start" : "\(sorted[position - 1])"
            let missing = position + 1 == order - 1 || position == 0 && order == 2 ? "order \(position + 1) is missing" : "orders \(position + 1)…\(order - 1) are missing"
            report(.orderGap(after: previous, comes: order, missing: missing), in: byOrder[order]!.path, at: byOrder[order]!.fields.order?.location ?? SourceLocation(line: 1, column: 1))
            break
        }
        return sorted.map { byOrder[$0]! }
    }

    mutating func checkHeading(_ page: Source) {
        guard let heading = page.fields.heading else {
            guard !page.fields.writtenKeys.contains("heading") else { return }
            report(.headingRequired(), in: page.path)
            return
        }
        if heading.value.trimmingWhitespace.isEmpty {
            report(.headingEmpty(), in: page.path, at: heading.location)
        }
    }

    private mutating func walkthroughID(settings: WalkthroughSettings, firstPage: String?) -> String {
        if let id = settings.id { return id.value }
        let id = folder.isEmpty ? "onboarding" : folder.split(separator: "/").joined(separator: "-")
        if !Rules.isSlug(id), let firstPage {
            report(.folderIDNotSlug(id, suggestion: Rules.slug(from: id)), in: firstPage)
        }
        return id
    }

    private mutating func checkCount(_ count: Int, settings: WalkthroughSettings, pages: [Source]) {
        let settingsPath = relative("walkthrough.yml")
        let hasSettings = snapshot.entries[settingsPath] != nil
        if let exact = settings.exactCount {
            if count != exact.value {
                report(.exactCount(exact.value, published: count), in: settingsPath, at: exact.location)
            }
            return
        }
        if count > settings.maximumCount.value {
            let extra = pages.filter { includesDrafts || !$0.isDraft }[settings.maximumCount.value]
            report(.tooManyPages(count, maximum: settings.maximumCount.value), in: extra.path)
        } else if count < settings.minimumCount.value {
            report(.tooFewPages(count, minimum: settings.minimumCount.value),
                   in: hasSettings ? settingsPath : (pages.first?.path ?? settingsPath),
                   at: hasSettings ? settings.minimumCount.location : SourceLocation(line: 1, column: 1))
        }
    }

    // MARK: Pages

    /// A page in the default locale, checked.
    private mutating func page(of source: Source, settings: WalkthroughSettings) -> Page {
        let layout = layout(of: source, settings: settings)
        var image: Page.Image?
        if let path = source.fields.image {
            image = self.image(path, dark: source.fields.imageDark, alt: source.fields.alt ?? "", in: source.path, layout: layout)
        } else if let darkPath = source.fields.imageDark {
            report(.darkWithoutImage(), in: source.path, at: darkPath.location)
        }
        var video: Page.Video?
        if let clip = source.fields.video {
            video = self.video(clip, posterAt: source.fields.posterAt, poster: image, alt: source.fields.alt ?? "", in: source.path, layout: layout)
            image = nil
        } else if let posterAt = source.fields.posterAt {
            report(.posterAtWithoutVideo(), in: source.path, at: posterAt.location)
        }
        return Page(
            index: 0, id: source.id,
            heading: source.fields.heading?.value.trimmingWhitespace ?? "",
            subheading: source.fields.subheading,
            image: image,
            background: source.fields.background?.value,
            body: Markdown.body(source.body, allowsUnsafeHTML: settings.allowsUnsafeHTML),
            data: source.fields.data ?? [:],
            since: source.fields.since?.value.description,
            action: action(of: source, translation: nil),
            layout: layout, imageFocus: imageFocus(of: source, translation: nil, layout: layout), video: video)
    }

    /// The picture at `path` named in the page file `owner`, with its dark variant `dark` (named
    /// in `darkOwner`, the same file unless inherited); `nil` after reporting a problem.
    package mutating func image(_ path: Located<String>, dark: Located<String>?, darkIn darkOwner: String? = nil, alt: String,
                        in owner: String, layout: Page.Layout) -> Page.Image? {
        guard let asset = image(path, key: "image", in: owner, layout: layout) else { return nil }
        let dark = dark.flatMap { image($0, key: "image_dark", in: darkOwner ?? owner, layout: layout) }
        return Page.Image(src: asset.src, width: asset.width, height: asset.height, alt: alt, dark: dark.map(Page.Image.Dark.init),
                          variants: asset.variants)
    }

    /// Resolves `.` and `..` in a content-relative path; `nil` when it leaves the root.
    package static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                if parts.isEmpty { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}

/// Where a byte sequence stops being valid UTF-8.
package struct UTF8Problem {
    package var byte: UInt8
    package var location: SourceLocation

    init?(in bytes: [UInt8]) {
        var line = 1, column = 1, index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            var valid = length > 0 && index + length <= bytes.count
            if valid && length > 1 {
                valid = bytes[(index + 1)..<(index + length)].allSatisfy { $0 & 0xC0 == 0x80 }
                if valid && lead == 0xE0 { valid = bytes[index + 1] >= 0xA0 }
                if valid && lead == 0xED { valid = bytes[index + 1] < 0xA0 }
                if valid && lead == 0xF0 { valid = bytes[index + 1] >= 0x90 }
                if valid && lead == 0xF4 { valid = bytes[index + 1] < 0x90 }
            }
            guard valid else {
                self.byte = lead
                self.location = SourceLocation(line: line, column: column)
                return
            }
            if lead == 0x0A { line += 1; column = 1 } else { column += 1 }
            index += length
        }
        return nil
    }
}
