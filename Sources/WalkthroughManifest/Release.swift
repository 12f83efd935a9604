extension WalkthroughManifest {
    /// What a walkthrough is for.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// Shown to a user who has not seen it (the seen flag).
        case onboarding
        /// Shown after an update, with the pages of the releases the user has not seen.
        case whatsNew = "whats-new"
    }

    /// Who a walkthrough is for, by whether the app knows a version the user saw before.
    public enum Audience: String, Codable, Sendable, CaseIterable {
        /// Only on a fresh install (no last seen version); onboarding's default.
        case new
        /// Only after an update (a last seen version is known); whats-new's default.
        case upgrading
        /// Both.
        case everyone

        /// The audience a walkthrough of `kind` has when `walkthrough.yml` names none.
        public static func `default`(for kind: Kind) -> Audience {
            kind == .onboarding ? .new : .upgrading
        }

        /// True when a user on a fresh install (`isFreshInstall`), or not, is in the audience.
        public func includes(isFreshInstall: Bool) -> Bool {
            switch self {
            case .new: isFreshInstall
            case .upgrading: !isFreshInstall
            case .everyone: true
            }
        }
    }

    /// The pages to show a user who last saw the app at `lastSeen` (`nil` on a fresh install)
    /// and now runs `current`, in the locale best matching `locale`; `[]` when nothing is to be
    /// shown.
    ///
    /// Users outside the audience get nothing. Onboarding shows every page; whats-new shows the
    /// pages whose `since` is after `lastSeen` and at most `current`, in order and numbered
    /// 0…n−1 as the web pager numbers them, so a user who skipped three releases sees all three,
    /// and a downgrade sees nothing. Whether onboarding was seen already is the seen flag's
    /// business: `SeenStore.pagesToShow(of:locale:current:)` applies both.
    public func releasePages(locale: String, lastSeen: AppVersion?, current: AppVersion) -> [Page] {
        guard audience.includes(isFreshInstall: lastSeen == nil) else { return [] }
        return pages(locale: locale, releasedAfter: lastSeen, upTo: current)
    }

    /// The pages of `locale` released after `lastSeen` (all when `nil`) and at most `current`;
    /// a page without `since` belongs to every release.
    func pages(locale: String, releasedAfter lastSeen: AppVersion?, upTo current: AppVersion) -> [Page] {
        let released = localized(for: locale).pages.filter { page in
            guard let since = page.since.flatMap(AppVersion.init) else { return true }
            return since <= current && lastSeen.map { since > $0 } ?? true
        }
        return released.enumerated().map { position, page in
            var page = page
            page.index = position
            return page
        }
    }
}
