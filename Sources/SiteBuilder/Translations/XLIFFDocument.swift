import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The subset of XLIFF 1.2 that translators' tools exchange (Xcode's `.xcloc`, Crowdin, Lokalise,
/// Phrase, Weblate): a `<file>` per walkthrough, a `<trans-unit>` per field. Written and read here;
/// what the units mean is `TranslationExport`'s and `TranslationImport`'s.
struct XLIFFDocument: Equatable {
    static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    struct File: Equatable {
        var original: String
        var sourceLanguage: String
        var targetLanguage: String
        var units: [Unit]
        /// Where the `<file>` element starts in the document read.
        var line = 0
    }

    struct Unit: Equatable {
        var id: String
        var source: String
        var target: String?
        /// `translated`, `needs-review-translation` or `new`.
        var state: String?
        /// A Markdown body: its white space kept as written (`xml:space="preserve"`).
        var preservesSpace = false
        /// Where the `<trans-unit>` element starts in the document read.
        var line = 0
    }

    var files: [File]

    /// The document as XML, deterministic.
    var xml: String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<xliff version="1.2" xmlns="\#(Self.namespace)">"#]
        for file in files {
            lines.append(#"  <file original="\#(escaped(file.original))" datatype="plaintext" source-language="\#(escaped(file.sourceLanguage))" target-language="\#(escaped(file.targetLanguage))">"#)
            lines.append("    <body>")
            for unit in file.units {
                lines.append(#"      <trans-unit id="\#(escaped(unit.id))"\#(unit.preservesSpace ? #" xml:space="preserve""# : "")>"#)
                lines.append("        <source>\(escaped(unit.source))</source>")
                let state = unit.state.map { #" state="\#($0)""# } ?? ""
                lines.append("        <target\(state)>\(escaped(unit.target ?? ""))</target>")
                lines.append("      </trans-unit>")
            }
            lines.append("    </body>")
            lines.append("  </file>")
        }
        lines.append("</xliff>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

extension XLIFFDocument {
    /// Why a file is not an XLIFF 1.2 document, and where.
    struct ReadError: Error, Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    /// Reads an XLIFF 1.2 document; anything else (not XML, another version) is a `ReadError`.
    init(parsing data: Data) throws(ReadError) {
        let reader = XLIFFReader()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        let parsed = parser.parse()
        if let problem = reader.problem { throw problem }
        guard parsed else {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw ReadError(message: "not XML: it stops parsing here (XML parser error \(code))", line: parser.lineNumber, column: parser.columnNumber)
        }
        guard reader.sawRoot else { throw ReadError(message: "not XLIFF 1.2: no <xliff version=\"1.2\"> element", line: 1, column: 1) }
        files = reader.files
    }
}

/// The `XMLParser` delegate that collects files and units.
private final class XLIFFReader: NSObject, XMLParserDelegate {
    var files: [XLIFFDocument.File] = []
    var problem: XLIFFDocument.ReadError?
    var sawRoot = false
    private var unit: XLIFFDocument.Unit?
    private var text: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        guard sawRoot || name == "xliff" else { return stop(parser, "not XLIFF 1.2: the document is <\(name)>, not <xliff>") }
        switch name {
        case "xliff":
            guard attributes["version"] == "1.2", namespaceURI == XLIFFDocument.namespace else {
                return stop(parser, "not XLIFF 1.2: <xliff version=\"\(attributes["version"] ?? "")\"> in \(namespaceURI ?? "no namespace")")
            }
            sawRoot = true
        case "file":
            files.append(XLIFFDocument.File(original: attributes["original"] ?? "", sourceLanguage: attributes["source-language"] ?? "",
                                            targetLanguage: attributes["target-language"] ?? "", units: [], line: parser.lineNumber))
        case "trans-unit":
            unit = XLIFFDocument.Unit(id: attributes["id"] ?? "", source: "", line: parser.lineNumber)
        case "source", "target":
            guard unit != nil else { return }
            text = ""
            if name == "target" { unit?.state = attributes["state"] }
        default:
            if text != nil { stop(parser, "<\(name)> inside a unit's text: only plain text is read") }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "source": unit?.source = text ?? ""; text = nil
        case "target": unit?.target = text ?? ""; text = nil
        case "trans-unit":
            if let unit, !files.isEmpty { files[files.count - 1].units.append(unit) }
            unit = nil
        default: break
        }
    }

    private func stop(_ parser: XMLParser, _ message: String) {
        problem = problem ?? XLIFFDocument.ReadError(message: message, line: parser.lineNumber, column: parser.columnNumber)
        parser.abortParsing()
    }
}
