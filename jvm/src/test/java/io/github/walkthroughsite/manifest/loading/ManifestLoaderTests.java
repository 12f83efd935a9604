package io.github.walkthroughsite.manifest.loading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.github.walkthroughsite.manifest.Fixtures;
import io.github.walkthroughsite.manifest.PageImage;

class ManifestLoaderTests {
    /** The shared minimal manifest with a picture on its first page, in two formats at two widths. */
    static final String MANIFEST = Fixtures.read(Fixtures.folder().resolve("manifests").resolve("minimal.json")).replace(
            "\"heading\": \"Welcome\", \"subheading\": null, \"image\": null",
            "\"heading\": \"Welcome\", \"subheading\": null, \"image\": {\"src\": \"../images/a.png\", \"width\": 1080, \"height\": 1080, \"alt\": \"\","
                    + " \"dark\": null, \"variants\": [{\"src\": \"../images/a-360w.webp\", \"width\": 360, \"height\": 360, \"format\": \"webp\"},"
                    + " {\"src\": \"../images/a-1080w.webp\", \"width\": 1080, \"height\": 1080, \"format\": \"webp\"}]}");
    static final long TIMEOUT = 3_000;

    @TempDir
    Path folder;
    LoopbackServer server;

    @BeforeEach
    void startServer() throws IOException {
        server = new LoopbackServer();
    }

    @AfterEach
    void stopServer() {
        server.close();
    }

    private File cache() {
        return folder.resolve("cache").toFile();
    }

    private File bundled() throws IOException {
        Path file = folder.resolve("bundle").resolve("walkthrough").resolve("manifest.json");
        Files.createDirectories(file.getParent());
        Files.write(file, MANIFEST.replace("\"Hello\"", "\"Bundled\"").getBytes(StandardCharsets.UTF_8));
        return file.toFile();
    }

    private ManifestLoader loader(File bundled) {
        return new ManifestLoader(server.url("/app/manifest.json"), bundled, cache(), TIMEOUT);
    }

    private static String title(LoadedManifest loaded) {
        return loaded.manifest().localized("en").title();
    }

    private PageImage firstImage(LoadedManifest loaded) {
        return loaded.manifest().localized("en").pages().get(0).image();
    }

