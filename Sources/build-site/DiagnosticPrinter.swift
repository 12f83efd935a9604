import Foundation
import SiteBuilder

/// Prints diagnostics to standard error as text or one JSON object per line.
struct DiagnosticPrinter {
    var format: CommandLineOptions.DiagnosticsFormat

    func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            writeToStandardError(line(for: diagnostic) + "\n")
        }
    }

    func line(for diagnostic: Diagnostic) -> String {
        switch format {
        case .text:
            return diagnostic.formatted
        case .json:
            struct Record: Encodable {
                var file: String, line: Int, column: Int, severity: String, code: String, message: String, hint: String?
            }
            let record = Record(file: diagnostic.file, line: diagnostic.location.line, column: diagnostic.location.column,
                                severity: diagnostic.severity.rawValue, code: diagnostic.code, message: diagnostic.message, hint: diagnostic.hint)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(record)).map { String(decoding: $0, as: UTF8.self) } ?? diagnostic.formatted
        }
    }
}

func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
