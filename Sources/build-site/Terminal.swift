import Foundation
import SiteBuilder

/// Writes a line to standard output at once, unbuffered, so pipes see it immediately.
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// `2 walkthroughs, 5 pages, 3 locales`.
func summary(_ counts: SiteSummary) -> String {
    let (walkthroughs, pages, locales) = (counts.walkthroughs, counts.pages, counts.locales)
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    return "\(plural(walkthroughs, "walkthrough")), \(plural(pages, "page")), \(plural(locales, "locale"))"
}

/// The time since `start`, in milliseconds under a second.
func elapsed(since start: Date) -> String {
    let seconds = Date().timeIntervalSince(start)
    return seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
}

/// A progress bar on a terminal, shown once a build takes longer than a moment.
final class Progress: @unchecked Sendable {
    private let isEnabled: Bool
    private let start = Date()
    private var shown = false
    private let lock = NSLock()

    init(isEnabled: Bool) { self.isEnabled = isEnabled }

    func update(_ stage: String, _ done: Int, _ total: Int) {
        guard isEnabled, Date().timeIntervalSince(start) > 0.3, total > 0 else { return }
        lock.withLock {
            let width = 24
            let filled = width * done / total
            writeToStandardError("\r\(stage) [\(String(repeating: "#", count: filled))\(String(repeating: ".", count: width - filled))] \(done)/\(total)\u{1B}[K")
            shown = true
        }
    }

    func finish() {
        lock.withLock { if shown { writeToStandardError("\r\u{1B}[K") } }
    }
}
