import Foundation

/// Notices changes below some folders by polling file sizes and modification times: portable,
/// and cheap for the few thousand files of a site.
struct Watcher {
    let folders: [URL]

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
            usleep(200_000)
            let current = signature()
            guard current != last else { continue }
            usleep(100_000)  // let an editor finish saving
            last = signature()
            onChange()
        }
    }
}
