package io.github.walkthroughsite.manifest.loading;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The one fetch of a manifest under way, shared by the loads that wait on it and by background
 * refreshes. A cancelled load stops waiting at once; the fetch itself stops only when the last
 * load waiting on it was cancelled and nothing else wants what it brings: no refresh asked for it,
 * and no load gave up on it at its timeout (that fetch goes on to cache the fresh copy for the next
 * launch).
 */
final class SharedFetch {
    private final Operation operation;
    private final FutureTask<Fetch> task;
    private final CountDownLatch ended = new CountDownLatch(1);
    /** One latch for each load waiting, opened when the fetch ends. */
    private final List<CountDownLatch> waiting = new ArrayList<>();
    private boolean kept;

    /** A fetch that runs {@code work} under {@code operation} once started, and then runs {@code whenEnded}. */
    SharedFetch(Callable<Fetch> work, Operation operation, Runnable whenEnded) {
        this.operation = operation;
        this.task = new FutureTask<Fetch>(work) {
            @Override
            protected void done() {
                wakeEveryLoad();
                whenEnded.run();
                ended.countDown();
            }
        };
    }

    /** Runs the fetch on {@code executor}; one that refuses it (shut down) ends it at once, and the loads fall back. */
    void start(Executor executor) {
        try {
            executor.execute(task);
        } catch (RuntimeException rejected) {
            task.cancel(false);
        }
    }

    /** Opens when the fetch ended, whatever it came to. */
    CountDownLatch ended() {
        return ended;
    }

    /** Someone besides the loads wants the fetch's result (a background refresh): no cancelled load stops it. */
    synchronized void keep() {
        kept = true;
    }

    /**
     * The fetch's result for a load, within {@code timeoutMillis}; throws {@link CancellationException}
     * as soon as {@code load} is cancelled, and {@link TimeoutException} past the timeout, leaving
     * the fetch to go on.
     */
    Fetch await(Operation load, long timeoutMillis) throws InterruptedException, ExecutionException, TimeoutException {
        CountDownLatch woken = new CountDownLatch(1);
        synchronized (this) {
            if (task.isDone()) {
                woken.countDown();
            } else {
                waiting.add(woken);
            }
        }
        load.alsoCancels(() -> woken.countDown());
        boolean fetched = woken.await(timeoutMillis, TimeUnit.MILLISECONDS);
        if (load.isCancelled()) {
            stopWaiting(woken, false);
            throw new CancellationException("the load was cancelled");
        }
        if (!fetched) {
            stopWaiting(woken, true);
            throw new TimeoutException();
        }
        return task.get();
    }

    /** One load no longer waits: after a timeout the fetch is kept; after a cancel it stops if nobody else wants it. */
    private void stopWaiting(CountDownLatch woken, boolean keepFetching) {
        boolean stop;
        synchronized (this) {
            waiting.remove(woken);
            kept |= keepFetching;
            stop = waiting.isEmpty() && !kept && !task.isDone();
        }
        if (stop) {
            operation.cancel();
            task.cancel(false);
        }
    }

    private void wakeEveryLoad() {
        List<CountDownLatch> woken;
        synchronized (this) {
            woken = new ArrayList<>(waiting);
            waiting.clear();
        }
        for (CountDownLatch load : woken) {
            load.countDown();
        }
    }
}
