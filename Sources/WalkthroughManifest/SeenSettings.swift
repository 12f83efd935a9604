/// Where the "seen" flag is stored and when a seen walkthrough shows again.
public struct SeenSettings: Codable, Sendable, Equatable {
    public enum Reshow: String, Codable, Sendable, CaseIterable {
        /// Once seen, never shown again.
        case never
        /// Shown again when the walkthrough's `version` changes.
        case onChange = "on-change"
    }

    /// The localStorage / UserDefaults key.
    public var key: String
    public var reshow: Reshow

    public init(key: String, reshow: Reshow = .never) {
        self.key = key
        self.reshow = reshow
    }
}
