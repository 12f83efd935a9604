import Foundation
import Testing
import TestSupport
@testable import Mustache

/// One test of the official Mustache specification.
struct SpecCase: Sendable, CustomTestStringConvertible {
    var file: String
    var name: String
    var template: String
    var data: MustacheValue
    var partials: [String: String]
    var expected: String
    /// Set when the specification files could not be read.
    var loadError: String?

    var testDescription: String { "\(file): \(name)" }
}

extension MustacheValue: Decodable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([MustacheValue].self) { self = .list(value) }
        else { self = .object(try container.decode([String: MustacheValue].self)) }
    }
}

enum Specification {
    /// The files this engine implements; lambdas and dynamic names are optional modules not supported.
    static let files = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance"]

    /// True when the suite runs: the files are there (or CI requires them).
    static var shouldRun: Bool { ConformanceFiles.shouldRun("mustache", needing: "sections.json") }
    static var skipReason: Comment { Comment(rawValue: ConformanceFiles.skipReason("mustache", needing: "sections.json")) }

    static func cases() -> [SpecCase] {
        struct File: Decodable {
            struct Test: Decodable {
                var name: String, template: String, expected: String, data: MustacheValue, partials: [String: String]?
            }
            var tests: [Test]
        }
        var cases: [SpecCase] = []
        for file in files {
            let url = ConformanceFiles.file(file + ".json", of: "mustache")
            do {
                let decoded = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
                cases += decoded.tests.map {
                    SpecCase(file: file, name: $0.name, template: $0.template, data: $0.data, partials: $0.partials ?? [:], expected: $0.expected)
                }
            } catch {
                cases.append(SpecCase(file: file, name: "load", template: "", data: .null, partials: [:], expected: "",
                                      loadError: "cannot read the Mustache specification at \(url.path): \(error). "
                                        + ConformanceFiles.skipReason("mustache", needing: file + ".json")))
            }
        }
        return cases
    }
}

@Suite("Mustache specification conformance", .enabled(if: Specification.shouldRun, Specification.skipReason))
struct ConformanceTests {
    @Test("every case of the official specification renders as expected", arguments: Specification.cases())
    func specCase(_ spec: SpecCase) throws {
        if let loadError = spec.loadError {
            Issue.record(Comment(rawValue: loadError))
            return
        }
        let template = try Template(spec.template, name: spec.name)
        #expect(template.render(spec.data, partials: spec.partials) == spec.expected)
    }

    @Test("every case renders the same after its partials were compiled ahead, and the render compiles nothing more",
          arguments: Specification.cases().filter { !$0.partials.isEmpty })
    func preparedSpecCase(_ spec: SpecCase) throws {
        let template = try Template(spec.template, name: spec.name)
        template.prepare(partials: spec.partials)
        let prepared = template.compiledTextCount
        #expect(template.render(spec.data, partials: spec.partials) == spec.expected)
        #expect(template.compiledTextCount == prepared)
    }

    @Test("all seven specification files are found and hold their tests")
    func coverage() {
        let cases = Specification.cases()
        #expect(cases.allSatisfy { $0.loadError == nil })
        #expect(Set(cases.map(\.file)) == Set(Specification.files))
        #expect(cases.count >= 160)
    }
}
