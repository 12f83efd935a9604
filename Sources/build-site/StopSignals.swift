import Foundation

/// Ctrl-C and SIGTERM for a command that runs until it is stopped (`serve`, `build --watch`): the
/// first calls `stop` (which may wait for the build in progress), a second one `stopAtOnce`. The
/// handler is installed before `handle` returns, so a signal sent the moment the caller is told it
/// may stop is not lost; it only writes a byte to a pipe (all a signal handler may safely do), and
/// a thread of its own reads the pipe and calls them there.
enum StopSignals {
    /// The pipe's write end, for the handler; set once, before the handler is installed.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    static func handle(_ stop: @escaping @Sendable () -> Void, atOnce stopAtOnce: @escaping @Sendable () -> Void) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            // No pipe, no clean stop: the signals keep their default, which ends the process.
            return
        }
        writeEnd = ends[1]
        let handler: @convention(c) (Int32) -> Void = { _ in
            var byte: UInt8 = 1
            _ = write(StopSignals.writeEnd, &byte, 1)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        let readEnd = ends[0]
        Thread.detachNewThread {
            var byte: UInt8 = 0
            var signals = 0
            while signals < 2 {
                guard read(readEnd, &byte, 1) == 1 else { continue }  // interrupted: read again
                signals += 1
                if signals == 1 { Thread.detachNewThread(stop) } else { stopAtOnce() }
            }
        }
    }
}
