package walkthrough.manifest.loading;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import walkthrough.manifest.WalkthroughManifest;

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
 * The first screen never waits longer than {@code timeout}: past it, {@link #load()} returns the
 * cached or bundled copy, and the fetch goes on in a background thread to cache the fresh copy
 * for the next launch. {@link #load()} and {@link #prefetchImages} block: call them off the main thread.
 */
public final class ManifestLoader {
    private final URI url;
    private final Supplier<InputStream> bundled;
    private final URI bundledBase;
    private final File cacheDirectory;
    private final Duration timeout;
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
    /** The fetch under way, if any; it clears itself when it ends. */
    private FutureTask<Fetch> running;
    /** Completes when the last fetch started ends. */
    private CompletableFuture<Void> runningEnded;

    /**
     * A loader of the manifest hosted at {@code url}, with the copy shipped in the app as a file
     * (null when there is none), keeping what it fetched in {@code cacheDirectory}.
     */
    public ManifestLoader(URI url, File bundledFile, File cacheDirectory, Duration timeout) {
        this(url, bundledFile == null ? null : () -> open(bundledFile), bundledFile == null ? null : fileURL(bundledFile), cacheDirectory, timeout);
    }

    /**
     * A loader whose shipped copy is not a file, as Android's assets are not:
     * {@code () -> context.getAssets().open("walkthrough/manifest.json")}, with its images resolving
     * against {@code bundledBase} ({@code URI.create("file:///android_asset/walkthrough/")}, which
     * Coil and Glide load). The supplier may throw {@link UncheckedIOException}.
     */
    public ManifestLoader(URI url, Supplier<InputStream> bundled, URI bundledBase, File cacheDirectory, Duration timeout) {
        this(url, bundled, bundledBase, cacheDirectory, timeout, DEFAULT_MAXIMUM_MANIFEST_BYTES, DEFAULT_MAXIMUM_IMAGE_BYTES, DEFAULT_MAXIMUM_CLIP_BYTES);
    }

    private ManifestLoader(URI url, Supplier<InputStream> bundled, URI bundledBase, File cacheDirectory, Duration timeout,
                           long maximumManifestBytes, long maximumImageBytes, long maximumClipBytes) {
        this.maximumManifestBytes = maximumManifestBytes;
        this.maximumImageBytes = maximumImageBytes;
        this.maximumClipBytes = maximumClipBytes;
        this.url = url;
        this.bundled = bundled;
        this.bundledBase = bundledBase;
        this.cacheDirectory = cacheDirectory;
        this.timeout = timeout;
        this.cache = new ManifestCache(url, cacheDirectory);
        this.images = new ImagePrefetch(new File(cacheDirectory, "images"));
    }

    /**
     * This loader with other size limits: a manifest longer than {@code manifestBytes} is refused
     * (the cached or bundled copy shows, and {@code reason} says why), a picture longer than
     * {@code imageBytes} is not kept. The defaults are 1 MiB and 10 MiB.
     */
    public ManifestLoader withMaximumSizes(long manifestBytes, long imageBytes) {
        return withMaximumSizes(manifestBytes, imageBytes, maximumClipBytes);
    }

    /** This loader with other size limits, a prefetched clip's among them (20 MiB by default). */
    public ManifestLoader withMaximumSizes(long manifestBytes, long imageBytes, long clipBytes) {
        return new ManifestLoader(url, bundled, bundledBase, cacheDirectory, timeout, manifestBytes, imageBytes, clipBytes);
    }

    /** The hosted manifest's URL. */
    public URI url() {
        return url;
    }

    /** Where the manifest and prefetched images are kept between launches. */
    public File cacheDirectory() {
        return cacheDirectory;
    }

    /**
     * The manifest to show now. Never throws; blocks up to the timeout. {@code source} is
     * {@link Source#NONE}, with the reason, only when the network, the cache and the bundle all failed.
     */
    public LoadedManifest load() {
        ManifestCache.Entry cached = cache.read();
        Fetch fetched;
        try {
            fetched = fetch().get(waitMillis(timeout), TimeUnit.MILLISECONDS);
        } catch (TimeoutException late) {
            return fallback("timed out after " + seconds(timeout), cached);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return fallback("interrupted", cached);
        } catch (ExecutionException | RuntimeException failed) {
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
     * The future is done when the fetch ended, whatever it came to.
     */
    public synchronized Future<?> refreshInBackground() {
        fetch();
        // A future of its own: cancelling it leaves the fetch, which load() may be waiting on, alone.
        return runningEnded.thenApply(ended -> null);
    }

    private synchronized FutureTask<Fetch> fetch() {
        if (running != null) {
            return running;
        }
        ManifestCache.Entry cached = cache.read();
        ManifestCache.Validators validators = cached == null ? null : cached.validators();
        CompletableFuture<Void> ended = new CompletableFuture<>();
        FutureTask<Fetch> task = new FutureTask<Fetch>(() -> ManifestRequest.send(url, validators, cache, maximumManifestBytes)) {
            @Override
            protected void done() {
                finished(this);
                ended.complete(null);
            }
        };
        running = task;
        runningEnded = ended;
        Thread thread = new Thread(task, "walkthrough-manifest-loader");
        thread.setDaemon(true);
        thread.start();
        return task;
    }

    private synchronized void finished(FutureTask<Fetch> task) {
        if (running == task) {
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
        try (InputStream stream = bundled.get()) {
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
     * remote URL; blocks while it downloads.
     */
    public Map<URI, URI> prefetchImages(LoadedManifest loaded, String locale, double pointWidth, double scale, List<String> formats) {
        return prefetchImages(loaded, locale, pointWidth, scale, formats, java.util.Collections.emptyList());
    }

    /**
     * As {@link #prefetchImages(LoadedManifest, String, double, double, List)}, and also the
     * variant of each clip {@code bestVariant(pointWidth, scale, clipCodecs)} picks for the codec
     * families the app's player plays ({@code Arrays.asList("avc1")}), up to the clip size limit.
     */
    public Map<URI, URI> prefetchImages(LoadedManifest loaded, String locale, double pointWidth, double scale, List<String> formats,
                                        List<String> clipCodecs) {
        Map<URI, URI> copies = new LinkedHashMap<>();
        for (URI remote : ImagePrefetch.chosen(loaded, locale, pointWidth, scale, formats)) {
            keep(copies, remote, images.copyOf(remote, "image/", maximumImageBytes));
        }
        for (URI remote : ImagePrefetch.chosenClips(loaded, locale, pointWidth, scale, clipCodecs)) {
            keep(copies, remote, images.copyOf(remote, "video/", maximumClipBytes));
        }
        return copies;
    }

    private static void keep(Map<URI, URI> copies, URI remote, URI copy) {
        if (copy != null) {
            copies.put(remote, copy);
        }
    }

    /** The local copy of a picture or clip {@link #prefetchImages} downloaded, the URL itself when it is local already, or null. */
    public URI cachedImage(URI image) {
        return images.cached(image);
    }

    private static InputStream open(File file) {
        try {
            return new FileInputStream(file);
        } catch (FileNotFoundException missing) {
            throw new UncheckedIOException(missing);
        }
    }

    /** {@code file:///path}, the form Android's {@code file:///android_asset/} and Swift's file URLs have. */
    private static URI fileURL(File file) {
        return URI.create("file://" + file.getAbsoluteFile().toURI().getRawPath());
    }

    /** The timeout in milliseconds, from none to a day (a longer Duration does not fit a long of milliseconds). */
    static long waitMillis(Duration timeout) {
        Duration day = Duration.ofDays(1);
        return timeout.isNegative() ? 0 : timeout.compareTo(day) > 0 ? day.toMillis() : timeout.toMillis();
    }

    /** {@code 3 s}, {@code 0.5 s}. */
    static String seconds(Duration duration) {
        long millis = waitMillis(duration);
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis / 1000.0 + " s";
    }
}
