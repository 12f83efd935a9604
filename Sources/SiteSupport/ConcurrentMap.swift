import Foundation

/// Maps a collection on every core, keeping the order of the results.
package enum ConcurrentMap {
    package static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots[index] = transform(elements[index])
        }
        return slots.values
    }

    /// One slot per element; each index is written by exactly one iteration.
    private final class Slots<Value>: @unchecked Sendable {
        private var storage: [Value?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        subscript(index: Int) -> Value? {
            get { lock.withLock { storage[index] } }
            set { lock.withLock { storage[index] = newValue } }
        }

        var values: [Value] { lock.withLock { storage.map { $0! } } }
    }
}

/// Reports a long step's progress: the step's name, how many items are done, how many there are.
package typealias ProgressHandler = @Sendable (_ stage: String, _ done: Int, _ total: Int) -> Void

/// A count that several threads raise.
package final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    package init() {}

    /// Adds one and returns the new count.
    package func increment() -> Int { lock.withLock { value += 1; return value } }
}

extension Array {
    /// The elements in runs of `size` (the last may be shorter): units of work for `ConcurrentMap`.
    package func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