    @Test
    @DisplayName("a 200 is shown and cached; the next load asks with its ETag and a 304 shows the cache")
    void networkThenCache() throws IOException {
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST, "\"v1\""));
        LoadedManifest first = loader(bundled()).load();
        assertEquals(Source.NETWORK, first.source());
        assertNull(first.reason());
        assertEquals("Hello", title(first));
        assertEquals(server.url("/images/a.png"), first.url(firstImage(first)), "resolved against the manifest's URL");

        LoadedManifest second = loader(bundled()).load();
        assertEquals(Source.CACHE, second.source());
        assertNull(second.reason(), "a 304 confirms the cache");
        assertEquals("\"v1\"", server.requestsFor("/app/manifest.json").get(1).ifNoneMatch());
        assertEquals(server.url("/images/a.png"), second.url(firstImage(second)));
    }

    @Test
    @DisplayName("a server error shows the cached copy, and with none the bundled one, saying why")
    void serverErrorFallsBack() throws IOException {
        server.answer("/app/manifest.json", LoopbackServer.Answer.status(500));
        LoadedManifest bundledCopy = loader(bundled()).load();
        assertEquals(Source.BUNDLED, bundledCopy.source());
        assertEquals("HTTP 500", bundledCopy.reason());
        assertEquals("Bundled", title(bundledCopy));
        assertEquals(URI.create("file://" + folder.toUri().getRawPath() + "bundle/images/a.png"), bundledCopy.url(firstImage(bundledCopy)));

        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST, null));
        assertEquals(Source.NETWORK, loader(bundled()).load().source());
        server.answer("/app/manifest.json", LoopbackServer.Answer.status(503));
        LoadedManifest cached = loader(bundled()).load();
        assertEquals(Source.CACHE, cached.source());
        assertEquals("HTTP 503", cached.reason());
        assertEquals("Hello", title(cached));
    }

    @Test
    @DisplayName("a body that does not decode, or of a newer schema, is refused and the last good copy stays")
    void invalidBodiesAreRefused() throws IOException {
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST, "\"v1\""));
        loader(null).load();
        byte[] cachedBefore = Files.readAllBytes(cache().listFiles()[0].toPath());

        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST.replace("\"schemaVersion\": 1", "\"schemaVersion\": 9"), "\"v9\""));
        LoadedManifest newer = loader(null).load();
        assertEquals(Source.CACHE, newer.source());
        assertEquals("schemaVersion 9 is newer", newer.reason());

        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST.replace("\"heading\": \"Mais\"", "\"heading\": 7"), "\"v2\""));
        LoadedManifest broken = loader(null).load();
        assertEquals(Source.CACHE, broken.source());
        assertEquals("the manifest does not decode: locales.pt.pages[1].heading: expected a string", broken.reason());

        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST.replace("../images/a.png", ""), "\"v3\""));
        LoadedManifest unresolvable = loader(null).load();
        assertEquals("the manifest does not decode: locales.en.pages[0].image.src: '' is not an https:, http: or relative URL", unresolvable.reason());

        assertTrue(Arrays.equals(cachedBefore, Files.readAllBytes(cache().listFiles()[0].toPath())), "the cache is untouched");
        assertEquals(1, cache().listFiles().length, "no partial file is left beside it");
    }

    @Test
    @DisplayName("with no server, no cache and no bundle, nothing is shown and the reason says why")
    void nothingAtAll() {
        server.close();
        LoadedManifest loaded = loader(null).load();
        assertEquals(Source.NONE, loaded.source());
        assertNull(loaded.manifest());
        assertTrue(loaded.reason().startsWith("network error: "), loaded.reason());
    }

    @Test
    @DisplayName("a slow server never delays the first screen past the timeout; the fetch goes on and caches for the next launch")
    void timeout() throws Exception {
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST, "\"v1\"").delayed(1500));
        ManifestLoader loader = new ManifestLoader(server.url("/app/manifest.json"), bundled(), cache(), 200);
        long start = System.nanoTime();
        LoadedManifest loaded = loader.load();
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(millis < 1000, "load took " + millis + " ms");
        assertEquals(Source.BUNDLED, loaded.source());
        assertEquals("timed out after 0.2 s", loaded.reason());

        loader.refreshInBackground().get(5, TimeUnit.SECONDS);  // the fetch under way, not another
        assertEquals(1, server.requestsFor("/app/manifest.json").size());
        server.answer("/app/manifest.json", LoopbackServer.Answer.status(500));
        LoadedManifest next = loader(null).load();
        assertEquals(Source.CACHE, next.source(), "the late answer was cached");
        assertEquals("Hello", title(next));
    }

    @Test
    @DisplayName("after a redirect, images resolve against where the manifest came from")
    void redirect() {
        server.answer("/app/manifest.json", new LoopbackServer.Answer(301, Map.of("Location", "/v2/app/manifest.json"), new byte[0], 0));
        server.answer("/v2/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST, null));
        LoadedManifest loaded = loader(null).load();
        assertEquals(Source.NETWORK, loaded.source());
        assertEquals(server.url("/v2/images/a.png"), loaded.url(firstImage(loaded)));
        LoadedManifest cached = loader(null).load();
        assertEquals(server.url("/v2/images/a.png"), cached.url(firstImage(cached)), "the cache keeps the URL the body came from");
    }

    @Test
    @DisplayName("a bundle from Android's assets loads through its supplier and resolves against the base given")
    void assetBundle() {
        server.answer("/app/manifest.json", LoopbackServer.Answer.status(404));
        ManifestLoader loader = new ManifestLoader(server.url("/app/manifest.json"),
                () -> new ByteArrayInputStream(MANIFEST.getBytes(StandardCharsets.UTF_8)), URI.create("file:///android_asset/walkthrough/"), cache(), TIMEOUT);
        LoadedManifest loaded = loader.load();
        assertEquals(Source.BUNDLED, loaded.source());
        assertEquals("HTTP 404", loaded.reason());
        assertEquals(URI.create("file:///android_asset/images/a.png"), loaded.url(firstImage(loaded)));

        ManifestLoader failing = new ManifestLoader(server.url("/app/manifest.json"),
                () -> { throw new IOException("no such asset"); }, URI.create("file:///android_asset/"), cache(), TIMEOUT);
        LoadedManifest none = failing.load();
        assertEquals(Source.NONE, none.source());
        assertTrue(none.reason().startsWith("HTTP 404; the bundled copy: "), none.reason());
    }

    @Test
    @DisplayName("prefetch downloads the variant chosen for the screen once, and the copy is found offline")
    void prefetch() {
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST, null));
        server.answer("/images/a-1080w.webp", LoopbackServer.Answer.ok("RIFF1080", null).withHeader("Content-Type", "image/webp"));
        server.answer("/images/a-360w.webp", LoopbackServer.Answer.ok("RIFF360", null).withHeader("Content-Type", "image/webp"));
        ManifestLoader loader = loader(null);
        LoadedManifest loaded = loader.load();
        Map<URI, URI> copies = loader.prefetchImages(loaded, "en", 360, 3, Arrays.asList("avif", "webp"));
        URI remote = server.url("/images/a-1080w.webp");
        assertEquals(java.util.Collections.singleton(remote), copies.keySet());
        assertEquals("RIFF1080", read(copies.get(remote)));
        assertEquals(copies.get(remote), loader.cachedImage(remote));
        assertNull(loader.cachedImage(server.url("/images/a-360w.webp")));

        loader.prefetchImages(loaded, "en", 360, 3, Arrays.asList("avif", "webp"));
        assertEquals(1, server.requestsFor("/images/a-1080w.webp").size(), "fetched once");
    }

    @Test
    @DisplayName("paths resolve against where the manifest came from as the shared cases say, which the Swift tests read too")
    void sharedResolution() throws Exception {
        org.json.JSONArray cases = new org.json.JSONObject(Fixtures.read(Fixtures.folder().resolve("manifests").resolve("url-resolution.json"))).getJSONArray("cases");
        assertTrue(cases.length() >= 10);
        for (int i = 0; i < cases.length(); i++) {
            org.json.JSONObject wanted = cases.getJSONObject(i);
            LoadedManifest loaded = new LoadedManifest(null, Source.NETWORK, null, URI.create(wanted.getString("base")));
            URI resolved = loaded.resolve(wanted.getString("path"));
            assertEquals(wanted.getString("expect"), resolved == null ? null : resolved.toString(), wanted.getString("path") + " against " + wanted.getString("base"));
        }
    }

    @Test
    @DisplayName("load() never throws: not when the app cancels the refresh it waits on, nor with a timeout too long for milliseconds")
    void loadNeverThrows() throws Exception {
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST, null).delayed(300));
        ManifestLoader loader = new ManifestLoader(server.url("/app/manifest.json"), bundled(), cache(), Long.MAX_VALUE);
        loader.refreshInBackground().cancel(true);
        LoadedManifest loaded = loader.load();
        assertEquals(Source.NETWORK, loaded.source(), "the cancelled refresh was the app's future, not the fetch");
        assertEquals("0.2 s", ManifestLoader.seconds(200));
        assertEquals(86_400_000, ManifestLoader.clampedTimeout(Long.MAX_VALUE), "a longer wait is a day's");
        assertEquals(0, ManifestLoader.clampedTimeout(-5));
    }

    @Test
    @DisplayName("two loads at once share one request")
    void concurrentLoadsShareAFetch() throws Exception {
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST, null).delayed(300));
        ManifestLoader loader = loader(null);
        java.util.concurrent.CompletableFuture<LoadedManifest> other = java.util.concurrent.CompletableFuture.supplyAsync(loader::load);
        LoadedManifest loaded = loader.load();
        assertEquals(Source.NETWORK, loaded.source());
        assertEquals(Source.NETWORK, other.get(5, TimeUnit.SECONDS).source());
        assertEquals(1, server.requestsFor("/app/manifest.json").size());
    }

    @Test
    @DisplayName("prefetch fetches the dark picture too, falls back to a picture's file, and leaves out what fails to download")
    void prefetchDarkAndFailures() {
        String withDark = MANIFEST.replace("\"dark\": null, \"variants\"", "\"dark\": {\"src\": \"../images/a-dark.png\", \"width\": 10, \"height\": 10}, \"variants\"");
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(withDark, null));
        server.answer("/images/a-dark.png", LoopbackServer.Answer.ok("PNGDARK", null).withHeader("Content-Type", "image/png"));
        ManifestLoader loader = loader(null);
        LoadedManifest loaded = loader.load();
        Map<URI, URI> copies = loader.prefetchImages(loaded, "en", 360, 3, Arrays.asList("avif", "webp"));
        assertEquals(java.util.Collections.singleton(server.url("/images/a-dark.png")), copies.keySet(), "the light variant is a 404, left out");
        assertEquals("PNGDARK", read(copies.get(server.url("/images/a-dark.png"))));
        assertNull(loader.cachedImage(server.url("/images/a-1080w.webp")));
        assertEquals(1, cache().toPath().resolve("images").toFile().listFiles().length, "no partial file of the failed download");
    }

    @Test
    @DisplayName("a manifest over the size limit is refused, whether it says its length, lies about it, or never ends")
    void sizeLimits() throws Exception {
        assertEquals(1 << 20, ManifestLoader.DEFAULT_MAXIMUM_MANIFEST_BYTES);
        assertEquals(10 << 20, ManifestLoader.DEFAULT_MAXIMUM_IMAGE_BYTES);
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST, null));
        assertEquals(Source.NETWORK, loader(null).load().source());
        ManifestLoader small = loader(bundled()).withMaximumSizes(1024, 1024);

        LoadedManifest told = small.load();
        assertEquals(Source.CACHE, told.source());
        assertEquals("the manifest is larger than 1024 bytes", told.reason());

        server.answer("/app/manifest.json", LoopbackServer.Answer.ok("{\"schemaVersion\": 3, \"pad\": \"", null).claiming(LoopbackServer.Answer.ENDLESS));
        long start = System.nanoTime();
        LoadedManifest endless = loader(null).load();
        assertEquals(Source.CACHE, endless.source());
        assertEquals("the manifest is larger than 1 MiB", endless.reason());
        assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) < TIMEOUT, "within the timeout");

        String lie = MANIFEST.replace("\"Hello\"", "\"Lying\"");
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(lie, null).claiming(lie.length() * 2L));
        start = System.nanoTime();
        ManifestLoader waiting = new ManifestLoader(server.url("/app/manifest.json"), null, cache(), 500);
        LoadedManifest lying = waiting.load();
        assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) < 1500, "within the timeout");
        assertEquals(Source.CACHE, lying.source());
        assertEquals("timed out after 0.5 s", lying.reason(), "the server holds the connection, waiting for the bytes it promised");
        assertEquals("Hello", title(lying), "the last good copy");
        byte[] cached = Files.readAllBytes(cache().listFiles((dir, file) -> file.startsWith("manifest-"))[0].toPath());
        server.close();  // the connection ends short of its Content-Length
        waiting.refreshInBackground().get(5, TimeUnit.SECONDS);
        assertTrue(Arrays.equals(cached, Files.readAllBytes(cache().listFiles((dir, file) -> file.startsWith("manifest-"))[0].toPath())),
                "a body short of its Content-Length is not cached");
    }

    @Test
    @DisplayName("a redirect to another scheme is not followed, and the last good copy shows")
    void redirectToAnotherScheme() throws IOException {
        server.answer("/app/manifest.json", new LoopbackServer.Answer(302, Map.of("Location", "https://127.0.0.1:1/app/manifest.json"), new byte[0], 0));
        LoadedManifest loaded = loader(bundled()).load();
        assertEquals(Source.BUNDLED, loaded.source());
        assertEquals("HTTP 302 to https://127.0.0.1:1/app/manifest.json, another scheme, not followed", loaded.reason());
    }

    @Test
    @DisplayName("prefetch keeps only pictures: not a page sent instead, nor one over the image limit")
    void prefetchKeepsOnlyPictures() {
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(MANIFEST, null));
        server.answer("/images/a-1080w.webp", LoopbackServer.Answer.ok("<html>login</html>", null).withHeader("Content-Type", "text/html"));
        ManifestLoader loader = loader(null);
        LoadedManifest loaded = loader.load();
        assertTrue(loader.prefetchImages(loaded, "en", 360, 3, Arrays.asList("webp")).isEmpty(), "an HTML page is not a picture");
        server.answer("/images/a-1080w.webp", LoopbackServer.Answer.ok("RIFF" + "x".repeat(2000), null).withHeader("Content-Type", "image/webp"));
        assertTrue(loader.withMaximumSizes(1 << 20, 1024).prefetchImages(loaded, "en", 360, 3, Arrays.asList("webp")).isEmpty(), "over the limit");
        assertEquals(1, loader.prefetchImages(loaded, "en", 360, 3, Arrays.asList("webp")).size(), "within it");
    }

    /** MANIFEST in schema version 4 with a clip on its second page: a poster, and a variant in AV1 and in H.264. */
    static final String WITH_CLIP = MANIFEST.replace("\"schemaVersion\": 1", "\"schemaVersion\": 4").replace("\"heading\": \"More\",",
            "\"heading\": \"More\", \"video\": {\"poster\": {\"src\": \"../images/trip.png\", \"width\": 720, \"height\": 1280, \"alt\": \"A trip\","
                    + " \"dark\": null, \"variants\": [{\"src\": \"../images/trip-360w.webp\", \"width\": 360, \"height\": 640, \"format\": \"webp\"}]},"
                    + " \"variants\": [{\"src\": \"../clips/trip-360w-av1.mp4\", \"width\": 360, \"height\": 640, \"format\": \"mp4\", \"codec\": \"av01.0.01M.08\", \"bytes\": 900},"
                    + " {\"src\": \"../clips/trip-360w-h264.mp4\", \"width\": 360, \"height\": 640, \"format\": \"mp4\", \"codec\": \"avc1.64001E\", \"bytes\": 1000}]},");

    @Test
    @DisplayName("a clip's poster is prefetched as a picture; its variant for the player's codecs only when asked")
    void prefetchClips() {
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(WITH_CLIP, null));
        server.answer("/images/a-360w.webp", LoopbackServer.Answer.ok("RIFF360", null).withHeader("Content-Type", "image/webp"));
        server.answer("/images/trip-360w.webp", LoopbackServer.Answer.ok("RIFFTRIP", null).withHeader("Content-Type", "image/webp"));
        server.answer("/clips/trip-360w-h264.mp4", LoopbackServer.Answer.ok("MP4H264", null).withHeader("Content-Type", "video/mp4"));
        ManifestLoader loader = loader(null);
        LoadedManifest loaded = loader.load();
        Map<URI, URI> pictures = loader.prefetchImages(loaded, "en", 120, 3, Arrays.asList("webp"));
        assertEquals(java.util.Set.of(server.url("/images/a-360w.webp"), server.url("/images/trip-360w.webp")), pictures.keySet());
        Map<URI, URI> withClips = loader.prefetchImages(loaded, "en", 120, 3, Arrays.asList("webp"), Arrays.asList("vp09", "avc1"));
        URI clip = server.url("/clips/trip-360w-h264.mp4");
        assertTrue(withClips.keySet().containsAll(pictures.keySet()) && withClips.containsKey(clip) && withClips.size() == 3, withClips.toString());
        assertEquals("MP4H264", read(loader.cachedImage(clip)));
        assertTrue(server.requestsFor("/clips/trip-360w-av1.mp4").isEmpty(), "the AV1 file is never asked for");
    }

    @Test
    @DisplayName("a prefetched clip must be a video within the clip limit")
    void prefetchKeepsOnlyClips() {
        assertEquals(20 << 20, ManifestLoader.DEFAULT_MAXIMUM_CLIP_BYTES);
        server.answer("/app/manifest.json", LoopbackServer.Answer.ok(WITH_CLIP, null));
        server.answer("/clips/trip-360w-av1.mp4", LoopbackServer.Answer.ok("<html>login</html>", null).withHeader("Content-Type", "text/html"));
        ManifestLoader loader = loader(null);
        LoadedManifest loaded = loader.load();
        List<String> av1 = Arrays.asList("av01");
        assertTrue(loader.prefetchImages(loaded, "en", 120, 3, java.util.Collections.emptyList(), av1).isEmpty(), "an HTML page is not a clip");
        server.answer("/clips/trip-360w-av1.mp4", LoopbackServer.Answer.ok("x".repeat(2000), null).withHeader("Content-Type", "video/mp4"));
        assertTrue(loader.withMaximumSizes(1 << 20, 1 << 20, 1999).prefetchImages(loaded, "en", 120, 3, java.util.Collections.emptyList(), av1).isEmpty(), "over the limit");
        assertEquals(1, loader.withMaximumSizes(1 << 20, 1 << 20, 2000).prefetchImages(loaded, "en", 120, 3, java.util.Collections.emptyList(), av1).size(), "at it");
    }

    private static String read(URI file) {
        try {
            return new String(Files.readAllBytes(Path.of(file)), StandardCharsets.UTF_8);
        } catch (IOException error) {
            throw new AssertionError(error);
        }
    }
}
