import Foundation

/// The official specification files the conformance suites read (the Mustache and CommonMark
/// specifications), which live outside the repository: in `$CONFORMANCE_DIR`, by default
/// `../shared/conformance` beside it. Where they are absent the suites are skipped, saying where
/// to put them; with `CONFORMANCE_REQUIRED=1` (CI) they run, and fail, instead.
public enum ConformanceFiles {
    /// `$CONFORMANCE_DIR`, or `../shared/conformance` beside the repository.
    public static var folder: URL {
        if let path = ProcessInfo.processInfo.environment["CONFORMANCE_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path).standardizedFileURL
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../shared/conformance").standardizedFileURL
    }

    /// The file `name` of the specification `suite` (`mustache`, `commonmark`).
    public static func file(_ name: String, of suite: String) -> URL {
        folder.appendingPathComponent(suite).appendingPathComponent(name)
    }

    /// True when the suite must run: its files are there, or CI requires them.
    public static func shouldRun(_ suite: String, needing name: String) -> Bool {
        isRequired || FileManager.default.isReadableFile(atPath: file(name, of: suite).path)
    }

    /// Why the suite was skipped, and how to run it.
    public static func skipReason(_ suite: String, needing name: String) -> String {
        "the \(suite) specification is not at \(file(name, of: suite).path): put the official files in "
            + "$CONFORMANCE_DIR/\(suite)/ (CONFORMANCE_DIR defaults to ../shared/conformance beside the repository) to run this suite"
    }

    /// Set by CI, where a skipped suite would hide a failure.
    public static var isRequired: Bool {
        ProcessInfo.processInfo.environment["CONFORMANCE_REQUIRED"] == "1"
    }
}
