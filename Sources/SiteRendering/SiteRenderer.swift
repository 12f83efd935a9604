import BuiltInFiles
import Foundation
import SiteModel
import SiteRules
import SiteSupport
import SortedJSON
import WalkthroughManifest
import WebBundling

/// Turns a validated site into its output files: pure, the same site always gives the same bytes.
package enum SiteRenderer {
    /// Every output file by path relative to the output root but the image and clip variants,
    /// which `VariantEncoding` and `ClipEncoding` make. Walkthroughs whose `path` is in `skipping`
    /// are not rendered (their files come from the build cache).
    package static func files(for site: Site, templates: CompiledTemplates, skipping: Set<String> = []) -> [String: OutputFile] {
        var files: [String: OutputFile] = [:]
        files[OutputLayout.schemaPath] = .data(Data(WalkthroughManifest.jsonSchema.utf8))
        files[OutputLayout.manifestReaderPath] = .data(Data(templates.web.manifestModule.utf8))
        files[OutputLayout.headersPath] = .data(Data(cacheHeaders.utf8))
        let features = Set(site.walkthroughs.map(\.summary.features))
        let pagerAssets = Dictionary(uniqueKeysWithValues: features.map { ($0, templates.pagerAssets(for: $0)) })
        let clipAssets = site.clips.isEmpty ? [] : [templates.clipStylesheet, templates.clipScript].compactMap { $0 }
        let backgroundAssets = site.walkthroughs.contains { $0.summary.hasBackgroundPages } ? [templates.backgroundStylesheet].compactMap { $0 } : []
        let languageAssets = site.walkthroughs.contains { $0.manifest.locales.count > 1 } ? [templates.languageScript].compactMap { $0 } : []
        let analyticsAssets = site.walkthroughs.contains { $0.summary.analytics }
            ? [templates.analyticsScript].compactMap { $0 } : []
        let pagerFiles = pagerAssets.values.flatMap { [$0.stylesheet, $0.script] }
        for (path, text) in pagerFiles + backgroundAssets + clipAssets + languageAssets + analyticsAssets { files[path] = .data(Data(text.utf8)) }
        for (path, file) in site.images {
            files[path] = .copy(file)
        }
        // Units of work on all cores: embed.js, and each walkthrough's manifest and pages one by
        // one, so that one walkthrough changed renders on all cores too.
        var units: [@Sendable () -> (path: String, data: Data)] = []
        if let embed = templates.embedScript {
            // Host pages name it in their own markup, so its name stays stable.
            units.append {
                let marker = embed.contains(BuiltInWebAssets.embedMarker) ? BuiltInWebAssets.embedMarker : "/*WALKTHROUGHS*/{}"
                return (OutputLayout.embedScriptPath, Data(embed.replacingFirst(marker, with: embedIndex(of: site)).utf8))
            }
        }
        let renderer = HTMLRenderer(template: templates.page, partials: templates.partials, pagerAssets: pagerAssets,
                                    backgroundStylesheet: templates.backgroundStylesheet?.path,
                                    clipStylesheet: templates.clipStylesheet?.path, clipScript: templates.clipScript?.path,
                                    languageScript: templates.languageScript?.path, analyticsScript: templates.analyticsScript?.path)
        for walkthrough in site.walkthroughs where !skipping.contains(walkthrough.path) {
            units.append { (OutputLayout.manifestPath(of: walkthrough), manifestData(for: walkthrough)) }
            for (locale, content) in walkthrough.manifest.locales {
                units.append { renderer.page(for: walkthrough, locale: locale, content: content) }
            }
        }
        let rendered = ConcurrentMap.map(units) { $0() }
        for (path, data) in rendered { files[path] = .data(data) }
        return files
    }

    /// A year, immutable, for the files whose names carry a hash of their content; every other
    /// file (pages, manifests, embed.js, walkthrough-manifest.js, the schema) keeps its name, and
    /// keeps the host's default, `max-age=0, must-revalidate`: asked again, answered 304 when unchanged.
    package static let cacheHeaders = """
        # Cache headers for Netlify and Cloudflare Pages: hashed names never change content.
        # Under a sub-path, put it first: /help/assets/*. Other hosts: see the hosting guide.
        /assets/*
          Cache-Control: public, max-age=31536000, immutable
        /images/*
          Cache-Control: public, max-age=31536000, immutable
        /clips/*
          Cache-Control: public, max-age=31536000, immutable

        """


    /// What `embed.js` needs to know of each walkthrough, as a JavaScript object literal (JSON).
    package static func embedIndex(of site: Site) -> String {
        struct Entry: Encodable {
            var title: String, defaultLocale: String, seenKey: String, reshow: String, version: String, kind: String, audience: String
            /// Each locale's page, by tag.
            var locales: [String: String]
            /// Each page's `since`, for the release rule.
            var since: [String?]
        }
        var entries: [String: Entry] = [:]
        for walkthrough in site.walkthroughs {
            let summary = walkthrough.summary
            entries[summary.id] = Entry(
                title: summary.title, defaultLocale: summary.defaultLocale, seenKey: summary.seenKey, reshow: summary.reshow,
                version: summary.version, kind: summary.kind, audience: summary.audience,
                locales: Dictionary(uniqueKeysWithValues: summary.locales.map { ($0, OutputLayout.pagePath(of: walkthrough, locale: $0)) }),
                since: summary.since)
        }
        let json = (try? SortedJSONEncoder(escapesSlashes: false).encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        // Line and paragraph separators end lines in older JavaScript engines.
        guard json.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{2029}" }) else { return json }
        return json.replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }

    /// The walkthrough's `manifest.json`, with image and clip paths relative to the manifest itself.
    package static func manifestData(for walkthrough: Walkthrough) -> Data {
        let manifest = OutputLayout.publishedManifest(walkthrough.manifest, at: walkthrough.path)
        // As `manifest.encoded()` writes it (tested), faster. Encoding plain values cannot fail.
        return ((try? SortedJSONEncoder(isPrettyPrinted: true, escapesSlashes: false).encode(manifest)) ?? Data()) + [0x0A]
    }
}

extension String {
    /// The text with the first occurrence of `marker` replaced, compared byte for byte.
    package func replacingFirst(_ marker: String, with replacement: String) -> String {
        let bytes = Array(utf8), pattern = Array(marker.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count,
              let start = (0...(bytes.count - pattern.count)).first(where: { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }) else { return self }
        return String(decoding: bytes[..<start] + Array(replacement.utf8) + bytes[(start + pattern.count)...], as: UTF8.self)
    }
}
