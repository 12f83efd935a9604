import Foundation

/// A file that remembers something of the last build beside the output folder: `.output.SUFFIX`.
package protocol BesideOutput {
    static var suffix: String { get }
}

extension BesideOutput {
    package static func location(for output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).\(suffix)")
    }
}
