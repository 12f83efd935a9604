import Foundation
@testable import SiteFunnel
import Testing

/// An event line with every kind of string escape, nested values and numbers.
private let eventWithEscapes = #"{"schema":"walkthrough-event/1","name":"action_tapped","walkthrough_id":"on\"board\\ing\/x","manifest_version":null,"#
    + #""locale":"fr","runtime":"web","instance_id":"\u00e9t\u00C9 \ud83d\ude00 \b\f\n\r\t","at":"2026-12-03T12:00:00.000Z","#
    + #""page_index":2,"page_count":3e0,"extra":{"a":[1,-0.5,1E+2,true,false,null,{"b":[]}],"c":{}},"ratio":-12.25e-1}"#

/// Inputs on both sides of the grammar's edges.
private let edgeCases = [
    "{}", " {} ", "{ }", "\t{\"a\" : 1 }\r\n", "[]", "[{}]", "1", "\"a\"", "null", "", " ", "{", "}", "{\"a\"}", "{\"a\":}",
    "{,}", "{\"a\":1 \"b\":2}", "{a:1}", "{'a':1}", "{\"a\":01}", "{\"a\":1.}", "{\"a\":.5}", "{\"a\":-}", "{\"a\":+1}", "{\"a\":1e}",
    "{\"a\":0x10}", "{\"a\":tru}", "{\"a\":True}", "{\"a\":nul}", "{\"a\":\"\\x\"}", "{\"a\":\"\\u12\"}", "{\"a\":\"\\u+123\"}",
    "{\"a\":\"tab\there\"}", "{\"a\":[,1]}", "{\"a\":[1 2]}", "{}{}", "{} x", "{\"a\":1}}", "{\"a\":\"\\/\"}",
    "{\"a\":[[[[[[]]]]]]}", "{\"\":\"\"}", "{\"a\":-0}", "{\"a\":123456789012}",
]

/// `text` cut at every byte, and with each byte replaced by a character that matters to the grammar.
private func variations(of text: String) -> [Data] {
    let bytes = Array(text.utf8)
    let cuts = (0...bytes.count).map { Data(bytes[..<$0]) }
    let replacements = Array("\"\\{}[],:0e-. u".utf8)
    let changed = bytes.indices.map { index in
        var copy = bytes
        copy[index] = replacements[index % replacements.count]
        return Data(copy)
    }
    return cuts + changed
}

@Suite("Reading an event line's JSON")
struct JSONObjectReaderTests {
    @Test("agrees with Foundation's JSON reader on what is an object, and on its text and numbers")
    func agreesWithFoundation() throws {
        let inputs = edgeCases.map { Data($0.utf8) } + variations(of: eventWithEscapes)
        #expect(inputs.count > 500)
        var accepted = 0
        for input in inputs {
            let expected = (try? JSONSerialization.jsonObject(with: input)) as? [String: Any]
            let members = JSONObjectReader.members(of: input)
            #expect((members != nil) == (expected != nil), "\(String(decoding: input, as: UTF8.self))")
            guard let members, let expected else { continue }
            accepted += 1
            #expect(Set(members.keys) == Set(expected.keys))
            for (key, value) in members {
                switch value {
                case .text(let text): #expect(expected[key] as? String == text, "\(key)")
                case .number(let number): #expect((expected[key] as? NSNumber)?.doubleValue == number, "\(key)")
                case .null: #expect(expected[key] is NSNull, "\(key)")
                case .other: #expect(!(expected[key] is String) && !(expected[key] is NSNull), "\(key)")
                }
            }
        }
        #expect(accepted > 50)
    }

    @Test("refuses a trailing comma, which the RFC does not allow and Foundation does")
    func trailingComma() {
        for input in ["{\"a\":1,}", "{\"a\":[1,]}"] {
            #expect(JSONObjectReader.members(of: Data(input.utf8)) == nil)
            #expect((try? JSONSerialization.jsonObject(with: Data(input.utf8))) != nil)
        }
    }

    @Test("reads every kind of escape, a surrogate pair included, and skips nested values")
    func escapes() throws {
        let members = try #require(JSONObjectReader.members(of: Data(eventWithEscapes.utf8)))
        #expect(members["walkthrough_id"] == .text(#"on"board\ing/x"#))
        #expect(members["instance_id"] == .text("étÉ 😀 \u{08}\u{0C}\n\r\t"))
        #expect(members["manifest_version"] == .null)
        #expect(members["page_index"] == .number(2) && members["ratio"] == .number(-1.225))
        #expect(members["extra"] == .other)
    }

    @Test("refuses nesting deeper than its limit instead of recursing without end")
    func deepNesting() {
        let deep = "{\"a\":" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        #expect(JSONObjectReader.members(of: Data(deep.utf8)) == nil)
        let allowed = "{\"a\":" + String(repeating: "[", count: 60) + String(repeating: "]", count: 60) + "}"
        #expect(JSONObjectReader.members(of: Data(allowed.utf8)) != nil)
    }
}
