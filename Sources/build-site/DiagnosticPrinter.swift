import Foundation
import SiteBuilder
import SiteModel

/// Prints diagnostics to standard error: as text (on a terminal with the source line, a caret
/// under the column and colour unless NO_COLOR is set) or as one JSON object per line.
struct DiagnosticPrinter {
    var format: SiteOptions.Format
    var showsSource = isatty(STDERR_FILENO) == 1
    var usesColor = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    func print(_ diagnostics: [Diagnostic]) {
        var lines: [String: [Substring]] = [:]
        for diagnostic in diagnostics {
            var text = line(for: diagnostic)
            if format == .text && showsSource {
                if lines[diagnostic.file] == nil {
                    let contents = (try? String(contentsOfFile: diagnostic.file, encoding: .utf8)) ?? ""
                    lines[diagnostic.file] = contents.split(separator: "\n", omittingEmptySubsequences: false)
                }
                text += excerpt(of: diagnostic, in: lines[diagnostic.file] ?? [])
            }
            writeToStandardError(text + "\n")
        }
    }

    func line(for diagnostic: Diagnostic) -> String {
        switch format {
        case .text:
            guard usesColor else { return diagnostic.formatted }
            let color = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m"
            let location = "\u{1B}[1m\(diagnostic.file):\(diagnostic.location.line):\(diagnostic.location.column):\u{1B}[0m"
            let hint = diagnostic.hint.map { "; \u{1B}[36m\($0)\u{1B}[0m" } ?? ""
            return "\(location) \(color)\(diagnostic.severity.rawValue):\u{1B}[0m \(diagnostic.message)\(hint)"
        case .json:
            struct Record: Encodable {
                var file: String, line: Int, column: Int, severity: String, code: String, message: String, hint: String?
            }
            let record = Record(file: diagnostic.file, line: diagnostic.location.line, column: diagnostic.location.column,
                                severity: diagnostic.severity.rawValue, code: diagnostic.code.rawValue, message: diagnostic.message, hint: diagnostic.hint)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(record)).map { String(decoding: $0, as: UTF8.self) } ?? diagnostic.formatted
        }
    }

    /// The source line and a caret under the column, like a compiler.
    func excerpt(of diagnostic: Diagnostic, in lines: [Substring]) -> String {
        let index = diagnostic.location.line - 1
        guard lines.indices.contains(index) else { return "" }
        let source = String(lines[index]).replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\t", with: " ")
        let number = String(diagnostic.location.line)
        let gutter = String(repeating: " ", count: number.count)
        let caret = String(repeating: " ", count: max(0, diagnostic.location.column - 1)) + (usesColor ? "\u{1B}[1;32m^\u{1B}[0m" : "^")
        return "\n \(number) | \(source)\n \(gutter) | \(caret)"
    }
}

func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
