import Foundation

/// The "seen" flag on `UserDefaults`, in the same JSON form the web pager keeps in
/// localStorage: `{"version": …, "outcome": "done" | "skipped", "at": ISO 8601 time,
/// "appVersion": "2.1"}` under the manifest's `seen.key`. It replaces the classic
/// `hasViewedWalkthrough` Boolean, and remembers the app version a user last saw, for
/// "what's new".
public struct SeenStore: @unchecked Sendable {
    /// What is stored when a walkthrough finishes.
    public struct Record: Codable, Sendable, Equatable {
        public var version: String
        public var outcome: Pager.Outcome
        /// When it finished, as the web writes it (`2026-11-29T12:00:00.000Z`).
        public var at: String
        /// The app's version then; `nil` when the app did not say.
        public var appVersion: String?

        /// True when this record keeps `manifest` from showing again: always, or with
        /// `reshow: on-change` while its content version is the one seen.
        func holds(_ manifest: WalkthroughManifest) -> Bool {
            manifest.seen.reshow == .never || version == manifest.version
        }
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

    /// The app version recorded when `manifest` last finished; `nil` on a fresh install.
    public func lastSeenVersion(for manifest: WalkthroughManifest) -> AppVersion? {
        record(for: manifest)?.appVersion.flatMap(AppVersion.init)
    }

    /// True when the walkthrough should show by its seen flag alone: never seen, or seen in
    /// another version with `reshow: on-change`. With the app's version at hand, ask
    /// `pagesToShow(of:locale:current:)` instead: it also applies the release rule.
    public func shouldShow(_ manifest: WalkthroughManifest) -> Bool {
        guard let record = record(for: manifest) else { return true }
        return !record.holds(manifest)
    }

    /// The pages to show now, the app running `current`; `[]` when the walkthrough is not to show.
    /// The same rule as the web pager's:
    /// * never seen (a fresh install): `releasePages(locale:lastSeen:current:)` with no last seen
    ///   version; when that is empty because the audience is `upgrading`, `current` is recorded
    ///   (as skipped), so the next update shows the pages after it;
    /// * whats-new seen at a known app version: the pages released since, to the audience;
    /// * otherwise (onboarding, or seen before app versions were recorded): the seen flag decides,
    ///   as `shouldShow(_:)` does, and shows the pages released up to `current`; a whats-new seen
    ///   before app versions were recorded gets `current` recorded, so the next update shows what
    ///   is new after it.
    public func pagesToShow(of manifest: WalkthroughManifest, locale: String, current: AppVersion) -> [Page] {
        decision(for: manifest, locale: locale, current: current).pages
    }

    /// What `pagesToShow(of:locale:current:)` decides, with why nothing shows when nothing does:
    /// the reason of `walkthrough_not_shown` (`WalkthroughShowing.notShown`).
    public func decision(for manifest: WalkthroughManifest, locale: String, current: AppVersion) -> Decision {
        guard let record = record(for: manifest) else {
            let pages = manifest.releasePages(locale: locale, lastSeen: nil, current: current)
            if pages.isEmpty && manifest.audience == .upgrading {
                markSeen(manifest, outcome: .skipped, appVersion: current)
            }
            return Decision(pages, otherwise: manifest.audience.includes(isFreshInstall: true) ? .noReleasePages : .audience)
        }
        if manifest.kind == .whatsNew, let lastSeen = record.appVersion.flatMap(AppVersion.init) {
            let pages = manifest.releasePages(locale: locale, lastSeen: lastSeen, current: current)
            return Decision(pages, otherwise: manifest.audience.includes(isFreshInstall: false) ? .noReleasePages : .audience)
        }
        guard !record.holds(manifest) else {
            if manifest.kind == .whatsNew {
                markSeen(manifest, outcome: record.outcome, appVersion: current)
            }
            return Decision([], otherwise: .seen)
        }
        return Decision(manifest.pages(locale: locale, releasedAfter: nil, upTo: current), otherwise: .noReleasePages)
    }

    /// The pages to show at a launch, or why none show.
    public struct Decision: Sendable, Equatable {
        public var pages: [Page]
        /// `nil` when pages show.
        public var reasonNotShown: LifecycleEvent.NotShownReason?

        init(_ pages: [Page], otherwise reason: LifecycleEvent.NotShownReason) {
            self.pages = pages
            reasonNotShown = pages.isEmpty ? reason : nil
        }
    }

    /// Records that `manifest` finished with `outcome` now, the app running `appVersion` (pass
    /// it, so the next "what's new" starts after it).
    public func markSeen(_ manifest: WalkthroughManifest, outcome: Pager.Outcome, appVersion: AppVersion? = nil,
                         at date: Date = Date()) {
        let record = Record(version: manifest.version, outcome: outcome, at: Self.timestamp(date),
                            appVersion: appVersion?.description)
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
