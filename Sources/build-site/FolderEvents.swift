import Foundation

/// The kernel's notices of changes below some folders: inotify on Linux, watching every folder
/// of the trees (inotify is not recursive), and the folders made later as they appear.
/// `nil` where the kernel cannot watch them all (another system, or the per-user limit on
/// watches reached); the `Watcher` then polls. Made on one thread and handed to another, it is
/// used by one thread at a time.
final class FolderEvents: @unchecked Sendable {
    private let folders: [URL]
    private let descriptor: Int32
    /// False while a folder could not be watched (a root folder replaced whole, say).
    private var isWatchingEveryFolder = true

    init?(watching folders: [URL]) {
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.folders = folders
        guard watchEveryFolder() else { return nil }
        #else
        return nil
        #endif
    }

    deinit {
        close(descriptor)
    }

    /// Blocks until something below the folders changes, then watches any folder made since.
    /// While some folder cannot be watched, it wakes every second instead, for the caller to look.
    func waitForChange() {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        if poll(&request, 1, isWatchingEveryFolder ? -1 : Self.recheckInterval) > 0 { discardPending() }
        isWatchingEveryFolder = watchEveryFolder()
    }

    /// Reads and drops the events queued so far, without waiting.
    func discardPending() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&request, 1, 0) > 0 {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 && errno != EINTR { return }
        }
    }

    /// Adds a watch for every folder of the trees (adding one twice is harmless); false when a
    /// folder could not be watched, or a root folder is missing.
    private func watchEveryFolder() -> Bool {
        #if os(Linux)
        var isComplete = true
        for root in folders {
            guard addWatch(root.path) else {
                isComplete = false
                continue
            }
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
            while let url = enumerator?.nextObject() as? URL {
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true, !addWatch(url.path) {
                    isComplete = false
                }
            }
        }
        return isComplete
        #else
        return false
        #endif
    }

    #if os(Linux)
    private func addWatch(_ path: String) -> Bool {
        let changes = IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
            | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR
        return inotify_add_watch(descriptor, path, UInt32(changes)) >= 0
    }
    #endif

    private static let recheckInterval: Int32 = 1000
}
