import BuiltInFiles
import Foundation
import Mustache
import SiteFunnel
import SiteMedia
import SiteModel
import SiteRules
import WalkthroughManifest

/// One page showing every walkthrough, locale and page as frames of a chosen device size, like a
/// storyboard canvas, with warnings marked on the frames they concern. For review; not part
/// of the published site.
public enum Storyboard {
    /// The storyboard of `site`; frames load `sitePrefix` + each page (`output/` or `/`). Its
    /// script checks every page's layout at several device sizes (`web/storyboard/layout-check.js`)
    /// when the frames are of its own origin, as under `build-site serve`. Each page says what its
    /// picture weighs on a phone, the size `fileSize` gives the file (by path in the output). With
    /// `funnel` (`storyboard --events`), each page shows as a bar how many showings of the version
    /// shown reached it, and how many completed or dismissed the walkthrough there.
    public static func html(for site: Site, diagnostics: [Diagnostic], contentDisplayPath: String, sitePrefix: String, builtIns: BuiltIns,
                            fileSize: (String) -> Int? = { _ in nil }, funnel: Funnel? = nil) -> String {
        let prefix = contentDisplayPath.isEmpty || contentDisplayPath == "." ? "" : contentDisplayPath + "/"
        var notes: [String: [String]] = [:]  // "folder|locale|page id" or "folder" → messages
        for diagnostic in diagnostics {
            let relative = diagnostic.file.hasPrefix(prefix) ? String(diagnostic.file.dropFirst(prefix.count)) : diagnostic.file
            let folder = relative.contains("/") ? String(relative[..<relative.lastIndex(of: "/")!]) : ""
            let fileName = String(relative.split(separator: "/").last ?? "")
            let text = "\(diagnostic.severity.rawValue): \(diagnostic.message)"
            if let name = PageFileName(fileName) {
                let id = site.walkthroughs.first { $0.path == folder }?.summary.pageIDs[name.stem] ?? name.defaultID
                notes["\(folder)|\(name.locale.map(LocaleTags.canonical) ?? "")|\(id)", default: []].append(text)
            } else {
                notes[folder, default: []].append(text)
            }
        }
        let walkthroughs: [MustacheValue] = site.walkthroughs.map { walkthrough in
            let manifest = walkthrough.manifest
            let locales = manifest.locales.keys.sorted { ($0 == manifest.defaultLocale ? 0 : 1, $0) < ($1 == manifest.defaultLocale ? 0 : 1, $1) }
            return .object([
                "id": .string(manifest.id),
                "otherVersions": otherVersions(of: manifest, in: funnel),
                "notes": .list((notes[walkthrough.path] ?? []).map(MustacheValue.string)),
                "hasNotes": .bool(notes[walkthrough.path] != nil),
                "locales": .list(locales.map { locale in
                    let localeKey = locale == manifest.defaultLocale ? "" : locale
                    let figures = funnel?.entries.first { ($0.walkthroughID, $0.manifestVersion, $0.locale) == (manifest.id, manifest.version, locale) }
                    return .object([
                        "locale": .string(locale),
                        "showings": figures.map { MustacheValue.string(showingsLine($0)) } ?? .null,
                        "pages": .list((manifest.locales[locale]?.pages ?? []).map { page in
                            let pageNotes = notes["\(walkthrough.path)|\(localeKey)|\(page.id)"] ?? []
                            return .object([
                                "number": .number(Double(page.index + 1)), "id": .string(page.id), "heading": .string(page.heading),
                                "src": .string("\(sitePrefix)\(OutputLayout.pagePath(of: walkthrough, locale: locale))?preview#page-\(page.index + 1)"),
                                "hasNotes": .bool(!pageNotes.isEmpty), "notes": .list(pageNotes.map(MustacheValue.string)),
                                "phoneBytes": phoneBytes(of: page, fileSize: fileSize),
                                "since": MustacheValue(page.since),
                                "funnel": funnel == nil ? .null : bar(for: page.index, in: figures),
                            ])
                        }),
                    ])
                }),
            ])
        }
        let total = site.walkthroughs.reduce(0) { count, walkthrough in count + walkthrough.manifest.locales.values.reduce(0) { $0 + $1.pages.count } }
        // The template is a literal of this file and known to compile.
        let scripts = builtIns.web.storyboardScript
        return (try? Template(template, name: "storyboard"))?.render([
            "walkthroughs": .list(walkthroughs), "frames": .number(Double(total)), "scripts": .string(scripts),
        ]) ?? ""
    }

