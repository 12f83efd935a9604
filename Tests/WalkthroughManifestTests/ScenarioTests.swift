import Foundation
import Testing
import WalkthroughManifest

/// One shared scenario: a start state, actions, and the state expected after each.
/// The web pager runs the same files (Tests/BrowserTests/test_scenarios.py).
struct Scenario: Decodable, Sendable, CustomTestStringConvertible {
    struct Options: Decodable, Sendable {
        var wrap: Bool, skip: Behavior.SkipMode, hideControlsOnLastPage: Bool
        /// `true`, `false` or `always`, as walkthrough.yml writes it (the manifest's own decoding).
        var restart: Behavior.Restart
    }
    struct State: Decodable, Sendable, Equatable {
        var index: Int, primaryLabel: String, skipVisible: Bool, backVisible: Bool
        var restartVisible: Bool, controlsHidden: Bool, outcome: Pager.Outcome?
        /// After `press-action`: `handled`, `open-url`, `performed` or `ignored`.
        var actionResult: String?
    }
    struct Step: Decodable, Sendable {
        var action: Action
        var expect: State
    }

    /// What a step does, as the scenario files write it: `next`, `back`, `skip`, `restart`,
    /// `swipe-forward`, `swipe-back`, `press-action` (the shown page's action button) or `go N`. Any other word fails to decode, so the file fails.
    enum Action: Decodable, Sendable, CustomStringConvertible {
        case next, back, skip, restart, swipeForward, swipeBack, pressAction
        case go(Int)

        init(from decoder: Decoder) throws {
            let word = try decoder.singleValueContainer().decode(String.self)
            guard let action = Action(word) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown scenario action '\(word)'"))
            }
            self = action
        }

        /// The action a scenario file's `word` names, or `nil`.
        init?(_ word: String) {
            switch word {
            case "next": self = .next
            case "back": self = .back
            case "skip": self = .skip
            case "restart": self = .restart
            case "swipe-forward": self = .swipeForward
            case "swipe-back": self = .swipeBack
            case "press-action": self = .pressAction
            default:
                guard word.hasPrefix("go "), let target = Int(word.dropFirst(3)) else { return nil }
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
            case .pressAction: "press-action"
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
    /// Page actions by page index ("0"); none in most scenarios.
    var pageActions: [String: Page.Action]?
    /// The action ids the app registers handlers for (on the web: cancels the event of).
    var handledByApp: [String]?

    var testDescription: String { name }

    private enum CodingKeys: String, CodingKey {
        case description, pageCount, options, start, steps, pageActions, handledByApp
    }

    static let folder = scenarioFolder

    static func all() -> [Scenario] {
        scenarioFiles(in: folder).compactMap { name, data in
            var scenario = try? JSONDecoder().decode(Scenario.self, from: data)
            scenario?.name = name
            return scenario
        }
    }
}

/// The shared scenario files' folder.
let scenarioFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/scenarios").standardizedFileURL

/// The `*.json` files of `folder` by name (without `.json`), sorted.
func scenarioFiles(in folder: URL) -> [(name: String, data: Data)] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
        FileManager.default.contents(atPath: folder.appendingPathComponent(file).path).map { (String(file.dropLast(5)), $0) }
    }
}

private let labels = Labels(next: "Next", skip: "Skip", done: "Get Started", restart: "Start again", back: "Back")

extension Pager {
    /// Performs a scenario step's action; after `press-action`, what it came to.
    mutating func perform(_ action: Scenario.Action, handlers: ActionHandlers) -> String? {
        if case .pressAction = action {
            switch performAction(with: handlers) {
            case .handled: return "handled"
            case .openURL: return "open-url"
            case .performed: return "performed"
            case .ignored: return "ignored"
            }
        }
        switch action {
        case .next: next()
        case .back: back()
        case .skip: skip()
        case .restart: restart()
        case .swipeForward: swipeForward()
        case .swipeBack: swipeBack()
        case .go(let target): go(to: target)
        case .pressAction: break
        }
        return nil
    }

    func scenarioState(actionResult: String?) -> Scenario.State {
        Scenario.State(index: index, primaryLabel: primaryLabel == labels.done ? "done" : "next",
                       skipVisible: isSkipVisible, backVisible: isBackVisible, restartVisible: isRestartVisible,
                       controlsHidden: areControlsHidden, outcome: outcome, actionResult: actionResult)
    }
}

@Suite("Shared pager scenarios")
struct ScenarioTests {
    @Test("the Swift pager reaches every expected state of the scenario", arguments: Scenario.all())
    func scenario(_ scenario: Scenario) {
        let behavior = Behavior(wrap: scenario.options.wrap, skip: scenario.options.skip, restart: scenario.options.restart,
                                hideControlsOnLastPage: scenario.options.hideControlsOnLastPage)
        let pages = (0..<scenario.pageCount).map {
            Page(index: $0, id: "page-\($0 + 1)", heading: "Page \($0 + 1)", action: scenario.pageActions?[String($0)])
        }
        var pressed: [(id: String, page: String)] = []
        var handlers = ActionHandlers()
        for id in scenario.handledByApp ?? [] {
            handlers[id] = { action, page in pressed.append((action.id, page.id)) }
        }
        var pager = Pager(behavior: behavior, labels: labels, pages: pages, index: scenario.start)
        for (number, step) in scenario.steps.enumerated() {
            let shown = pager.page
            let result = pager.perform(step.action, handlers: handlers)
            #expect(pager.scenarioState(actionResult: result) == step.expect, "step \(number + 1): \(step.action)")
            if result == "handled" {
                #expect(pressed.last?.id == shown.action?.id && pressed.last?.page == shown.id, "the handler got the action and its page")
            }
        }
    }

    @Test("there are at least 25 scenarios covering every option")
    func coverage() {
        let scenarios = Scenario.all()
        #expect(scenarios.count == scenarioFiles(in: Scenario.folder).count, "every scenario file decodes")
        #expect(scenarios.count >= 25)
        #expect(scenarios.count == scenarioFiles(in: Scenario.folder).count, "every scenario file decodes")
        #expect(scenarios.contains { $0.options.wrap })
        #expect(scenarios.contains { $0.options.skip == .lastPage })
        #expect(scenarios.contains { $0.options.restart == .lastPage })
        #expect(scenarios.contains { $0.options.restart == .always })
        #expect(scenarios.contains { $0.options.hideControlsOnLastPage })
        #expect(scenarios.contains { $0.pageCount == 1 })
        let actions = Set(scenarios.flatMap { $0.steps.map { $0.action.description.hasPrefix("go ") ? "go" : $0.action.description } })
        #expect(actions == ["next", "back", "skip", "restart", "swipe-forward", "swipe-back", "go", "press-action"])
        let results = Set(scenarios.flatMap { $0.steps.compactMap(\.expect.actionResult) })
        #expect(results == ["handled", "open-url", "performed", "ignored"])
    }
}
