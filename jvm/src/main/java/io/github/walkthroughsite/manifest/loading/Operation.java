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
        if (open != null) {
            closeElsewhere(open);
        }
        if (linked != null) {
            linked.run();
        }
    }

    /**
     * Closes {@code open} on a thread of its own, so that {@link #cancel()} returns at once on any
     * thread, the main one among them. Android's HttpURLConnection (OkHttp) closes the socket at once
     * and the read waiting on it ends; the desktop JDK's waits for the read in progress to return
     * (the next bytes, or the read timeout), and only then closes.
     */
    private static void closeElsewhere(HttpURLConnection open) {
        Thread closing = new Thread(() -> open.disconnect(), "walkthrough-manifest-cancel");
        closing.setDaemon(true);
        closing.start();
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
