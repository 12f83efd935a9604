/// The pager rules a walkthrough chose in its `walkthrough.yml`.
public struct Behavior: Codable, Sendable, Equatable {
    /// What Skip does.
    public enum SkipMode: String, Codable, Sendable, CaseIterable {
        /// Skip ends the walkthrough.
        case finish
        /// Skip jumps to the last page.
        case lastPage = "last-page"
    }

    public enum Orientation: String, Codable, Sendable, CaseIterable {
        case horizontal, vertical
    }

    public enum Transition: String, Codable, Sendable, CaseIterable {
        case slide, fade
    }

    /// Where Start again shows. It always returns to page 1. In JSON, as in walkthrough.yml,
    /// `false`, `true` or `"always"`: a manifest without `always` reads in schema version 2 too.
    public enum Restart: Codable, Sendable, CaseIterable {
        /// Nowhere (`false`).
        case never
        /// On the last page (`true`).
        case lastPage
        /// On every page, in the controls; on page 1 it does nothing (`"always"`, schema version 3).
        case always

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                self = flag ? .lastPage : .never
            } else if try container.decode(String.self) == "always" {
                self = .always
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected true, false or \"always\"")
            }
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .never: try container.encode(false)
            case .lastPage: try container.encode(true)
            case .always: try container.encode("always")
            }
        }
    }

    /// Moving past the last page shows the first, and back.
    public var wrap: Bool
    public var skip: SkipMode
    /// Where a Start again button shows that returns to page 1.
    public var restart: Restart
    /// On the last page the controls bar slides away and the page carries the done button.
    public var hideControlsOnLastPage: Bool
    public var orientation: Orientation
    public var transition: Transition
    /// Points between pages while sliding.
    public var pageSpacing: Int

    public init(
        wrap: Bool = false, skip: SkipMode = .finish, restart: Restart = .never,
        hideControlsOnLastPage: Bool = false, orientation: Orientation = .horizontal,
        transition: Transition = .slide, pageSpacing: Int = 0
    ) {
        self.wrap = wrap
        self.skip = skip
        self.restart = restart
        self.hideControlsOnLastPage = hideControlsOnLastPage
        self.orientation = orientation
        self.transition = transition
        self.pageSpacing = pageSpacing
    }
}