    /// "1000 showings: 600 completed (60 %), 250 dismissed (25 %)".
    private static func showingsLine(_ entry: Funnel.Entry) -> String {
        "\(entry.showings) showing\(entry.showings == 1 ? "" : "s"): \(entry.completed) completed (\(Funnel.share(entry.completed, of: entry.showings))), "
            + "\(entry.dismissed) dismissed (\(Funnel.share(entry.dismissed, of: entry.showings)))"
    }

    /// A page's bar: the share of the showings that reached it, and who ended there.
    private static func bar(for index: Int, in entry: Funnel.Entry?) -> MustacheValue {
        // A figure and its share stay on one line in the narrow caption.
        let unbroken = { (text: String) in MustacheValue.string(text.replacingOccurrences(of: " (", with: "\u{A0}(").replacingOccurrences(of: " %", with: "\u{A0}%")) }
        let showings = entry?.showings ?? 0
        let page = entry?.pages.first { $0.pageIndex == index }
        let reached = page?.reached ?? 0
        return .object([
            "percent": .string(showings == 0 ? "0" : String(format: "%.1f", Double(reached) * 100 / Double(showings))),
            "reached": unbroken("\(reached) reached (\(Funnel.share(reached, of: showings)))"),
            "completed": page.map { $0.completed > 0 ? unbroken("\($0.completed) completed here") : .null } ?? .null,
            "dismissed": page.map { $0.dismissed > 0 ? unbroken("\($0.dismissed) dismissed here (\(Funnel.share($0.dismissed, of: showings)))") : .null } ?? .null,
        ])
    }

    /// "The file also holds 12 showings of other versions", when it does.
    private static func otherVersions(of manifest: WalkthroughManifest, in funnel: Funnel?) -> MustacheValue {
        let others = funnel?.entries.filter { $0.walkthroughID == manifest.id && $0.manifestVersion != manifest.version }.reduce(0) { $0 + $1.showings } ?? 0
        return others == 0 ? .null : .string("The events file also holds \(others) showing\(others == 1 ? "" : "s") of other versions of this walkthrough.")
    }

    /// What a phone loads for a page's picture (`PhoneView`), as "38 KB", flagged when over the budget.
    private static func phoneBytes(of page: Page, fileSize: (String) -> Int?) -> MustacheValue {
        guard let image = page.image ?? page.video?.poster else { return .null }
        let file = image.width.flatMap { width in image.height.flatMap { PhoneView.variant(of: image, width: width, height: $0, layout: page.layout)?.src } } ?? image.src
        guard let size = fileSize(file) else { return .null }
        let kilobytes = size < 10 * 1024 ? String(format: "%.1f", Double(size) / 1024) : String((size + 512) / 1024)
        return .object(["text": .string(kilobytes + " KB"), "isOver": .bool(size > PhoneView.budget)])
    }

