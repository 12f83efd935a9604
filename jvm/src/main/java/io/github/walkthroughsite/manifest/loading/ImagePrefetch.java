package io.github.walkthroughsite.manifest.loading;

import java.io.File;
import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import io.github.walkthroughsite.manifest.DarkImage;
import io.github.walkthroughsite.manifest.ImageVariant;
import io.github.walkthroughsite.manifest.Page;
import io.github.walkthroughsite.manifest.PageImage;
import io.github.walkthroughsite.manifest.VideoVariant;

/** The pictures and clips a loader keeps for showing offline, one file per remote URL. Blocks while it downloads. */
final class ImagePrefetch {
    private final File folder;

    ImagePrefetch(File folder) {
        this.folder = folder;
    }

    /**
     * The URLs of the pictures to fetch for {@code locale} (a clip's poster among them): the best
     * variant of each, else its file.
     */
    static List<URI> chosen(LoadedManifest loaded, String locale, double pointWidth, double scale, List<String> formats) {
        List<URI> urls = new ArrayList<>();
        if (loaded.manifest() == null) {
            return urls;
        }
        for (Page page : loaded.manifest().localized(locale).pages()) {
            PageImage image = page.image() != null ? page.image() : page.video() == null ? null : page.video().poster();
            if (image == null) {
                continue;
            }
            add(urls, pick(loaded, image.bestVariant(pointWidth, scale, formats), image.src()));
            DarkImage dark = image.dark();
            if (dark != null) {
                add(urls, pick(loaded, dark.bestVariant(pointWidth, scale, formats), dark.src()));
            }
        }
        return urls;
    }

    /** The URLs of the clip variants to fetch for {@code locale}: the one {@code bestVariant} picks of each clip. */
    static List<URI> chosenClips(LoadedManifest loaded, String locale, double pointWidth, double scale, List<String> codecs) {
        List<URI> urls = new ArrayList<>();
        if (loaded.manifest() == null) {
            return urls;
        }
        for (Page page : loaded.manifest().localized(locale).pages()) {
            VideoVariant variant = page.video() == null ? null : page.video().bestVariant(pointWidth, scale, codecs);
            if (variant != null) {
                add(urls, loaded.resolve(variant.src()));
            }
        }
        return urls;
    }

    /** The chosen variant's URL, else (no variant, or one whose path does not resolve) the picture's own file. */
    private static URI pick(LoadedManifest loaded, ImageVariant variant, String file) {
        URI chosen = variant == null ? null : loaded.url(variant);
        return chosen != null ? chosen : loaded.resolve(file);
    }

    private static void add(List<URI> urls, URI url) {
        if (url != null) {
            urls.add(url);
        }
    }

    /**
     * The local copy of {@code url}, downloaded now when it is not there yet and its body is of the
     * media type {@code kind} ({@code image/}) and at most {@code maximumBytes} long; null when it cannot be had.
     */
    URI copyOf(URI url, String kind, long maximumBytes, Operation operation) {
        URI cached = cached(url);
        return cached != null ? cached : download(url, kind, maximumBytes, operation);
    }

    /** The copy of {@code url} already here (the URL itself for a local file), or null. */
    URI cached(URI url) {
        if ("file".equals(url.getScheme())) {
            return url;
        }
        File copy = fileFor(url);
        return copy.isFile() ? copy.toURI() : null;
    }

    private URI download(URI url, String kind, long maximumBytes, Operation operation) {
        HttpURLConnection connection = null;
        try {
            connection = operation.using(ManifestRequest.open(url));
            String type = connection.getContentType();
            if (connection.getResponseCode() != HttpURLConnection.HTTP_OK || type == null || !type.toLowerCase(java.util.Locale.ROOT).startsWith(kind)) {
                return null;
            }
            byte[] body = ManifestRequest.readAll(connection, maximumBytes, operation);
            if (body == null) {
                return null;
            }
            File copy = fileFor(url);
            operation.check();
            ManifestCache.writeAtomically(copy, body);
            return copy.toURI();
        } catch (IOException | RuntimeException error) {
            // RuntimeException: Android's NetworkOnMainThreadException and SecurityException among them.
            return null;
        } finally {
            if (connection != null) {
                connection.disconnect();
            }
        }
    }

    private File fileFor(URI url) {
        String path = url.getPath() == null ? "" : url.getPath();
        return new File(folder, ManifestCache.fingerprint(url.toString()) + "-" + path.substring(path.lastIndexOf('/') + 1));
    }
}
