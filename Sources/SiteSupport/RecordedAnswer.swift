import Foundation

/// What a program said about itself (what an encoder can write), kept in a file beside the output
/// so that the next build need not ask again: the recorded answer while `isCurrent` holds for it,
/// else `ask()`'s, recorded when `isWorthKeeping` (a failure is asked again next time).
package func recordedAnswer<Answer: Codable>(at record: URL?, isCurrent: (Answer) -> Bool, isWorthKeeping: (Answer) -> Bool,
                                     ask: () -> Answer) -> Answer {
    if let record, let recorded = try? JSONDecoder().decode(Answer.self, from: Data(contentsOf: record)), isCurrent(recorded) {
        return recorded
    }
    let asked = ask()
    if let record, isWorthKeeping(asked), let data = try? JSONEncoder().encode(asked) {
        try? FileManager.default.createDirectory(at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
        writeAtomically(data, to: record)
    }
    return asked
}

/// The size and modification time of each of `paths`: what tells that a program is the same file
/// (the one place a build goes by file times: they name programs, not content).
package func fileFingerprint(_ paths: String?...) -> String {
    paths.map { path in
        var status = stat()
        guard let path, stat(path, &status) == 0 else { return "missing" }
        return "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }.joined(separator: ", ")
}
