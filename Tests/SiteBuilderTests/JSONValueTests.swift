import Foundation
import FrontMatter
import Testing
import WalkthroughManifest
@testable import SiteBuilder

@Suite("The cache's JSON reader")
struct JSONValueTests {
    @Test("every kind of value is read, with white space anywhere between tokens")
    func values() throws {
        let value = try #require(JSONValue(parsing: Data(#" { "a" : [ 1 , -2.5e3 , 0.25 , true , false , null , "x" ] , "b" : { } , "c" : [ ] } "#.utf8)))
        #expect(value == .object([
            "a": .array([.number(1), .number(-2500), .number(0.25), .bool(true), .bool(false), .null, .string("x")]),
            "b": .object([:]), "c": .array([]),
        ]))
        #expect(value["a"]?.array?.first?.int == 1)
        #expect(value["a"]?.array?[1].int == -2500)
        #expect(value["a"]?.array?[2].int == nil)  // not a whole number
        #expect(value["missing"] == nil)
        // Read all or nothing: one element or member of another kind refuses the whole.
        #expect(JSONValue.array([.string("a"), .string("b")]).array(of: \.string) == ["a", "b"])
        #expect(JSONValue.array([.string("a"), .number(1)]).array(of: \.string) == nil)
        #expect(JSONValue.object(["k": .string("v")]).object(of: \.string) == ["k": "v"])
        #expect(JSONValue.object(["k": .string("v"), "n": .null]).object(of: \.string) == nil)
        #expect(JSONValue.string("a").array(of: \.string) == nil)
    }

    @Test("strings read back exactly what JSONEncoder and the site's own encoder wrote", arguments: [
        "plain", "", "quote \" backslash \\ slash /", "\u{8}\u{C}\n\r\t", "\u{0}\u{1F}\u{7F}", "é ü ß", "日本語", "😀 👩‍👩‍👧",
        "\u{2028}\u{2029}", "a very long line of text that goes on and on without any escapes at all, past every small-string limit",
    ])
    func strings(text: String) throws {
        for encoded in [try JSONEncoder().encode([text]), try SortedJSONEncoder().encode([text]),
                        try SortedJSONEncoder(escapingSlashes: false).encode([text])] {
            #expect(JSONValue(parsing: encoded) == .array([.string(text)]))
        }
    }

    @Test("\\u escapes, surrogate pairs included, read as the characters they name")
    func unicodeEscapes() {
        #expect(JSONValue(parsing: Data(#""\u00e9\u00E9 \ud83d\ude00 \u0041""#.utf8)) == .string("éé 😀 A"))
    }

    @Test("what is not one JSON value is refused", arguments: [
        "", " ", "{", "}", "[1,]", "[,1]", "{\"a\" 1}", "{\"a\":1,}", "{a:1}", "01", "1.", ".5", "-", "+1", "1e", "NaN", "tru", "nul",
        "\"unterminated", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"", "\"\\ud800\\u0041\"", "\"\\udc00\"", "\"a\nb\"", "\"a\tb\"", "[1] 2", "'a'",
    ])
    func malformed(text: String) {
        #expect(JSONValue(parsing: Data(text.utf8)) == nil)
    }

    @Test("bytes that are not UTF-8 are refused, inside strings too")
    func invalidUTF8() {
        #expect(JSONValue(parsing: Data([0x22, 0xFF, 0x22])) == nil)
        #expect(JSONValue(parsing: Data([0x22, 0x5C, 0x6E, 0xC3, 0x22])) == nil)  // "\n" then a cut-off sequence
        #expect(JSONValue(parsing: Data([0x22, 0xC3, 0xA9, 0x22])) == .string("é"))
    }

    @Test("nesting is read to the limit and refused beyond it, so no document exhausts the stack")
    func nesting() {
        let depth = JSONValue.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(JSONValue(parsing: Data(deepest.utf8)) != nil)
        let tooDeep = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        #expect(JSONValue(parsing: Data(tooDeep.utf8)) == nil)
        #expect(JSONValue(parsing: Data(String(repeating: "[", count: 100_000).utf8)) == nil)
    }

    private static let fuzzSeeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/fuzz/FuzzJSONValue").standardizedFileURL

    /// Every seed and every past finding of the FuzzJSONValue target, replayed: nothing that
    /// Foundation's parser refuses is accepted (Foundation nests deeper than `maximumDepth`, so the
    /// converse does not hold), and the seeds are valid.
    @Test("fuzzer documents that Foundation's parser refuses are refused too, and the seeds are read")
    func fuzzInputs() throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: Self.fuzzSeeds.path)) ?? []).sorted()
        try #require(!names.isEmpty, "no fuzz inputs in \(Self.fuzzSeeds.path)")
        for name in names {
            let data = try Data(contentsOf: Self.fuzzSeeds.appendingPathComponent(name))
            let value = JSONValue(parsing: data)
            let foundation = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            #expect(foundation != nil || value == nil, "\(name) is accepted, though it is not JSON")
            if name.hasSuffix(".json") { #expect(value != nil, "\(name)") }
        }
    }
}

