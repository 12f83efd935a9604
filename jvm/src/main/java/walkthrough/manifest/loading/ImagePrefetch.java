package walkthrough.manifest.loading;

import java.io.File;
import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import walkthrough.manifest.DarkImage;
import walkthrough.manifest.ImageVariant;
import walkthrough.manifest.Page;
import walkthrough.manifest.PageImage;

/** The pictures a loader keeps for showing offline, one file per remote URL. Blocks while it downloads. */
final class ImagePrefetch {
    private final File folder;

    ImagePrefetch(File folder) {
        this.folder = folder;
    }

    /** The URLs of the pictures to fetch for {@code locale}: the best variant of each, else its file. */
    static List<URI> chosen(LoadedManifest loaded, String locale, double pointWidth, double scale, List<String> formats) {
        List<URI> urls = new ArrayList<>();
        if (loaded.manifest() == null) {
            return urls;
        }
        for (Page page : loaded.manifest().localized(locale).pages()) {
            PageImage image = page.image();
            if (image == null) {
                continue;
            }
            ImageVariant variant = image.bestVariant(pointWidth, scale, formats);
            add(urls, variant != null ? loaded.url(variant) : loaded.url(image));
            DarkImage dark = image.dark();
            if (dark != null) {
                ImageVariant darkVariant = dark.bestVariant(pointWidth, scale, formats);
                add(urls, darkVariant != null ? loaded.url(darkVariant) : loaded.url(dark));
            }
        }
        return urls;
    }

    private static void add(List<URI> urls, URI url) {
        if (url != null) {
            urls.add(url);
        }
    }

    /** The local copy of {@code url}, downloaded now when it is not there yet; null when it cannot be had. */
    URI copyOf(URI url) {
        URI cached = cached(url);
        return cached != null ? cached : download(url);
    }

    /** The copy of {@code url} already here (the URL itself for a local file), or null. */
    URI cached(URI url) {
        if ("file".equals(url.getScheme())) {
            return url;
        }
        File copy = fileFor(url);
        return copy.isFile() ? copy.toURI() : null;
    }

    private URI download(URI url) {
        HttpURLConnection connection = null;
        try {
            connection = ManifestRequest.open(url);
            if (connection.getResponseCode() != HttpURLConnection.HTTP_OK) {
                return null;
            }
            File copy = fileFor(url);
            ManifestCache.writeAtomically(copy, ManifestRequest.readAll(connection.getInputStream()));
            return copy.toURI();
        } catch (IOException | IllegalArgumentException error) {
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
