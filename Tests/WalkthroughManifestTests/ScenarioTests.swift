import Foundation
import Testing
import WalkthroughManifest

/// One shared scenario: a start state, actions, and the state expected after each.
/// The web pager runs the same files (Tests/BrowserTests/test_scenarios.py).
struct Scenario: Decodable, Sendable, CustomTestStringConvertible {
    struct Options: Decodable, Sendable {
        var wrap: Bool, skip: Behavior.SkipMode, restart: Bool, hideControlsOnLastPage: Bool
    }
    struct State: Decodable, Sendable, Equatable {
        var index: Int, primaryLabel: String, skipVisible: Bool, backVisible: Bool
        var restartVisible: Bool, controlsHidden: Bool, outcome: Pager.Outcome?
    }
    struct Step: Decodable, Sendable {
        var action: Action
        var expect: State
    }

    /// What a step does, as the scenario files write it: `next`, `back`, `skip`, `restart`,
    /// `swipe-forward`, `swipe-back` or `go N`. Any other word fails to decode, so the file fails.
    enum Action: Decodable, Sendable, CustomStringConvertible {
        case next, back, skip, restart, swipeForward, swipeBack
        case go(Int)

        init(from decoder: Decoder) throws {
            let word = try decoder.singleValueContainer().decode(String.self)
            switch word {
            case "next": self = .next
            case "back": self = .back
            case "skip": self = .skip
            case "restart": self = .restart
            case "swipe-forward": self = .swipeForward
            case "swipe-back": self = .swipeBack
            default:
                guard word.hasPrefix("go "), let target = Int(word.dropFirst(3)) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown scenario action '\(word)'"))
                }
                self = .go(target)
            }
        }

        var description: String {
            switch self {
            case .next: "next"
            case .back: "back"
            case .skip: "skip"
            case .restart: "restart"
            case .swipeForward: "swipe-forward"
            case .swipeBack: "swipe-back"
            case .go(let target): "go \(target)"
            }
        }
    }

    var name = ""
    var description: String
    var pageCount: Int
    var options: Options
    var start: Int
    var steps: [Step]

    var testDescription: String { name }

    private enum CodingKeys: String, CodingKey {
        case description, pageCount, options, start, steps
    }

    static var fileCount: Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.count
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/scenarios").standardizedFileURL

    static func all() -> [Scenario] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path),
                  var scenario = try? JSONDecoder().decode(Scenario.self, from: data) else { return nil }
            scenario.name = String(file.dropLast(5))
            return scenario
        }
    }
}

private let labels = Labels(next: "Next", skip: "Skip", done: "Get Started", restart: "Start again", back: "Back")

extension Pager {
    /// Performs a scenario step's action.
    mutating func perform(_ action: Scenario.Action) {
        switch action {
        case .next: next()
        case .back: back()
        case .skip: skip()
        case .restart: restart()
        case .swipeForward: swipeForward()
        case .swipeBack: swipeBack()
        case .go(let target): go(to: target)
        }
    }

    var scenarioState: Scenario.State {
        Scenario.State(index: index, primaryLabel: primaryLabel == labels.done ? "done" : "next",
                       skipVisible: isSkipVisible, backVisible: isBackVisible, restartVisible: isRestartVisible,
                       controlsHidden: areControlsHidden, outcome: outcome)
    }
}

@Suite("Shared pager scenarios")
struct ScenarioTests {
    @Test("the Swift pager reaches every expected state of the scenario", arguments: Scenario.all())
    func scenario(_ scenario: Scenario) {
        let behavior = Behavior(wrap: scenario.options.wrap, skip: scenario.options.skip, restart: scenario.options.restart,
                                hideControlsOnLastPage: scenario.options.hideControlsOnLastPage)
        let pages = (0..<scenario.pageCount).map { Page(index: $0, id: "page-\($0 + 1)", heading: "Page \($0 + 1)") }
        var pager = Pager(behavior: behavior, labels: labels, pages: pages, index: scenario.start)
        for (number, step) in scenario.steps.enumerated() {
            pager.perform(step.action)
            #expect(pager.scenarioState == step.expect, "step \(number + 1): \(step.action)")
        }
    }

    @Test("there are at least 25 scenarios covering every option")
    func coverage() {
        let scenarios = Scenario.all()
        #expect(scenarios.count >= 25)
        #expect(scenarios.count == Scenario.fileCount, "every scenario file decodes")
        #expect(scenarios.contains { $0.options.wrap })
        #expect(scenarios.contains { $0.options.skip == .lastPage })
        #expect(scenarios.contains { $0.options.restart })
        #expect(scenarios.contains { $0.options.hideControlsOnLastPage })
        #expect(scenarios.contains { $0.pageCount == 1 })
        let actions = Set(scenarios.flatMap { $0.steps.map { $0.action.description.hasPrefix("go ") ? "go" : $0.action.description } })
        #expect(actions == ["next", "back", "skip", "restart", "swipe-forward", "swipe-back", "go"])
    }
}
