package io.github.walkthroughsite.manifest.loading;

/**
 * The seam every file and network access of the loader passes first. Android throws
 * {@code NetworkOnMainThreadException} (unchecked) when the main thread opens a connection; the
 * tests stand in for it with {@link #refuseOn}, to prove the non-blocking API does its I/O elsewhere.
 */
final class BlockingIO {
    private static volatile Thread refused;

    private BlockingIO() {}

    /** Marks {@code thread} as one that must not block (null: none), as Android's main thread is. */
    static void refuseOn(Thread thread) {
        refused = thread;
    }

    /** Throws, as Android does, when the calling thread must not block. */
    static void check() {
        if (Thread.currentThread() == refused) {
            throw new IllegalStateException("file or network I/O on " + Thread.currentThread().getName() + ", a thread that must not block");
        }
    }
}
