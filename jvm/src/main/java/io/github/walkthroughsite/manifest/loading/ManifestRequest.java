package io.github.walkthroughsite.manifest.loading;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import io.github.walkthroughsite.manifest.DarkImage;
import io.github.walkthroughsite.manifest.ImageVariant;
import io.github.walkthroughsite.manifest.LocalizedWalkthrough;
import io.github.walkthroughsite.manifest.ManifestException;
import io.github.walkthroughsite.manifest.Page;
import io.github.walkthroughsite.manifest.PageImage;
import io.github.walkthroughsite.manifest.WalkthroughManifest;

/** One conditional request for the hosted manifest, and the cache replaced by a valid {@code 200}. Blocks. */
final class ManifestRequest {
    /**
     * How long one request may take in all, and may wait for a byte; {@code load()}'s own timeout
     * is shorter and does not stop it.
     */
    static final int REQUEST_TIMEOUT_MILLIS = 60_000;

    private ManifestRequest() {}

    static Fetch send(URI url, ManifestCache.Validators validators, ManifestCache cache, long maximumBytes, Operation operation) {
        HttpURLConnection connection = null;
        try {
            connection = operation.using(open(url));
            if (validators != null && validators.etag() != null) {
                connection.setRequestProperty("If-None-Match", validators.etag());
            }
            if (validators != null && validators.lastModified() != null) {
                connection.setRequestProperty("If-Modified-Since", validators.lastModified());
            }
            int status = connection.getResponseCode();
            if (status == HttpURLConnection.HTTP_NOT_MODIFIED && validators != null) {
                return Fetch.NOT_MODIFIED;
            }
            if (status / 100 == 3 && connection.getHeaderField("Location") != null) {
                // HttpURLConnection follows a redirect only within its scheme, and this is one it did not.
                return Fetch.failed("HTTP " + status + " to " + connection.getHeaderField("Location") + ", another scheme, not followed");
            }
            if (status != HttpURLConnection.HTTP_OK) {
                return Fetch.failed("HTTP " + status);
            }
            byte[] body = readAll(connection, maximumBytes, operation);
            if (body == null) {
                return Fetch.failed("the manifest is larger than " + size(maximumBytes));
            }
            URI source = connection.getURL().toURI();
            Fetch fetched = validated(body, source);
            operation.check();
            if (fetched.kind() == Fetch.Kind.FRESH) {
                cache.write(body, new ManifestCache.Validators(connection.getHeaderField("ETag"), connection.getHeaderField("Last-Modified"), source));
            }
            return fetched;
        } catch (IOException | URISyntaxException | RuntimeException error) {
            // RuntimeException: Android's NetworkOnMainThreadException and SecurityException among them.
            return Fetch.failed("network error: " + error.getMessage());
        } finally {
            if (connection != null) {
                connection.disconnect();
            }
        }
    }

    /** A GET of {@code url} that takes no cached answer. */
    static HttpURLConnection open(URI url) throws IOException {
        BlockingIO.check();
        if (!"http".equalsIgnoreCase(url.getScheme()) && !"https".equalsIgnoreCase(url.getScheme())) {
            throw new IOException("not an http or https URL: " + url);
        }
        HttpURLConnection connection = (HttpURLConnection) url.toURL().openConnection();
        connection.setConnectTimeout(REQUEST_TIMEOUT_MILLIS);
        connection.setReadTimeout(REQUEST_TIMEOUT_MILLIS);
        connection.setUseCaches(false);
        // Within a scheme; HttpURLConnection never follows one to another (http: to https:, or back).
        connection.setInstanceFollowRedirects(true);
        return connection;
    }

    /** The answer's {@code Content-Length} as a long (getContentLength() says -1 past 2 GiB); -1 when it has none or it is not a number. */
    static long declaredLength(HttpURLConnection connection) {
        try {
            String header = connection.getHeaderField("Content-Length");
            return header == null ? -1 : Long.parseLong(header.trim());
        } catch (NumberFormatException error) {
            return -1;
        }
    }

    /**
     * The body of {@code connection}'s answer, or null when it says, or turns out, to be longer than
     * {@code maximumBytes}: reading stops there, so an endless body costs no more. A body shorter
     * than its {@code Content-Length} is an IOException, and so is {@code operation} cancelled.
     */
    static byte[] readAll(HttpURLConnection connection, long maximumBytes, Operation operation) throws IOException {
        long declared = declaredLength(connection);
        if (declared > maximumBytes) {
            return null;
        }
        long deadline = System.nanoTime() + REQUEST_TIMEOUT_MILLIS * 1_000_000L;
        try (InputStream input = connection.getInputStream()) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] buffer = new byte[16384];
            for (int count; (count = input.read(buffer)) != -1;) {
                operation.check();
                if (bytes.size() + (long) count > maximumBytes) {
                    return null;
                }
                if (System.nanoTime() > deadline) {
                    throw new IOException("the answer took longer than " + REQUEST_TIMEOUT_MILLIS / 1000 + " s");
                }
                bytes.write(buffer, 0, count);
            }
            // The JDK's stream ends quietly where a connection closes before its Content-Length.
            if (declared >= 0 && bytes.size() != declared) {
                throw new IOException("the body has " + bytes.size() + " bytes of the " + declared + " its Content-Length says");
            }
            return bytes.toByteArray();
        }
    }

    /** {@code 1 MiB}, {@code 10 MiB}, {@code 512 bytes}. */
    static String size(long bytes) {
        return bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? bytes / (1 << 20) + " MiB" : bytes + " bytes";
    }

    /**
     * The manifest in {@code body} as a fresh fetch, or why it is not one to show: it must decode, in a schema this library
     * reads, and every page's image paths (and their variants') must be URLs relative to {@code source}
     * (whether the files exist is for the prefetch to find out).
     */
    static Fetch validated(byte[] body, URI source) {
        WalkthroughManifest manifest;
        try {
            manifest = WalkthroughManifest.parse(body);
        } catch (ManifestException error) {
            Integer version = error.unreadableSchemaVersion();
            if (version != null) {
                return Fetch.failed("schemaVersion " + version + " is " + (version > WalkthroughManifest.SUPPORTED_SCHEMA_VERSION ? "newer" : "not supported"));
            }
            return Fetch.failed("the manifest does not decode: " + error.getMessage());
        }
        LoadedManifest resolver = new LoadedManifest(manifest, Source.NETWORK, null, source);
        for (Map.Entry<String, LocalizedWalkthrough> locale : manifest.locales().entrySet()) {
            for (Page page : locale.getValue().pages()) {
                for (String path : imagePaths(page.image())) {
                    if (path.isEmpty() || resolver.resolve(path) == null) {
                        return Fetch.failed("locales." + locale.getKey() + " page '" + page.id() + "': image path '" + path + "' does not resolve");
                    }
                }
            }
        }
        return Fetch.fresh(manifest, source);
    }

    private static List<String> imagePaths(PageImage image) {
        List<String> paths = new ArrayList<>();
        if (image == null) {
            return paths;
        }
        paths.add(image.src());
        DarkImage dark = image.dark();
        if (dark != null) {
            paths.add(dark.src());
        }
        for (ImageVariant variant : image.variants()) {
            paths.add(variant.src());
        }
        if (dark != null) {
            for (ImageVariant variant : dark.variants()) {
                paths.add(variant.src());
            }
        }
        return paths;
    }
}
