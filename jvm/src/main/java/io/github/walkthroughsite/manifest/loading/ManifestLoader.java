package io.github.walkthroughsite.manifest.loading;

import java.io.File;
import java.io.FileInputStream;
import java.io.InputStream;
import java.net.URI;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import io.github.walkthroughsite.manifest.WalkthroughManifest;
import org.jetbrains.annotations.Blocking;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * Loads a walkthrough's hosted {@code manifest.json}, so an installed app shows new content
 * without a release, and always ends with something to show:
 * <ol>
 * <li>it asks the server with a conditional request ({@code If-None-Match}, {@code If-Modified-Since}
 * of the cached copy); a {@code 304} confirms the cache; a {@code 200} that decodes, has a schema
 * this library reads and images whose paths resolve replaces the cache, in one atomic write;</li>
 * <li>otherwise (network error, timeout, {@code 5xx}, a body that does not decode, a newer schema)
 * it shows the cached copy, else the bundled one, and says why in {@code reason}.</li>
 * </ol>
 * The first screen never waits longer than the timeout: past it, the cached or bundled copy
 * shows, and the fetch goes on to cache the fresh copy for the next launch.
 *
 * <p>Threads: {@link #load(Executor, Callback)} and {@link #prefetchImages(LoadedManifest, String,
 * double, double, List, List, Executor, Callback)} do all their work on the executor given and
 * return a {@link Cancellable}; call them from the main thread. {@link #load()} and
 * {@link #prefetchImages(LoadedManifest, String, double, double, List)} block ({@link Blocking}):
 * never on Android's main thread. Fetches run on the loader's executor (a shared pool of daemon
 * threads, or the one {@link #withExecutor} gives). No call throws.
 */
public final class ManifestLoader {
    private final URI url;
    private final BundledManifest bundled;
    private final URI bundledBase;
    private final File cacheDirectory;
    private final long timeoutMillis;
    private final Executor fetches;
    private final ManifestCache cache;
    private final ImagePrefetch images;
    private final long maximumManifestBytes;
    private final long maximumImageBytes;
    private final long maximumClipBytes;
    /** What a manifest may weigh unless {@link #withMaximumSizes} says otherwise: 1 MiB. */
    public static final long DEFAULT_MAXIMUM_MANIFEST_BYTES = 1 << 20;
    /** What a prefetched picture may weigh unless {@link #withMaximumSizes} says otherwise: 10 MiB. */
    public static final long DEFAULT_MAXIMUM_IMAGE_BYTES = 10 << 20;
    /** What a prefetched clip may weigh unless {@link #withMaximumSizes} says otherwise: 20 MiB. */
    public static final long DEFAULT_MAXIMUM_CLIP_BYTES = 20 << 20;
    /** Where fetches run unless {@link #withExecutor} says otherwise: daemon threads, started as needed. */
    private static final ExecutorService SHARED_THREADS = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "walkthrough-manifest-loader");
        thread.setDaemon(true);
        return thread;
    });
    /** The fetch under way, if any; it clears itself when it ends. */
    private SharedFetch running;

    /**
     * A loader of the manifest hosted at {@code url}, with the copy shipped in the app as a file
     * (null when there is none), keeping what it fetched in {@code cacheDirectory}; the first
     * screen waits at most {@code timeoutMillis} for the network (0 to a day).
     * @param url the hosted manifest's URL
     * @param bundledFile the copy shipped in the app, or null
     * @param cacheDirectory where fetched copies and pictures are kept
     * @param timeoutMillis how long the first screen waits for the network
     */
    public ManifestLoader(@NotNull URI url, @Nullable File bundledFile, @NotNull File cacheDirectory, long timeoutMillis) {
        this(url, bundledFile == null ? null : () -> new FileInputStream(bundledFile), bundledFile == null ? null : fileURL(bundledFile),
                cacheDirectory, timeoutMillis);
    }

    /**
     * A loader whose shipped copy is not a file, as Android's assets are not:
     * {@code () -> context.getAssets().open("walkthrough/manifest.json")}, with its images resolving
     * against {@code bundledBase} ({@code URI.create("file:///android_asset/walkthrough/")}, which
     * Coil and Glide load).
     *
     * @param url the hosted manifest's URL
     * @param bundled opens the copy shipped in the app, or null
     * @param bundledBase what the shipped copy's paths resolve against, or null
     * @param cacheDirectory where fetched copies and pictures are kept
     * @param timeoutMillis how long the first screen waits for the network
     */
    public ManifestLoader(@NotNull URI url, @Nullable BundledManifest bundled, @Nullable URI bundledBase, @NotNull File cacheDirectory,
                          long timeoutMillis) {
        this(url, bundled, bundledBase, cacheDirectory, timeoutMillis, SHARED_THREADS,
                DEFAULT_MAXIMUM_MANIFEST_BYTES, DEFAULT_MAXIMUM_IMAGE_BYTES, DEFAULT_MAXIMUM_CLIP_BYTES);
    }

    private ManifestLoader(URI url, BundledManifest bundled, URI bundledBase, File cacheDirectory, long timeoutMillis, Executor fetches,
                           long maximumManifestBytes, long maximumImageBytes, long maximumClipBytes) {
        this.maximumManifestBytes = maximumManifestBytes;
        this.maximumImageBytes = maximumImageBytes;
        this.maximumClipBytes = maximumClipBytes;
        this.url = url;
        this.bundled = bundled;
        this.bundledBase = bundledBase;
        this.cacheDirectory = cacheDirectory;
        this.timeoutMillis = clampedTimeout(timeoutMillis);
        this.fetches = fetches;
        this.cache = new ManifestCache(url, cacheDirectory);
        this.images = new ImagePrefetch(new File(cacheDirectory, "images"));
    }

    /**
     * This loader with its fetches on {@code executor} (Kotlin: {@code Dispatchers.IO.asExecutor()}), not the library's own threads.
     *
     * @param executor where the fetches run
     * @return a loader like this one on {@code executor}
     */
    @NotNull
    public ManifestLoader withExecutor(@NotNull Executor executor) {
        return new ManifestLoader(url, bundled, bundledBase, cacheDirectory, timeoutMillis, executor, maximumManifestBytes, maximumImageBytes, maximumClipBytes);
    }

    /**
     * This loader with other size limits: a manifest longer than {@code manifestBytes} is refused
     * (the cached or bundled copy shows, and {@code reason} says why), a picture longer than
     * {@code imageBytes} is not kept. The defaults are 1 MiB and 10 MiB.
     * @param manifestBytes the longest manifest accepted
     * @param imageBytes the longest picture kept
     * @return a loader like this one with those limits
     */
    @NotNull
    public ManifestLoader withMaximumSizes(long manifestBytes, long imageBytes) {
        return withMaximumSizes(manifestBytes, imageBytes, maximumClipBytes);
    }

    /**
     * This loader with other size limits, a prefetched clip's among them (20 MiB by default).
     *
     * @param manifestBytes the longest manifest accepted
     * @param imageBytes the longest picture kept
     * @param clipBytes the longest clip prefetched
     * @return a loader like this one with those limits
     */
    @NotNull
    public ManifestLoader withMaximumSizes(long manifestBytes, long imageBytes, long clipBytes) {
        return new ManifestLoader(url, bundled, bundledBase, cacheDirectory, timeoutMillis, fetches, manifestBytes, imageBytes, clipBytes);
    }

    /**
     * The hosted manifest's URL.
     *
     * @return the URL
     */
    @NotNull
    public URI url() {
        return url;
    }

    /**
     * Where the manifest and prefetched images are kept between launches.
     *
     * @return the directory
     */
    @NotNull
    public File cacheDirectory() {
        return cacheDirectory;
    }

    /**
     * Loads the manifest to show now on {@code executor} (the cache and the bundled copy read there
     * too) and hands it to {@code callback} there, within the timeout; nothing when cancelled
     * first. Cancelling also stops the fetch this load waits on, unless another load or a
     * {@link #refreshInBackground()} waits on it too.
     * @param executor where the load runs and the callback is called
     * @param callback what receives the manifest to show
     * @return a handle whose {@code cancel()} stops the load
     */
    @NotNull
    public Cancellable load(@NotNull Executor executor, @NotNull Callback<LoadedManifest> callback) {
        Operation operation = new Operation();
        return start(executor, operation, () -> deliver(operation, callback, load(operation)));
    }

    /**
     * The manifest to show now. Never throws; {@link Blocking}: reads the cache and may wait up to
     * the timeout for the network. {@code source} is {@link Source#NONE}, with the reason, only
     * when the network, the cache and the bundle all failed.
     *
     * @return the manifest, where it came from and, when it is not the network's, why
     */
    @Blocking
    @NotNull
    public LoadedManifest load() {
        return load(Operation.uncancellable());
    }

    private LoadedManifest load(Operation operation) {
        ManifestCache.Entry cached = cache.read();
        Fetch fetched;
        try {
            operation.check();
            fetched = join(false).result(operation, timeoutMillis);
        } catch (TimeoutException late) {
            return fallback("timed out after " + seconds(timeoutMillis), cached);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return fallback("interrupted", cached);
        } catch (ExecutionException | RuntimeException | java.io.IOException failed) {
            // CancellationException (a RuntimeException) when cancelled: nobody hears of it.
            return fallback("network error: " + (failed.getCause() != null ? failed.getCause() : failed), cached);
        }
        switch (fetched.kind()) {
            case FRESH:
                return new LoadedManifest(fetched.manifest(), Source.NETWORK, null, fetched.source());
            case NOT_MODIFIED:
                return cached == null ? fallback("HTTP 304, but the cached copy is gone", null)
                        : new LoadedManifest(cached.manifest(), Source.CACHE, null, cached.validators().url());
            default:
                return fallback(fetched.reason(), cached);
        }
    }

    /**
     * Fetches the manifest and caches a fresh copy for the next {@link #load()}, without waiting
     * (when the app goes to the background, say); while a fetch is under way, returns that one.
     * The future is done when the fetch ended, whatever it came to; cancelling it leaves the
     * fetch, which a load may be waiting on, alone, and no cancelled load stops it.
     *
     * @return the fetch's future, done when it ended
     */
    @NotNull
    public Future<?> refreshInBackground() {
        return new Ended(join(true).ended());
    }

    /**
     * A place on the fetch under way for a load, or for a refresh when {@code keeps}; on a new fetch,
     * started here, when none is under way or the one under way is over.
     */
    private SharedFetch.Wait join(boolean keeps) {
        SharedFetch started = null;
        SharedFetch.Wait wait;
        synchronized (this) {
            wait = running == null ? null : running.join(keeps);
            if (wait == null) {
                Operation operation = new Operation();
                started = new SharedFetch(() -> {
                    ManifestCache.Entry cached = cache.read();
                    return ManifestRequest.send(url, cached == null ? null : cached.validators(), cache, maximumManifestBytes, operation);
                }, operation, () -> finished());
                running = started;
                wait = started.join(keeps);
            }
        }
        if (started != null) {
            started.start(fetches);
        }
        return wait;
    }

    /** Forgets the fetch under way once it is over (not a newer one that took the place of a stopped one). */
    private synchronized void finished() {
        if (running != null && running.isOver()) {
            running = null;
        }
    }

    private LoadedManifest fallback(String reason, ManifestCache.Entry cached) {
        if (cached != null) {
            return new LoadedManifest(cached.manifest(), Source.CACHE, reason, cached.validators().url());
        }
        if (bundled == null) {
            return new LoadedManifest(null, Source.NONE, reason, null);
        }
        try (InputStream stream = bundled.open()) {
            return new LoadedManifest(WalkthroughManifest.parse(stream), Source.BUNDLED, reason, bundledBase);
        } catch (Exception error) {
            return new LoadedManifest(null, Source.NONE, reason + "; the bundled copy: " + error.getMessage(), null);
        }
    }

    /**
     * Downloads the pictures of {@code locale}'s pages, light and dark (a clip's poster among
     * them), into the cache directory, so the walkthrough shows offline: for each, the variant
     * {@code bestVariant(pointWidth, scale, formats)} picks, else the file itself. Files already
     * there are not fetched again (their names carry a content hash). Returns the local copies by
     * remote URL. {@link Blocking}: it downloads on the calling thread.
     * @param loaded the manifest loaded
     * @param locale the locale whose pages show
     * @param pointWidth the width the pictures show at, in points (dp)
     * @param scale the screen's pixels per point
     * @param formats the picture formats the app decodes
     * @return the local copies, by remote URL
     */
    @Blocking
    @NotNull
    public Map<URI, URI> prefetchImages(@NotNull LoadedManifest loaded, @NotNull String locale, double pointWidth, double scale,
                                        @NotNull List<String> formats) {
        return prefetchImages(loaded, locale, pointWidth, scale, formats, Collections.<String>emptyList());
    }

    /**
     * As {@link #prefetchImages(LoadedManifest, String, double, double, List)}, and also the
     * variant of each clip {@code bestVariant(pointWidth, scale, clipCodecs)} picks for the codec
     * families the app's player plays ({@code Arrays.asList("avc1")}), up to the clip size limit.
     * @param loaded the manifest loaded
     * @param locale the locale whose pages show
     * @param pointWidth the width the pictures and clips show at, in points (dp)
     * @param scale the screen's pixels per point
     * @param formats the picture formats the app decodes
     * @param clipCodecs the codec families the app's player plays
     * @return the local copies, by remote URL
     */
    @Blocking
    @NotNull
    public Map<URI, URI> prefetchImages(@NotNull LoadedManifest loaded, @NotNull String locale, double pointWidth, double scale,
                                        @NotNull List<String> formats, @NotNull List<String> clipCodecs) {
        return prefetch(loaded, locale, pointWidth, scale, formats, clipCodecs, Operation.uncancellable());
    }

    /**
     * The same prefetch on {@code executor}, handing the local copies by remote URL to
     * {@code callback} there; when cancelled, the download under way stops, no other starts, and
     * the callback is not called.
     *
     * @param loaded the manifest loaded
     * @param locale the locale whose pages show
     * @param pointWidth the width the pictures and clips show at, in points (dp)
     * @param scale the screen's pixels per point
     * @param formats the picture formats the app decodes
     * @param clipCodecs the codec families the app's player plays
     * @param executor where the downloads run and the callback is called
     * @param callback what receives the local copies, by remote URL
     * @return a handle whose {@code cancel()} stops the prefetch
     */
    @NotNull
    public Cancellable prefetchImages(@NotNull LoadedManifest loaded, @NotNull String locale, double pointWidth, double scale,
                                      @NotNull List<String> formats, @NotNull List<String> clipCodecs,
                                      @NotNull Executor executor, @NotNull Callback<Map<URI, URI>> callback) {
        Operation operation = new Operation();
        return start(executor, operation, () -> deliver(operation, callback, prefetch(loaded, locale, pointWidth, scale, formats, clipCodecs, operation)));
    }

    private Map<URI, URI> prefetch(LoadedManifest loaded, String locale, double pointWidth, double scale, List<String> formats,
                                   List<String> clipCodecs, Operation operation) {
        Map<URI, URI> copies = new LinkedHashMap<>();
        try {
            for (URI remote : ImagePrefetch.chosen(loaded, locale, pointWidth, scale, formats)) {
                keep(copies, remote, images.copyOf(remote, "image/", maximumImageBytes, operation));
            }
            for (URI remote : ImagePrefetch.chosenClips(loaded, locale, pointWidth, scale, clipCodecs)) {
                keep(copies, remote, images.copyOf(remote, "video/", maximumClipBytes, operation));
            }
        } catch (RuntimeException failed) {
            // What was kept stays; a picture the walkthrough lacks then loads from the network.
        }
        return copies;
    }

    /** Runs {@code work} on {@code executor}; an executor that refuses it (one shut down) gets {@code operation} back cancelled. */
    private static Cancellable start(Executor executor, Operation operation, Runnable work) {
        try {
            executor.execute(work);
        } catch (RuntimeException refused) {
            operation.cancel();
        }
        return operation;
    }

    /** Hands {@code result} to {@code callback} unless {@code operation} was cancelled; the callback's own exception is the app's. */
    private static <T> void deliver(Operation operation, Callback<T> callback, T result) {
        if (operation.finishUnlessCancelled()) {
            callback.onResult(result);
        }
    }

    private static void keep(Map<URI, URI> copies, URI remote, URI copy) {
        if (copy != null) {
            copies.put(remote, copy);
        }
    }

    /**
     * The local copy of a picture or clip {@link #prefetchImages} downloaded, the URL itself when
     * it is local already, or null. {@link Blocking}: looks for the file.
     * @param image the remote URL of a picture or clip
     * @return its local copy, or null when it was not downloaded
     */
    @Blocking
    @Nullable
    public URI cachedImage(@NotNull URI image) {
        return images.cached(image);
    }

    /** {@code file:///path}, the form Android's {@code file:///android_asset/} and Swift's file URLs have. */
    private static URI fileURL(File file) {
        return URI.create("file://" + file.getAbsoluteFile().toURI().getRawPath());
    }

    /** A timeout from none to a day. */
    static long clampedTimeout(long millis) {
        return Math.max(0, Math.min(millis, TimeUnit.DAYS.toMillis(1)));
    }

    /** {@code 3 s}, {@code 0.5 s}. */
    static String seconds(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis / 1000.0 + " s";
    }

    /** A future that is done when a fetch ended; cancelling it stops nothing but the wait. */
    private static final class Ended implements Future<Object> {
        private final CountDownLatch ended;
        private volatile boolean cancelled;

        Ended(CountDownLatch ended) {
            this.ended = ended;
        }

        @Override public boolean cancel(boolean mayInterrupt) {
            cancelled = !isDone();
            return cancelled;
        }

        @Override public boolean isCancelled() { return cancelled; }

        @Override public boolean isDone() { return cancelled || ended.getCount() == 0; }

        @Override public Object get() throws InterruptedException {
            ended.await();
            return null;
        }

        @Override public Object get(long timeout, @NotNull TimeUnit unit) throws InterruptedException, TimeoutException {
            if (!ended.await(timeout, unit)) {
                throw new TimeoutException();
            }
            return null;
        }
    }
}
