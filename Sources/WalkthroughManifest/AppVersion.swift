/// An app's version, `MAJOR.MINOR[.PATCH]`, compared numerically: `2.10` comes after `2.9`,
/// `2.3` equals `2.3.0`, and a patch release (`2.3.4`) comes after its minor release's pages
/// (`since: 2.3`), so it sees them.
public struct AppVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(major: Int, minor: Int, patch: Int = 0) {
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    /// Parses `2.3` or `2.3.1`; `nil` for anything else (`v2.3`, `2`, `2.3.1-beta`, `2.3.1.4`).
    /// Each part is 1 to 9 ASCII digits.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        // By bytes: "4" followed by a combining accent is one Character, and no digit.
        guard (2...3).contains(parts.count),
              parts.allSatisfy({ (1...9).contains($0.utf8.count) && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
              let major = Int(parts[0]), let minor = Int(parts[1]), let patch = parts.count == 3 ? Int(parts[2]) : 0 else { return nil }
        self.init(major: major, minor: minor, patch: patch)
    }

    /// `2.3` for a minor release, `2.3.1` for a patch release.
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
