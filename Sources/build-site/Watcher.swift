import Foundation

/// Notices changes below some folders. It waits on the kernel's file events where it can
/// (`FolderEvents`, inotify on Linux) and polls every 200 ms elsewhere; either way a change is
/// confirmed by comparing `signature()`s, so an event that changes nothing starts no build.
struct Watcher: Sendable {
    let folders: [URL]
    private let events: FolderEvents?

    /// Starts watching at once: changes made from here on are noticed by `run`.
    init(folders: [URL]) {
        self.folders = folders
        self.events = FolderEvents(watching: folders)
    }

    /// A value that changes whenever a file below the folders is added, removed or modified.
    func signature() -> [String: [Int64]] {
        var signature: [String: [Int64]] = [:]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let path = enumerator.nextObject() as? String {
                var status = stat()
                let full = folder.appendingPathComponent(path).path
                if stat(full, &status) == 0 {
                    signature[full] = [Int64(status.st_size), Int64(status.st_mtim.tv_sec), Int64(status.st_mtim.tv_nsec)]
                }
            }
        }
        return signature
    }

    /// Calls `onChange` after every change since `last` (a `signature` taken before the first
    /// build, so that no change made while it ran is missed), forever; changes in quick succession
    /// count as one.
    func run(since last: [String: [Int64]], onChange: () -> Void) -> Never {
        var last = last
        while true {
            if let events {
                events.waitForChange()
            } else {
                usleep(Self.pollInterval)
            }
            guard signature() != last else { continue }
            usleep(Self.settleTime)  // let an editor finish saving
            events?.discardPending()
            last = signature()
            onChange()
        }
    }

    private static let pollInterval: useconds_t = 200_000
    private static let settleTime: useconds_t = 100_000
}
