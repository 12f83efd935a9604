import FrontMatter
import SiteModel
import SiteSupport
import WalkthroughManifest

/// Reads typed values out of YAML nodes, collecting a diagnostic for every value of the
/// wrong type instead of stopping at the first.
package struct FieldReader {
    package let file: String
    package private(set) var diagnostics: [Diagnostic] = []

    package init(file: String) {
        self.file = file
    }

    package mutating func report(_ message: Diagnostic.Message, at location: SourceLocation, severity: Diagnostic.Severity = .error) {
        diagnostics.append(Diagnostic(message, severity: severity, file: file, at: location))
    }

    /// The entries of a mapping by key; reports every key not in `known`, suggesting the nearest.
    package mutating func fields(of node: YAMLNode, known: [String], in context: String) -> [String: YAMLEntry] {
        guard let entries = node.entries else {
            report(.notMapping(context, found: node.kindDescription), at: node.location)
            return [:]
        }
        var fields: [String: YAMLEntry] = [:]
        for entry in entries {
            if known.contains(entry.key) {
                fields[entry.key] = entry
            } else {
                report(.unknownKey(entry.key, nearest: nearest(to: entry.key, among: known), known: known), at: entry.keyLocation)
            }
        }
        return fields
    }

    /// The entries of a nested mapping (`pages:`, `seen:`, `labels: fr:`) by key, each named by
    /// its whole path in messages (`seen.key`); `nil` when the key is absent or written without a
    /// value, which means "the defaults".
    package mutating func mapping(_ entry: YAMLEntry?, known: [String], in context: String) -> [String: YAMLEntry]? {
        guard let entry, !entry.value.isEmptyScalar else { return nil }
        return fields(of: entry.value, known: known, in: context).mapValues { field in
            var named = field
            named.key = entry.key + "." + field.key
            return named
        }
    }

    /// A text value; `nil` when the key is absent. A key written without a value (or as `~` or
    /// `null`) reads as the empty string, exactly like `key: ""`.
    package mutating func string(_ entry: YAMLEntry?) -> Located<String>? {
        guard let entry else { return nil }
        if entry.value.isNull { return Located("", at: entry.value.location) }
        guard let text = entry.value.scalar else {
            report(.notText(entry.key, found: entry.value.kindDescription), at: entry.value.location)
            return nil
        }
        return Located(text, at: entry.value.location)
    }

    /// Text where an empty value means "not given" (`subheading`, `title`): `nil` when absent or empty.
    package mutating func optionalString(_ entry: YAMLEntry?) -> Located<String>? {
        guard let text = string(entry), !text.value.trimmingWhitespace.isEmpty else { return nil }
        return text
    }

    /// Text that must not be empty: an empty value is reported as `missing-value` with `hint`,
    /// which says what to write, or to remove the line for the default.
    package mutating func requiredString(_ entry: YAMLEntry?, hint: Diagnostic.Message.NoValueHint) -> Located<String>? {
        guard let text = string(entry) else { return nil }
        guard !text.value.trimmingWhitespace.isEmpty else {
            report(.noValue(entry!.key, hint: hint), at: text.location)
            return nil
        }
        return text
    }

    package mutating func boolean(_ entry: YAMLEntry?) -> Located<Bool>? {
        guard let entry else { return nil }
        guard let text = requiredString(entry, hint: .boolean(key: entry.key)) else { return nil }
        switch text.value {
        case "true": return Located(true, at: text.location)
        case "false": return Located(false, at: text.location)
        default:
            report(.notBoolean(entry.key, found: text.value), at: text.location)
            return nil
        }
    }

    package mutating func integer(_ entry: YAMLEntry?, atLeast minimum: Int, atMost maximum: Int = Int(Int32.max)) -> Located<Int>? {
        guard let entry else { return nil }
        let range = "a whole number from \(minimum) to \(maximum)"
        guard let text = requiredString(entry, hint: .wholeNumber(range: range)) else { return nil }
        guard text.value.allSatisfy(\.isASCIIDigit), let number = Int(text.value), number >= minimum, number <= maximum else {
            report(.notWholeNumber(entry.key, range: range, found: text.value), at: text.location)
            return nil
        }
        return Located(number, at: text.location)
    }

    package mutating func choice<Choice: RawRepresentable & CaseIterable>(_ entry: YAMLEntry?, as type: Choice.Type) -> Choice? where Choice.RawValue == String {
        guard let entry else { return nil }
        let names = Choice.allCases.map(\.rawValue)
        guard let text = requiredString(entry, hint: .choice(names)) else { return nil }
        if let choice = Choice(rawValue: text.value) { return choice }
        report(.notChoice(entry.key, choices: names, found: text.value, nearest: nearest(to: text.value, among: names)), at: text.location)
        return nil
    }

    /// A `#RGB` / `#RRGGBB` colour. An empty value is an error too: unquoted, `#5856D6`
    /// is a YAML comment, and silently losing the colour would be worse.
    package mutating func color(_ entry: YAMLEntry?) -> Located<String>? {
        guard let entry else { return nil }
        guard let text = requiredString(entry, hint: .color(key: entry.key)) else { return nil }
        guard Rules.isHexColor(text.value) else {
            report(.notColor(entry.key, found: text.value), at: text.location)
            return nil
        }
        return text
    }

    /// An app version (`since: 2.3`), `MAJOR.MINOR[.PATCH]`.
    package mutating func appVersion(_ entry: YAMLEntry?) -> Located<AppVersion>? {
        guard let entry, let text = requiredString(entry, hint: .since) else { return nil }
        guard let version = AppVersion(text.value.trimmingWhitespace) else {
            report(.notAppVersion(entry.key, found: text.value), at: text.location)
            return nil
        }
        return Located(version, at: text.location)
    }

    /// What stays in view of a cropped picture: `center`, `top`, `bottom`, `left`, `right`, or
    /// `X% Y%` with each from 0% to 100%.
    package mutating func imageFocus(_ entry: YAMLEntry?) -> Located<Page.ImageFocus>? {
        guard let entry, let text = requiredString(entry, hint: .imageFocus) else { return nil }
        let words = text.value.split(whereSeparator: \.isWhitespace)
        let named: [String: Page.ImageFocus] = ["center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right]
        if words.count == 1, let focus = named[String(words[0])] {
            return Located(focus, at: text.location)
        }
        let percents = words.compactMap { word -> Double? in
            guard word.hasSuffix("%"), word.dropLast().allSatisfy({ $0.isASCIIDigit || $0 == "." }),
                  let number = Double(word.dropLast()), (0...100).contains(number) else { return nil }
            return number
        }
        guard words.count == 2, percents.count == 2 else {
            report(.notImageFocus(found: text.value), at: text.location)
            return nil
        }
        return Located(Page.ImageFocus(x: percents[0], y: percents[1]), at: text.location)
    }

    /// A time in seconds from 0 (`poster_at: 1.5`).
    package mutating func seconds(_ entry: YAMLEntry?) -> Located<Double>? {
        guard let entry, let text = requiredString(entry, hint: .seconds) else { return nil }
        let value = text.value.trimmingWhitespace
        guard !value.isEmpty, value.allSatisfy({ $0.isASCIIDigit || $0 == "." }), value.filter({ $0 == "." }).count <= 1,
              let seconds = Double(value), seconds.isFinite else {
            report(.notSeconds(entry.key, found: text.value), at: text.location)
            return nil
        }
        return Located(seconds, at: text.location)
    }

    /// A list of text values, written as `[a, b]` or as `- a` lines; an empty value is reported
    /// as `missing-value` with `hint`.
    package mutating func strings(_ entry: YAMLEntry?, hint: Diagnostic.Message.NoValueHint) -> [Located<String>]? {
        guard let entry else { return nil }
        guard !entry.value.isEmptyScalar else {
            report(.noValue(entry.key, hint: hint), at: entry.value.location)
            return nil
        }
        guard let items = entry.value.items else {
            report(.notList(entry.key), at: entry.value.location)
            return nil
        }
        var values: [Located<String>] = []
        for item in items {
            guard let text = item.scalar else {
                report(.listItemNotText(entry.key, found: item.kindDescription), at: item.location)
                continue
            }
            values.append(Located(text, at: item.location))
        }
        return values
    }

    /// A mapping of text values (`data:`); `nil` when absent or written without a value.
    /// `translated_from:`: a digest by translatable field, at the key's line.
    package mutating func translatedFrom(_ entry: YAMLEntry?) -> Located<[String: String]>? {
        guard let entry, let fields = mapping(entry, known: TranslatableField.allCases.map(\.rawValue), in: "'translated_from'"),
              entry.value.entries != nil else { return nil }
        let digests = fields.compactMapValues { string($0)?.value }
        return Located(digests, at: entry.keyLocation)
    }

    package mutating func stringMapping(_ entry: YAMLEntry?) -> [String: String]? {
        guard let entry, !entry.value.isEmptyScalar else { return nil }
        guard let entries = entry.value.entries else {
            report(.notTextMapping(entry.key, found: entry.value.kindDescription), at: entry.value.location)
            return nil
        }
        var values: [String: String] = [:]
        for item in entries {
            guard let text = item.value.scalar else {
                report(.mappingValueNotText(entry.key, item.key, found: item.value.kindDescription), at: item.value.location)
                continue
            }
            values[item.key] = text
        }
        return values
    }
}

extension YAMLNode {
    /// True for a key written without a value, as `~` or `null`, or as an empty or blank string.
    package var isEmptyScalar: Bool {
        isNull || scalar?.trimmingWhitespace.isEmpty == true
    }
}