@Suite("Build cache records")
struct CacheRecordTests {
    /// `result` as the cache writes it, read back as the next build reads it.
    private func roundTrip(_ result: FolderResult) throws -> FolderResult {
        let line = try SortedJSONEncoder(escapingSlashes: false).encode(result.withoutBodies)
        let record = try #require(JSONValue(parsing: line))
        return try #require(FolderResult(cacheRecord: record, inputs: result.inputsRecord))
    }

    @Test("a folder's result reads back as it was written: outline, warnings, images, inputs and subtrees")
    func validFolder() throws {
        let validation = Site.validate(snapshot([
            "tour/walkthrough.yml": "id: tour\nlocales: [en, tlh]\n",  // no built-in labels for tlh: a warning with a hint
            "tour/01-a.md": page("heading: \"Hello \\\"quoted\\\" / slashed\"\nimage: ../shared/a.png"),
            "tour/01-a.tlh.md": page("heading: nuqneH é 😀"),
            "tour/02-b.md": page("heading: Two"),
            "tour/02-b.tlh.md": page("heading: cha'"),
        ], binary: ["shared/a.png": png(width: 4, height: 3)]))
        let result = try #require(validation.folders.first)
        #expect(result.walkthrough != nil && !result.diagnostics.isEmpty && !result.images.isEmpty)
        #expect(result.diagnostics.contains { $0.hint != nil })
        let read = try roundTrip(result)
        #expect(read.folder == result.folder)
        #expect(read.walkthrough?.path == result.walkthrough?.path)
        #expect(read.walkthrough?.outline == result.walkthrough?.outline)
        #expect(read.diagnostics == result.diagnostics)
        #expect(read.images == result.images)
        #expect(read.inputs == result.inputs)
        #expect(read.subtrees == result.subtrees && read.subtrees == ["tour", "shared"])
        // An input table that does not read back is empty: the folder is then never current.
        #expect(FolderResult(cacheRecord: try #require(JSONValue(parsing: SortedJSONEncoder().encode(result))), inputs: Data("\"1 x".utf8))?.inputs == [:])
    }

    @Test("a folder with errors reads back without a walkthrough, and a diagnostic without a hint keeps none")
    func folderWithErrors() throws {
        let validation = Site.validate(snapshot(["01-a.md": "no front matter"]))
        let result = try #require(validation.folders.first)
        #expect(result.walkthrough == nil)
        let read = try roundTrip(result)
        #expect(read.walkthrough == nil)
        #expect(read.diagnostics == result.diagnostics)
        let bare = Diagnostic(code: .unknownKey, "message", file: "content/a.md", at: FrontMatter.SourceLocation(line: 3, column: 7))
        let line = try SortedJSONEncoder().encode(bare)
        let record = try #require(JSONValue(parsing: line))
        #expect(Diagnostic(cacheRecord: record) == bare)
    }

    @Test("the build state reads back as written, its key included")
    func buildState() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(".output.build-state.json")
        let warning = Diagnostic(.warning, code: .missingLabels, "no built-in labels for 'tlh'", hint: "add labels", file: "content/walkthrough.yml",
                                 at: FrontMatter.SourceLocation(line: 2, column: 10))
        BuildState(key: "k", content: "c", output: "o", cache: "g", summary: SiteSummary(walkthroughs: 2, pages: 7, locales: 3), diagnostics: [warning]).write(to: url)
        let read = try #require(BuildState.read(at: url))
        #expect(read.key == "k")
        #expect(read.content == "c" && read.output == "o" && read.cache == "g" && read.summary == SiteSummary(walkthroughs: 2, pages: 7, locales: 3))
        #expect(read.diagnostics == [warning])
        BuildState(key: "k", content: "c", output: "o", cache: nil, summary: nil, diagnostics: []).write(to: url)
        let bare = try #require(BuildState.read(at: url))
        #expect(bare.summary == nil && bare.cache == nil)
    }

    @Test("a record with a field missing or of the wrong type is refused, not half read")
    func damagedRecords() throws {
        let result = try #require(Site.validate(snapshot(["01-a.md": page("heading: A")])).folders.first)
        let line = try SortedJSONEncoder(escapingSlashes: false).encode(result)
        guard case .object(let members) = try #require(JSONValue(parsing: line)) else { Issue.record("not an object"); return }
        for key in members.keys {
            var damaged = members
            damaged[key] = nil
            if key == "outline" {
                #expect(FolderResult(cacheRecord: .object(damaged), inputs: result.inputsRecord)?.walkthrough == nil)  // a folder with errors has none
            } else {
                #expect(FolderResult(cacheRecord: .object(damaged), inputs: result.inputsRecord) == nil, "without \(key)")
            }
            damaged[key] = .number(1)
            #expect(FolderResult(cacheRecord: .object(damaged), inputs: result.inputsRecord) == nil, "\(key) a number")
        }
        var outline = try #require(members["outline"]?.object)
        outline["pageCount"] = .number(1.5)
        var damaged = members
        damaged["outline"] = .object(outline)
        #expect(FolderResult(cacheRecord: .object(damaged), inputs: result.inputsRecord) == nil)
    }
}
