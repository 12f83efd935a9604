package io.github.walkthroughsite.manifest.loading;

import java.io.IOException;
import java.net.HttpURLConnection;

/**
 * One cancellable piece of the loader's work, as the blocking code sees it: whether to go on, and
 * the connection to close so that a read blocked on the network ends at once.
 */
final class Operation implements Cancellable {
    /** An operation nobody cancels: the blocking API's. */
    static Operation uncancellable() {
        return new Operation();
    }

    private boolean cancelled;
    private boolean finished;
    private HttpURLConnection connection;
    private Runnable alsoCancel;

    @Override
    public void cancel() {
        HttpURLConnection open;
        Runnable linked;
        synchronized (this) {
            if (cancelled || finished) {
                return;
            }
            cancelled = true;
            open = connection;
            linked = alsoCancel;
        }
        // Outside the lock: closing a connection may wait on the thread reading from it.
        if (open != null) {
            open.disconnect();
        }
        if (linked != null) {
            linked.run();
        }
    }

    /** Makes {@link #cancel()} run {@code cancel} too; runs it at once when already cancelled. */
    void alsoCancels(Runnable cancel) {
        synchronized (this) {
            if (!cancelled) {
                alsoCancel = cancel;
                return;
            }
        }
        cancel.run();
    }

    /** Ends the operation: true when its result is to be delivered, false when it was cancelled first. */
    synchronized boolean finishUnlessCancelled() {
        finished = !cancelled;
        return finished;
    }

    @Override
    public synchronized boolean isCancelled() {
        return cancelled;
    }

    /** Throws when cancelled: the work stops where it stands. */
    void check() throws IOException {
        if (isCancelled()) {
            throw new IOException("cancelled");
        }
    }

    /** Makes {@code opened} the connection {@link #cancel()} closes; closes it at once when already cancelled. */
    synchronized HttpURLConnection using(HttpURLConnection opened) throws IOException {
        connection = opened;
        if (cancelled) {
            opened.disconnect();
            throw new IOException("cancelled");
        }
        return opened;
    }
}
