import Foundation
@testable import SiteModel
import Testing
import WalkthroughManifest

/// One shared lifecycle-event scenario (Tests/Fixtures/scenarios/events): a pager, a showing of it
/// with a scripted clock and ids, and the events, to the byte, each step emits. The web and the
/// JVM run the same files.
struct EventScenario: Decodable, Sendable, CustomTestStringConvertible {
    struct Walkthrough: Decodable, Sendable { var id: String, version: String, locale: String }
    struct Clock: Decodable, Sendable { var start: String, stepMillis: Int }
    struct Step: Decodable, Sendable {
        var action: String
        var trigger: String?
        var reason: String?
        var manifest: Bool?
        var emits: [String]
    }

    var name = ""
    var description: String
    var pageCount: Int
    var options: Scenario.Options
    /// Page actions by page index ("0").
    var pageActions: [String: Page.Action]?
    var handledByApp: [String]?
    var start: Int
    var walkthrough: Walkthrough
    var clock: Clock
    var instanceIds: [String]
    var steps: [Step]

    var testDescription: String { name }

    private enum CodingKeys: String, CodingKey {
        case description, pageCount, options, pageActions, handledByApp, start, walkthrough, clock, instanceIds, steps
    }

    static func all() -> [EventScenario] {
        scenarioFiles(in: scenarioFolder.appendingPathComponent("events")).map { name, data in
            var scenario = try! JSONDecoder().decode(EventScenario.self, from: data)
            scenario.name = name
            return scenario
        }
    }

    var manifest: WalkthroughManifest {
        let labels = Labels(next: "Next", skip: "Skip", done: "Get Started", restart: "Start again", back: "Back")
        let pages = (0..<pageCount).map { Page(index: $0, id: "page-\($0 + 1)", heading: "Page \($0 + 1)", action: pageActions?[String($0)]) }
        let behavior = Behavior(wrap: options.wrap, skip: options.skip, restart: options.restart, hideControlsOnLastPage: options.hideControlsOnLastPage)
        return WalkthroughManifest(
            id: walkthrough.id, version: walkthrough.version, defaultLocale: "en", behavior: behavior,
            seen: SeenSettings(key: "walkthrough.events.seen"), continueURL: nil, tint: "#5856D6",
            locales: ["en": LocalizedWalkthrough(direction: .leftToRight, title: "Events", labels: labels, pages: pages)])
    }
}

@Suite("Shared lifecycle-event scenarios")
struct EventScenarioTests {
    /// The scripted parts of a run: the clock, the ids left, the events emitted.
    private final class Script {
        var now = Date()
        var ids: [String]
        var emitted: [LifecycleEvent] = []
        init(ids: [String]) { self.ids = ids }
        func newID() -> String { ids.removeFirst() }
    }

    @Test("each step emits the scenario's events, to the byte", arguments: EventScenario.all())
    func scenario(_ scenario: EventScenario) throws {
        let manifest = scenario.manifest
        var pager = Pager(manifest: manifest, locale: "en")
        pager.go(to: scenario.start)
        let script = Script(ids: scenario.instanceIds)
        var showing: WalkthroughShowing?
        let timestamps = ISO8601DateFormatter()
        timestamps.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let start = try #require(timestamps.date(from: scenario.clock.start))
        for (number, step) in scenario.steps.enumerated() {
            script.now = start.addingTimeInterval(Double(number * scenario.clock.stepMillis) / 1000)
            script.emitted = []
            if step.action == "not-shown" {
                let reason = try #require(LifecycleEvent.NotShownReason(rawValue: step.reason ?? ""))
                let known = step.manifest != false
                script.emitted.append(WalkthroughShowing.notShown(manifest.id, manifest: known ? manifest : nil, locale: known ? scenario.walkthrough.locale : nil,
                                                                  reason: reason, at: script.now, id: script.newID()))
            } else {
                let current = showing ?? WalkthroughShowing(manifest: manifest, locale: scenario.walkthrough.locale, clock: { script.now },
                                                            newID: script.newID) { script.emitted.append($0) }
                showing = current
                try perform(step, on: &pager, showing: current, handledByApp: scenario.handledByApp ?? [])
            }
            let expected = step.emits.map { $0.replacingOccurrences(of: "%RUNTIME%", with: "swift") }
            #expect(script.emitted.map(\.json) == expected, "step \(number + 1): \(step.action)")
        }
    }

    private func perform(_ step: EventScenario.Step, on pager: inout Pager, showing: WalkthroughShowing, handledByApp: [String]) throws {
        switch step.action {
        case "show": showing.shown(pager, trigger: try #require(LifecycleEvent.Trigger(rawValue: step.trigger ?? "")))
        case "close": showing.closed(pager)
        default:
            let action = try #require(Scenario.Action(step.action), "unknown scenario action '\(step.action)'")
            if case .pressAction = action { showing.actionPressed(pager) }
            var handlers = ActionHandlers()
            for id in handledByApp { handlers[id] = { _, _ in } }
            _ = pager.perform(action, handlers: handlers)
            showing.moved(pager)
        }
    }
}
