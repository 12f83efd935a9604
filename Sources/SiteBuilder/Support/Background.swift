import Foundation

/// A value computed on another core while the caller goes on; reading `value` waits for it.
final class Background<Value: Sendable>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()

    /// Starts `work` on `queue`: the shared pool, or a serial queue that runs its works in turn.
    init(on queue: DispatchQueue = .global(), _ work: @escaping @Sendable () -> Value) {
        queue.async { [self] in
            let value = work()
            lock.withLock { result = value }
            done.signal()
        }
    }

    /// The value, once the work has finished.
    var value: Value {
        if let result = lock.withLock({ result }) { return result }
        done.wait()
        done.signal()  // later readers do not wait
        return lock.withLock { result! }
    }
}
