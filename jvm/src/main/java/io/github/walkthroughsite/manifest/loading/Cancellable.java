package io.github.walkthroughsite.manifest.loading;

/** Work under way on another thread that its caller may stop: after {@link #cancel()} it reads nothing more and calls back with nothing. */
public interface Cancellable {
    /** Stops the work: unless its result was handed over already, it never is. Cancelling twice, or after the result, does nothing. */
    void cancel();

    /** True once {@link #cancel()} was called. */
    boolean isCancelled();
}
