import Foundation
import WalkthroughManifest

/// The small record of the last successful build, written last, that lets a build with no change
/// stop after a `stat` of every file: digests of the content and output fingerprints, the
/// generation of the cache that goes with them, the summary and the warnings, and what is known
/// of the previous site beside the output.
struct BuildState: Encodable, BesideOutput {
    static let suffix = "build-state.json"

    var key: String
    var content: String
    var output: String
    var cache: String?
    var summary: SiteSummary?
    var diagnostics: [Diagnostic]
    var previous: PreviousSite?
    var published: PublishedOutput?

    /// The state at `url`, whatever its key (read with `JSONValue`: this is all that a build with
    /// no change reads).
    static func read(at url: URL) -> BuildState? {
        guard let data = FileManager.default.contents(atPath: url.path), let state = JSONValue(parsing: data), let key = state["key"]?.string,
              let content = state["content"]?.string, let output = state["output"]?.string,
              let diagnostics = state["diagnostics"]?.array(of: Diagnostic.init(cacheRecord:)) else { return nil }
        var summary: SiteSummary?
        if let counts = state["summary"], counts != .null {
            guard let walkthroughs = counts["walkthroughs"]?.int, let pages = counts["pages"]?.int, let locales = counts["locales"]?.int else { return nil }
            summary = SiteSummary(walkthroughs: walkthroughs, pages: pages, locales: locales)
        }
        return BuildState(key: key, content: content, output: output, cache: state["cache"]?.string, summary: summary, diagnostics: diagnostics,
                          previous: state["previous"].flatMap(PreviousSite.init(cacheRecord:)),
                          published: state["published"].flatMap(PublishedOutput.init(cacheRecord:)))
    }

    func write(to url: URL) {
        guard let data = try? SortedJSONEncoder(escapingSlashes: false).encode(self) else { return }  // the paths read faster
        writeAtomically(data, to: url)
    }
}