    private static let template = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="icon" href="data:,">
        <title>Storyboard: {{frames}} frames</title>
        <style>
        body{margin:0;padding:1.5rem;font:15px/1.4 system-ui,sans-serif;background:#f2f2f7;color:#1c1c1e}
        h1{font-size:1.4rem;margin:0 0 1rem}
        h2{font-size:1.1rem;margin:2rem 0 .5rem}
        h3{font-size:.9rem;margin:1rem 0 .5rem;text-transform:uppercase;color:#636366}
        .row{display:flex;gap:1rem;overflow-x:auto;padding-bottom:.5rem;align-items:flex-start}
        figure{margin:0;flex:0 0 auto;max-width:230px}
        .frame{width:101px;height:220px;box-sizing:content-box;border-radius:14px;overflow:hidden;border:3px solid #1c1c1e;background:#fff}
        .frame.has-notes{border-color:#ff9f0a}
        .frame.has-layout-problems{border-color:#d70015}
        iframe{width:390px;height:844px;border:0;transform:scale(.26);transform-origin:0 0;pointer-events:none}
        figcaption{font-size:.8rem;margin-top:.35rem}
        .bytes{color:#636366;white-space:nowrap}
        .bytes.over-budget{color:#d70015;font-weight:600}
        .notes{color:#b25000;font-size:.8rem;margin:.25rem 0 0;padding-left:1rem}
        .layout-problems{color:#d70015;font-size:.75rem;margin:.25rem 0 0;padding-left:1rem}
        .sizes{border:0;padding:0;margin:0 0 .5rem;display:flex;gap:1rem;flex-wrap:wrap}
        .layout-summary{margin:0 0 1rem}
        .funnel{width:107px;margin:.3rem 0 0;font-size:.7rem;color:#3a3a3c}
        .funnel-bar{height:8px;border-radius:4px;background:#d1d1d6;overflow:hidden}
        .funnel-bar span{display:block;height:100%;background:#5856d6}
        .funnel p{margin:.2rem 0 0}
        .showings{margin:-.25rem 0 .5rem;font-size:.85rem}
        </style>
        </head>
        <body>
        <h1>Storyboard: every walkthrough, locale and page</h1>
        <fieldset class="sizes"><legend>Device size</legend>
          <label><input type="radio" name="size" value="320x568"> 320×568</label>
          <label><input type="radio" name="size" value="390x844" checked> 390×844</label>
          <label><input type="radio" name="size" value="844x390"> 844×390</label>
          <label><input type="radio" name="size" value="1024x768"> 1024×768</label>
        </fieldset>
        <p class="layout-summary" role="status">Checking the layout of every page at every size…</p>
        {{#walkthroughs}}
        <section>
          <h2>{{id}}</h2>
          {{#hasNotes}}<ul class="notes">{{#notes}}<li>{{.}}</li>{{/notes}}</ul>{{/hasNotes}}
          {{#otherVersions}}<p class="showings">{{.}}</p>{{/otherVersions}}
          {{#locales}}
          <h3>{{locale}}</h3>
          {{#showings}}<p class="showings">{{.}}</p>{{/showings}}
          <div class="row">
            {{#pages}}
            <figure data-page="{{id}}">
              <div class="frame{{#hasNotes}} has-notes{{/hasNotes}}"><iframe src="{{src}}" title="{{heading}}" tabindex="-1"></iframe></div>
              <figcaption>{{number}}. {{heading}}{{#since}} <span class="bytes" title="the release that brought it">since {{since}}</span>{{/since}}{{#phoneBytes}} <span class="bytes{{#isOver}} over-budget{{/isOver}}" title="what a phone loads for the picture">{{text}}</span>{{/phoneBytes}}</figcaption>
              {{#funnel}}<div class="funnel"><div class="funnel-bar" role="img" aria-label="{{reached}}"><span style="width:{{percent}}%"></span></div>
              <p>{{reached}}{{#completed}} · {{.}}{{/completed}}{{#dismissed}} · {{.}}{{/dismissed}}</p></div>{{/funnel}}
              {{#hasNotes}}<ul class="notes">{{#notes}}<li>{{.}}</li>{{/notes}}</ul>{{/hasNotes}}
              <ul class="layout-problems" hidden></ul>
            </figure>
            {{/pages}}
          </div>
          {{/locales}}
        </section>
        {{/walkthroughs}}
        <script>
        {{{scripts}}}
        </script>
        </body>
        </html>

        """
}
