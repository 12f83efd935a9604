import WalkthroughManifest

/// Every page of every locale of `m`, one line each, in the form the JVM example prints.
func printPages(of m: WalkthroughManifest) {
    let restart = switch m.behavior.restart { case .never: "never"; case .lastPage: "last_page"; case .always: "always" }
    print("manifest \(m.id) \(m.version) schema \(m.schemaVersion) \(m.kind.rawValue) \(m.audience.rawValue) \(m.layout.rawValue) default \(m.defaultLocale) seen \(m.seen.key) \(m.seen.reshow.rawValue) continue \(text(m.continueURL)) tint \(m.tint) restart \(restart) wrap \(m.behavior.wrap) skip \(m.behavior.skip.rawValue)")
    for (locale, l) in m.locales.sorted(by: { $0.key < $1.key }) {
        print("  \(locale) \(l.direction.rawValue) \(l.title) | \(l.labels.next) | \(l.labels.skip) | \(l.labels.done) | \(l.labels.restart) | \(l.labels.back)")
        for p in l.pages {
            let action = p.action.map { "\($0.id) \($0.label) \(text($0.url))" } ?? "no action"
            let focus = p.imageFocus.map { " focus \($0.x) \($0.y)" } ?? ""
            let data = "{" + p.data.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + "}"
            print("    \(p.index) \(p.id) | \(p.heading) | \(text(p.subheading)) | \(image(p.image)) | \(clip(p.video)) | \(action) | since \(text(p.since)) | \(p.layout.rawValue)\(focus) | background \(text(p.background)) | \(p.body.text.replacingOccurrences(of: "\n", with: "\\n")) | data \(data)")
        }
    }
}

private func image(_ image: Page.Image?) -> String {
    guard let image else { return "no image" }
    let dark = image.dark.map { " dark \($0.src) \(text($0.width))x\(text($0.height))\(variants($0.variants))" } ?? ""
    return "\(image.src) \(text(image.width))x\(text(image.height)) alt \(image.alt)\(variants(image.variants))\(dark)"
}

/// A page's clip, and the variant a 390-point phone at 3× whose player plays only H.264 chooses.
private func clip(_ video: Page.Video?) -> String {
    guard let video else { return "no clip" }
    let files = video.variants.map { "\($0.src) \($0.width)x\($0.height) \($0.codec) \($0.bytes)" }.joined(separator: ", ")
    let played = video.bestVariant(forPointWidth: 390, scale: 3, supportedCodecs: ["avc1"])?.src ?? "the poster"
    return "clip poster \(image(video.poster)) [\(files)] plays \(played)"
}

private func variants(_ variants: [Page.Image.Variant]) -> String {
    " [" + variants.map { "\($0.src) \($0.width)x\($0.height) \($0.format.rawValue)" }.joined(separator: ", ") + "]"
}

/// A value as Java's string concatenation writes it: `null` when absent.
private func text(_ value: (some CustomStringConvertible)?) -> String {
    value.map(\.description) ?? "null"
}
