import Foundation

/// The "seen" flag on `UserDefaults`, in the same JSON form the web pager keeps in
/// localStorage: `{"version": …, "outcome": "done" | "skipped", "at": ISO 8601 time}` under the
/// manifest's `seen.key`. It replaces the classic `hasViewedWalkthrough` Boolean.
public struct SeenStore: @unchecked Sendable {
    /// What is stored when a walkthrough finishes.
    public struct Record: Codable, Sendable, Equatable {
        public var version: String
        public var outcome: Pager.Outcome
        /// When it finished, as the web writes it (`2026-11-29T12:00:00.000Z`).
        public var at: String
    }

    private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// The stored record of `manifest`, if any (and readable).
    public func record(for manifest: WalkthroughManifest) -> Record? {
        guard let text = defaults.string(forKey: manifest.seen.key) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: Data(text.utf8))
    }

    /// True when the walkthrough should show: never seen, or seen in another version with
    /// `reshow: on-change`.
    public func shouldShow(_ manifest: WalkthroughManifest) -> Bool {
        guard let record = record(for: manifest) else { return true }
        return manifest.seen.reshow == .onChange && record.version != manifest.version
    }

    /// Records that `manifest` finished with `outcome` now.
    public func markSeen(_ manifest: WalkthroughManifest, outcome: Pager.Outcome, at date: Date = Date()) {
        let record = Record(version: manifest.version, outcome: outcome, at: Self.timestamp(date))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(record) else { return }
        defaults.set(String(decoding: data, as: UTF8.self), forKey: manifest.seen.key)
    }

    /// Forgets that `manifest` was seen, like `?walkthrough=reset` on the web.
    public func reset(_ manifest: WalkthroughManifest) {
        defaults.removeObject(forKey: manifest.seen.key)
    }

    /// JavaScript's `Date.prototype.toISOString()` form: UTC with milliseconds.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
