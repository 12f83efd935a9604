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
 * launch). Once stopped or ended it takes no one in: whoever comes next starts a new fetch.
 */
final class SharedFetch {
    private final Operation operation;
    private final FutureTask<Fetch> task;
    private final CountDownLatch ended = new CountDownLatch(1);
    /** One latch for each load waiting, opened when the fetch ends. */
    private final List<CountDownLatch> waiting = new ArrayList<>();
    private boolean kept;
    private boolean stopped;

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

    /** Whether the fetch ended or was stopped: it takes no one in. */
    synchronized boolean isOver() {
        return stopped || task.isDone();
    }

    /**
     * Takes in a load that will wait on the fetch, or, when {@code keeps}, a background refresh that
     * keeps it going whatever the loads do; null when the fetch is over.
     */
    synchronized Wait join(boolean keeps) {
        if (isOver()) {
            return null;
        }
        if (keeps) {
            kept = true;
            return new Wait(null);
        }
        CountDownLatch woken = new CountDownLatch(1);
        waiting.add(woken);
        return new Wait(woken);
    }

    /** One load's or refresh's place on the fetch. */
    final class Wait {
        private final CountDownLatch woken;

        private Wait(CountDownLatch woken) {
            this.woken = woken;
        }

        /** Opens when the fetch ended, whatever it came to. */
        CountDownLatch ended() {
            return ended;
        }

        /**
         * The fetch's result for a load, within {@code timeoutMillis}; throws {@link CancellationException}
         * as soon as {@code load} is cancelled, and {@link TimeoutException} past the timeout, leaving
         * the fetch to go on.
         */
        Fetch result(Operation load, long timeoutMillis) throws InterruptedException, ExecutionException, TimeoutException {
            load.alsoCancels(() -> woken.countDown());
            boolean fetched;
            try {
                fetched = woken.await(timeoutMillis, TimeUnit.MILLISECONDS);
            } catch (InterruptedException interrupted) {
                stopWaiting(woken, true);
                throw interrupted;
            }
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
    }

    /** One load no longer waits: after a timeout the fetch is kept; after a cancel it stops if nobody else wants it. */
    private void stopWaiting(CountDownLatch woken, boolean keepFetching) {
        synchronized (this) {
            waiting.remove(woken);
            kept |= keepFetching;
            if (!waiting.isEmpty() || kept || isOver()) {
                return;
            }
            stopped = true;
        }
        operation.cancel();
        task.cancel(false);
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
