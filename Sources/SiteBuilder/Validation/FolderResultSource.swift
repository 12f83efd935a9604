/// Where validation gets each walkthrough folder's result: the seam between the pipeline, which
/// is written as if every build were a clean one, and the incremental layer. A clean build
/// validates every folder (`EveryFolderAfresh`); `IncrementalBuild` hands back the last build's
/// result for folders whose inputs did not change.
protocol FolderResultSource: Sendable {
    /// The result of each of `folders`, in their order: reused, or made by `validate` (a pure
    /// function of the folder and its own page and settings files, safe to call on any thread);
    /// `done` is called once per folder either way, for progress.
    func results(of folders: [String], in snapshot: ContentSnapshot, ownFiles: [String: [String]],
                 validate: @escaping @Sendable (_ folder: String, _ ownFiles: [String]) -> FolderResult,
                 done: @escaping @Sendable () -> Void) -> [FolderOutcome]
}

/// A walkthrough folder's result, and whether this build made it (rather than reusing it).
struct FolderOutcome: Sendable {
    var result: FolderResult
    var isFresh: Bool
}

/// A clean build: every folder validated, several at once.
struct EveryFolderAfresh: FolderResultSource {
    func results(of folders: [String], in snapshot: ContentSnapshot, ownFiles: [String: [String]],
                 validate: @escaping @Sendable (String, [String]) -> FolderResult, done: @escaping @Sendable () -> Void) -> [FolderOutcome] {
        ConcurrentMap.map(folders) { folder in
            defer { done() }
            return FolderOutcome(result: validate(folder, ownFiles[folder, default: []]), isFresh: true)
        }
    }
}
