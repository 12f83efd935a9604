import Foundation

/// One lifecycle event of a walkthrough (docs/specification.md, "Lifecycle events"), for an app's analytics: the same names,
/// fields, order and JSON bytes in the web pager, this library and the JVM library
/// (`Tests/Fixtures/scenarios/events/`). `json` is what to send.
public struct LifecycleEvent: Sendable, Equatable {
    public enum Name: String, Sendable {
        case walkthroughShown = "walkthrough_shown"
        case pageViewed = "page_viewed"
        case actionPressed = "action_pressed"
        case walkthroughCompleted = "walkthrough_completed"
        case walkthroughDismissed = "walkthrough_dismissed"
        case walkthroughNotShown = "walkthrough_not_shown"
    }

    /// What opened the walkthrough (`walkthrough_shown`'s `trigger`).
    public enum Trigger: String, Sendable {
        case firstLaunch = "first-launch", release, link, manual
    }

    /// Why a walkthrough was not shown (`walkthrough_not_shown`'s `reason`).
    public enum NotShownReason: String, Sendable {
        case seen, audience, noReleasePages = "no-release-pages", invalidManifest = "invalid-manifest", noManifest = "no-manifest"
    }

    /// A field's value: text or a whole number.
    public enum Value: Sendable, Equatable {
        case text(String)
        case number(Int)
    }

    public static let schema = "walkthrough-event/1"
    /// The runtime this library reports as.
    public static let runtime = "swift"

    public var name: Name
    public var walkthroughID: String
    /// `nil` when the manifest could not be read.
    public var manifestVersion: String?
    /// The walkthrough's locale shown; `nil` when the manifest could not be read.
    public var locale: String?
    /// One id per showing.
    public var instanceID: String
    public var at: Date
    /// The fields of this event's name, in their order: `trigger`; `page_id`, `page_index`,
    /// `page_count`; `reason`, …
    public var fields: [(name: String, value: Value)]

    public init(name: Name, walkthroughID: String, manifestVersion: String?, locale: String?, instanceID: String, at: Date,
                fields: [(name: String, value: Value)]) {
        (self.name, self.walkthroughID, self.manifestVersion, self.locale) = (name, walkthroughID, manifestVersion, locale)
        (self.instanceID, self.at, self.fields) = (instanceID, at, fields)
    }

    /// The value of the field `name`, or `nil`.
    public subscript(field: String) -> Value? {
        fields.first { $0.name == field }?.value
    }

    /// The event as JSON, its keys in the order every runtime writes them (the common ones, then
    /// `fields`), without spaces, as JavaScript's `JSON.stringify` writes it.
    public var json: String {
        let common: [(String, Value?)] = [
            ("schema", .text(Self.schema)), ("name", .text(name.rawValue)), ("walkthrough_id", .text(walkthroughID)),
            ("manifest_version", manifestVersion.map(Value.text)), ("locale", locale.map(Value.text)), ("runtime", .text(Self.runtime)),
            ("instance_id", .text(instanceID)), ("at", .text(SeenStore.timestamp(at))),
        ]
        let members = (common + fields.map { ($0.name, Optional($0.value)) }).map { key, value in
            JSONText.quoted(key) + ":" + (value.map(JSONText.value) ?? "null")
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    public static func == (lhs: LifecycleEvent, rhs: LifecycleEvent) -> Bool {
        lhs.json == rhs.json
    }
}

/// JSON text as JavaScript's `JSON.stringify` writes it.
package enum JSONText {
    static func value(_ value: LifecycleEvent.Value) -> String {
        switch value {
        case .text(let text): quoted(text)
        case .number(let number): String(number)
        }
    }

    package static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case "\u{08}": quoted += "\\b"
            case "\u{0C}": quoted += "\\f"
            case let control where control.value < 0x20: quoted += String(format: "\\u%04x", control.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
