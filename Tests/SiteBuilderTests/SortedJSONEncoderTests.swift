import Foundation
import Testing
import SortedJSON
import WalkthroughManifest

/// Values that reach every corner of the encoder: every control character, slashes, non-ASCII
/// keys, explicit and omitted nulls, empty and nested containers, integers of every width,
/// the formats JSONEncoder owns (Double, Date, Data, URL), nested and super encoders.
private struct Everything: Encodable {
    var text = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }.joined() + "é / \u{2028} 😀"
    var keys: [String: Int] = ["b": 1, "B": 2, "a10": 3, "a9": 4, "_x": 5, "é": 6, "e": 7, "Z": 8, "a/b": 9, "": 10, "\u{1}": 11]
    var explicitNull: String? = nil
    var omittedNull: String? = nil
    var empty: [[String: [Int]]] = [[:], ["a": []]]
    var integers: [Int64] = [Int64.min, -1, 0, Int64.max]
    var small: UInt8 = 255
    var flags = [true, false]
    var doubles = [0.1, 1e-7, 1e21, -0.0, 3]
    var date = Date(timeIntervalSinceReferenceDate: 12.5)
    var data = Data([0, 1, 2, 250])
    var url = URL(string: "https://example.com/a b?c=d")!
    var manual = Manual()
    var twice = Twice()

    enum CodingKeys: String, CodingKey {
        case text, keys, explicitNull, omittedNull, empty, integers, small, flags, doubles, date, data, url, manual, twice
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(keys, forKey: .keys)
        try container.encode(explicitNull, forKey: .explicitNull)
        try container.encodeIfPresent(omittedNull, forKey: .omittedNull)
        try container.encode(empty, forKey: .empty)
        try container.encode(integers, forKey: .integers)
        try container.encode(small, forKey: .small)
        try container.encode(flags, forKey: .flags)
        try container.encode(doubles, forKey: .doubles)
        try container.encode(date, forKey: .date)
        try container.encode(data, forKey: .data)
        try container.encode(url, forKey: .url)
        try container.encode(manual, forKey: .manual)
        try container.encode(twice, forKey: .twice)
    }
}

/// Encodes through nested containers and super encoders instead of nested values.
private struct Manual: Encodable {
    enum Key: String, CodingKey { case list, object, parent }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try list.encode("one")
        try list.encodeNil()
        var inner = list.nestedContainer(keyedBy: Key.self)
        try inner.encode(2, forKey: .object)
        var deeper = list.nestedUnkeyedContainer()
        try deeper.encode(3)
        var object = container.nestedContainer(keyedBy: Key.self, forKey: .object)
        try object.encodeNil(forKey: .list)
        var parent = container.superEncoder(forKey: .parent).singleValueContainer()
        try parent.encode("from the super encoder")
        var unnamed = container.superEncoder().unkeyedContainer()
        try unnamed.encode(false)
    }
}

/// Encodes one key twice: the last value stays, as in JSONEncoder.
private struct Twice: Encodable {
    enum Key: String, CodingKey { case key }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode("first", forKey: .key)
        try container.encode("second", forKey: .key)
    }
}

@Suite("Sorted JSON encoder")
struct SortedJSONEncoderTests {
    static let formats: [(pretty: Bool, escapingSlashes: Bool)] = [(false, true), (false, false), (true, true), (true, false)]

    private func foundation<Value: Encodable>(_ value: Value, pretty: Bool, escapingSlashes: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
        if !escapingSlashes { encoder.outputFormatting.insert(.withoutEscapingSlashes) }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func ours<Value: Encodable>(_ value: Value, pretty: Bool, escapingSlashes: Bool) throws -> String {
        String(decoding: try SortedJSONEncoder(isPrettyPrinted: pretty, escapesSlashes: escapingSlashes).encode(value), as: UTF8.self)
    }

    @Test("writes the same bytes as Foundation's JSONEncoder, in every format", arguments: formats)
    func sameBytesAsFoundation(format: (pretty: Bool, escapingSlashes: Bool)) throws {
        let value = Everything()
        #expect(try ours(value, pretty: format.pretty, escapingSlashes: format.escapingSlashes)
                == foundation(value, pretty: format.pretty, escapingSlashes: format.escapingSlashes))
    }

    @Test("top-level strings, numbers, nulls and empty containers come out as Foundation writes them", arguments: formats)
    func fragments(format: (pretty: Bool, escapingSlashes: Bool)) throws {
        let values: [any Encodable] = ["a/\"b\"", 42, Optional<Int>.none as Any as! Int?, [Int](), [String: Int](), [[Int]()], 2.5]
        for value in values {
            #expect(try ours(value, pretty: format.pretty, escapingSlashes: format.escapingSlashes)
                    == foundation(value, pretty: format.pretty, escapingSlashes: format.escapingSlashes), "\(value)")
        }
    }

    @Test("a manifest encodes to the bytes of the library's own encoding (Foundation's), and decodes back equal")
    func manifestRoundTrip() throws {
        let page = Page(index: 0, id: "welcome", heading: "Welcome </script>", subheading: "a/b",
                        image: Page.Image(src: "images/a.1234abcd.png", width: 3, height: 2, alt: "An \"alt\""),
                        body: Page.Body(html: "<p>Hi &amp; bye</p>\n", text: "Hi & bye"), data: ["z": "1", "a": "2"])
        let manifest = WalkthroughManifest(
            id: "onboarding", version: "0123456789ab", defaultLocale: "en", behavior: Behavior(pageSpacing: 8),
            seen: SeenSettings(key: "walkthrough.onboarding.seen", reshow: .onChange), continueURL: "/app/", tint: "#5856D6",
            locales: ["en": LocalizedWalkthrough(direction: .leftToRight, title: "Hello",
                                                 labels: Labels(next: "Next", skip: "Skip", done: "Done", restart: "Again", back: "Back"),
                                                 pages: [page])])
        var ours = Data(try ours(manifest, pretty: true, escapingSlashes: false).utf8)
        ours.append(0x0A)
        #expect(try manifest.encoded() == ours)
        // Keys sorted, indented, slashes as they are, a newline at the end.
        let text = String(decoding: ours, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"audience\" : \"new\",\n  \"behavior\" : {\n"))
        #expect(text.contains("\"continueURL\" : \"/app/\"") && text.contains("\"heading\" : \"Welcome </script>\""))
        #expect(text.contains("\"data\" : {\n            \"a\" : \"2\",\n            \"z\" : \"1\"\n          },"))
        #expect(text.hasSuffix("}\n") && !text.hasSuffix("}\n\n"))
        #expect(try WalkthroughManifest(data: manifest.encoded()) == manifest)
    }
}
