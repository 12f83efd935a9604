import Foundation

/// Temporary folders for tests, all inside one folder per test process that goes when the process
/// exits: a run leaves nothing behind in the temporary directory.
public enum TestFolders {
    /// A new, empty folder named `prefix` and a unique suffix.
    public static func make(_ prefix: String) throws -> URL {
        let folder = processFolder.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// This process's folder of test folders, removed at exit.
private let processFolder: URL = {
    atexit(removeProcessFolder)
    return FileManager.default.temporaryDirectory.appendingPathComponent("walkthrough-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
}()

private func removeProcessFolder() {
    try? FileManager.default.removeItem(at: processFolder)
}
