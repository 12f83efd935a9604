package io.github.walkthroughsite.manifest.loading;

/**
 * Work under way on another thread that its caller may stop: after {@link #cancel()} it calls back
 * with nothing, drops a download in progress, and reads nothing more than a read already waiting on
 * the network (which Android's HttpURLConnection ends at once, the desktop JDK's at its next bytes).
 */
public interface Cancellable {
    /**
     * Stops the work: unless its result was handed over already, it never is. Returns at once on any
     * thread, the main one too. Cancelling twice, or after the result, does nothing.
     */
    void cancel();

    /**
     * True once {@link #cancel()} was called.
     *
     * @return whether {@link #cancel()} was called
     */
    boolean isCancelled();
}
