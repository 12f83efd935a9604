package io.github.walkthroughsite.manifest.loading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The loader's threads: the non-blocking API does its file and network I/O on the executor it is
 * given, never on the caller's thread (a thread the library's I/O seam refuses stands in for
 * Android's main thread), and a cancelled load or prefetch stops reading and calls back with nothing.
 */
class ThreadingTests {
    @TempDir
    Path folder;
    LoopbackServer server;
    ExecutorService work;

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
        work = Executors.newSingleThreadExecutor();
    }

    @AfterEach
    void stop() {
        BlockingIO.refuseOn(null);
        work.shutdownNow();
        server.close();
    }

    private ManifestLoader loader() {
        return new ManifestLoader(server.url("/app/manifest.json"), null, new File(folder.toFile(), "cache"), 3_000);
    }

    /** Runs {@code calls} on a new thread that must not block, as Android's main thread, and returns what it threw, or null. */
    private static Throwable onMainThread(Runnable calls) throws InterruptedException {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread main = new Thread(() -> {
            BlockingIO.refuseOn(Thread.currentThread());
            try {
                calls.run();
            } catch (Throwable error) {
                thrown.set(error);
            }
        }, "main");
        main.start();
        main.join(5_000);
        return thrown.get();
    }

    /** The time {@code executor} takes to run an empty task after the ones before it: how long they still ran. */
    private static long millisUntilIdle(ExecutorService executor) throws Exception {
        long start = System.nanoTime();
        executor.submit(() -> { }).get(10, TimeUnit.SECONDS);
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    }

    @Test
    @DisplayName("the seam refuses I/O on the stand-in main thread, as Android does, and the blocking API lets nothing unchecked escape")
    void theSeamRefusesTheMainThread() throws Exception {
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(ManifestLoaderTests.MANIFEST, null));
        AtomicReference<Map<URI, URI>> copies = new AtomicReference<>();
        Throwable thrown = onMainThread(() -> {
            try {
                ManifestRequest.open(server.url("/app/manifest.json"));
            } catch (IOException unexpected) {
                throw new AssertionError(unexpected);
            }
        });
        assertTrue(thrown instanceof IllegalStateException, "the seam throws an unchecked exception, as NetworkOnMainThreadException is: " + thrown);
        LoadedManifest loaded = loader().load();
        server.answer("/images/a-1080w.webp", LoopbackServer.Answer.ok("RIFF1080", null).withHeader("Content-Type", "image/webp"));
        assertEquals(null, onMainThread(() -> copies.set(loader().prefetchImages(loaded, "en", 360, 3, Arrays.asList("webp")))));
        assertEquals(Collections.emptyMap(), copies.get(), "refused, and nothing escaped");
    }

    @Test
    @DisplayName("load and prefetch called on the main thread do their I/O on the executor and call back there")
    void nonBlockingCallsLeaveTheMainThread() throws Exception {
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(ManifestLoaderTests.MANIFEST, null));
        server.answer("/images/a-1080w.webp", LoopbackServer.Answer.ok("RIFF1080", null).withHeader("Content-Type", "image/webp"));
        BlockingQueue<LoadedManifest> loads = new ArrayBlockingQueue<>(1);
        BlockingQueue<Map<URI, URI>> prefetches = new ArrayBlockingQueue<>(1);
        ManifestLoader loader = loader();
        assertEquals(null, onMainThread(() -> loader.load(work, loads::add)));
        LoadedManifest loaded = loads.poll(5, TimeUnit.SECONDS);
        assertEquals(Source.NETWORK, loaded.source(), String.valueOf(loaded.reason()));
        assertEquals(null, onMainThread(() -> loader.prefetchImages(loaded, "en", 360, 3, Arrays.asList("webp"), Collections.<String>emptyList(), work, prefetches::add)));
        assertEquals(Collections.singleton(server.url("/images/a-1080w.webp")), prefetches.poll(5, TimeUnit.SECONDS).keySet());
    }

    @Test
    @DisplayName("cancel() returns at once while the load reads a stalled body, and the bytes that come after it are never delivered")
    void cancelledLoad() throws Exception {
        CountDownLatch rest = stalledManifest();
        CountDownLatch called = new CountDownLatch(1);
        ManifestLoader loader = patientLoader();
        ExecutorService caller = Executors.newSingleThreadExecutor();
        try {
            Cancellable loading = loader.load(caller, result -> called.countDown());
            waitForRequest("/app/manifest.json");
            Thread.sleep(200);  // reading the body by now
            assertCancelReturnsAtOnce(loading);
            rest.countDown();
            assertTrue(millisUntilIdle(work) < 2_000, "the fetch stopped at the bytes after the cancel, not at the 60 s read timeout");
            assertFalse(called.await(500, TimeUnit.MILLISECONDS), "no callback after cancel");
        } finally {
            rest.countDown();
            caller.shutdownNow();
        }
    }

    @Test
    @DisplayName("cancel() returns at once while a prefetch downloads a stalled picture, which is then neither kept nor delivered")
    void cancelledPrefetch() throws Exception {
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(ManifestLoaderTests.MANIFEST, null));
        ManifestLoader loader = loader();
        LoadedManifest loaded = loader.load();
        CountDownLatch rest = new CountDownLatch(1);
        server.answer("/images/a-1080w.webp", LoopbackServer.Answer.ok("RIFF1080", null).withHeader("Content-Type", "image/webp").claiming(100_000));
        server.holdRest("/images/a-1080w.webp", rest);
        CountDownLatch called = new CountDownLatch(1);
        try {
            Cancellable prefetching = loader.prefetchImages(loaded, "en", 360, 3, Arrays.asList("webp"), Collections.<String>emptyList(), work,
                    result -> called.countDown());
            waitForRequest("/images/a-1080w.webp");
            Thread.sleep(200);
            assertCancelReturnsAtOnce(prefetching);
            rest.countDown();
            assertTrue(millisUntilIdle(work) < 2_000, "the download stopped at the bytes after the cancel");
            assertFalse(called.await(500, TimeUnit.MILLISECONDS), "no callback after cancel");
            assertEquals(null, loader.cachedImage(server.url("/images/a-1080w.webp")), "nothing kept");
        } finally {
            rest.countDown();
        }
    }

    @Test
    @DisplayName("cancelling one of two loads waiting on one fetch ends that load's wait at once; the other still gets the fresh copy")
    void cancelledLoadBesideAnother() throws Exception {
        CountDownLatch rest = stalledManifest();
        ManifestLoader loader = patientLoader();
        AtomicReference<Thread> secondThread = new AtomicReference<>();
        ExecutorService first = Executors.newSingleThreadExecutor();
        ExecutorService second = singleThreadKeeping(secondThread);
        BlockingQueue<LoadedManifest> firstResults = new ArrayBlockingQueue<>(1);
        BlockingQueue<LoadedManifest> secondResults = new ArrayBlockingQueue<>(1);
        try {
            Cancellable cancelled = loader.load(first, firstResults::add);
            waitForRequest("/app/manifest.json");
            loader.load(second, secondResults::add);
            waitUntilWaiting(secondThread);
            assertCancelReturnsAtOnce(cancelled);
            assertTrue(millisUntilIdle(first) < 1_000, "the cancelled load stopped waiting while the fetch went on");
            rest.countDown();
            LoadedManifest loaded = secondResults.poll(5, TimeUnit.SECONDS);
            assertTrue(loaded != null, "the other load was called back");
            assertEquals(Source.NETWORK, loaded.source(), String.valueOf(loaded.reason()));
            assertEquals(null, firstResults.poll(300, TimeUnit.MILLISECONDS), "no callback for the cancelled load");
            assertEquals(1, server.requestsFor("/app/manifest.json").size(), "one fetch for both");
        } finally {
            rest.countDown();
            first.shutdownNow();
            second.shutdownNow();
        }
    }

    @Test
    @DisplayName("a load cancelled while a background refresh fetches leaves the refresh to cache the fresh copy")
    void cancelledLoadBesideARefresh() throws Exception {
        CountDownLatch rest = stalledManifest();
        ManifestLoader loader = patientLoader();
        AtomicReference<Thread> callerThread = new AtomicReference<>();
        ExecutorService caller = singleThreadKeeping(callerThread);
        try {
            Future<?> refresh = loader.refreshInBackground();
            waitForRequest("/app/manifest.json");
            Cancellable loading = loader.load(caller, result -> { throw new AssertionError("no callback after cancel"); });
            waitUntilWaiting(callerThread);
            assertCancelReturnsAtOnce(loading);
            rest.countDown();
            refresh.get(5, TimeUnit.SECONDS);
            server.answer("/app/manifest.json", LoopbackServer.Answer.status(500));
            LoadedManifest next = loader.load();
            assertEquals(Source.CACHE, next.source(), "the refresh cached its copy: " + next.reason());
        } finally {
            rest.countDown();
            caller.shutdownNow();
        }
    }

    /** Returns once {@code thread} has started and waits with a timeout: a load waiting on its fetch. */
    private static void waitUntilWaiting(AtomicReference<Thread> thread) throws InterruptedException {
        for (int i = 0; i < 500 && (thread.get() == null || thread.get().getState() != Thread.State.TIMED_WAITING); i++) {
            Thread.sleep(10);
        }
        assertEquals(Thread.State.TIMED_WAITING, thread.get().getState(), "the second load waits on the fetch");
    }

    /** A loader of the test's manifest that waits up to a minute, longer than any stall the tests make. */
    private ManifestLoader patientLoader() {
        return new ManifestLoader(server.url("/app/manifest.json"), null, new File(folder.toFile(), "cache"), 60_000).withExecutor(work);
    }

    /** An executor of one thread, which it puts in {@code thread} so the test can see it wait. */
    private static ExecutorService singleThreadKeeping(AtomicReference<Thread> thread) {
        return Executors.newSingleThreadExecutor(task -> {
            thread.set(new Thread(task));
            return thread.get();
        });
    }

    /** The manifest's headers and half its body at once, the rest when the latch returned opens. */
    private CountDownLatch stalledManifest() {
        String manifest = ManifestLoaderTests.MANIFEST;
        CountDownLatch rest = new CountDownLatch(1);
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(manifest, null).claiming(manifest.length() * 2L));
        server.holdRest("/app/manifest.json", rest);
        return rest;
    }

    /** An app cancels on its main thread (onDestroy): closing the connection there must not wait for the read. */
    private static void assertCancelReturnsAtOnce(Cancellable work) {
        long start = System.nanoTime();
        work.cancel();
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(work.isCancelled());
        assertTrue(millis < 1_000, "cancel() took " + millis + " ms: it waited on the read it stops");
    }

    @Test
    @DisplayName("an executor that refuses the work (one shut down) gets a cancelled handle back, not an exception")
    void refusedExecutor() {
        ExecutorService closed = Executors.newSingleThreadExecutor();
        closed.shutdown();
        Cancellable loading = loader().load(closed, result -> { throw new AssertionError("no callback"); });
        assertTrue(loading.isCancelled());
    }

    private void waitForRequest(String path) throws InterruptedException {
        for (int i = 0; i < 500 && server.requestsFor(path).isEmpty(); i++) {
            Thread.sleep(10);
        }
        assertFalse(server.requestsFor(path).isEmpty(), "the request reached the server");
    }
}
