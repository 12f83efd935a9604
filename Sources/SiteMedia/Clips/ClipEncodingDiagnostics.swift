import SiteModel

// The codes and messages of making clips' variants (`ClipEncoding`) and their byte budget (`ClipBudget`).
// docs/diagnostics.md shows each code with an example a test builds.

extension Diagnostic.Code {
    /// A phone's variant of a clip over the 600 KB budget (warning).
    package static let clipBudget = Self("clip-budget")
    /// A clip ffmpeg cannot encode, or no ffmpeg to encode it with.
    package static let clipEncoding = Self("clip-encoding")
}

extension Diagnostic.Message {
    package static func clipEncoding(_ path: String, reason: String) -> Self {
        Self(code: .clipEncoding, text: "'\(path)' could not be encoded: \(reason)", hint: "re-export the clip as MP4; if every clip fails, reinstall ffmpeg")
    }

    package static func clipOverBudget(_ path: String, variant: String, kilobytes: Int, budget: Int) -> Self {
        Self(code: .clipBudget, text: "a phone plays \(kilobytes) KB for '\(path)' (\(variant)), more than the \(budget) KB a page's clip may take",
             hint: "shorten the clip, crop it to what matters, or calm its motion")
    }
}
