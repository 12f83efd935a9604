package io.github.walkthroughsite.manifest.loading;

import java.net.URI;
import java.net.URISyntaxException;
import io.github.walkthroughsite.manifest.DarkImage;
import io.github.walkthroughsite.manifest.ImageVariant;
import io.github.walkthroughsite.manifest.PageImage;
import io.github.walkthroughsite.manifest.WalkthroughManifest;
import org.jetbrains.annotations.Nullable;
import org.jetbrains.annotations.NotNull;

/**
 * What {@link ManifestLoader#load()} ended with: a manifest to show (or none), where it came from,
 * why a fallback was used, and the URL its relative paths resolve against.
 *
 * @param manifest null only when {@code source} is {@link Source#NONE}
 * @param reason   why the network's copy was not used ({@code HTTP 500}, {@code timed out after 3 s},
 *                 {@code schemaVersion 9 is newer}); null when it was, or when a {@code 304} confirmed the cache
 * @param baseURL  what the manifest's paths resolve against: the server's URL for NETWORK and CACHE,
 *                 the bundled copy's for BUNDLED; null for NONE
 */
public record LoadedManifest(@Nullable WalkthroughManifest manifest, @NotNull Source source, @Nullable String reason, @Nullable URI baseURL) {
    /**
     * The absolute URL of a page's picture, so that {@code ../images/x.png} works from any host and sub-path; null when it does not resolve.
     *
     * @param image a page's picture
     * @return its absolute URL, or null when it does not resolve
     */
    @Nullable
    public URI url(@NotNull PageImage image) {
        return resolve(image.src());
    }

    /**
     * The absolute URL of a dark-mode picture.
     *
     * @param image a page's dark-scheme picture
     * @return its absolute URL, or null when it does not resolve
     */
    @Nullable
    public URI url(@NotNull DarkImage image) {
        return resolve(image.src());
    }

    /**
     * The absolute URL of one of a picture's variants.
     *
     * @param variant a picture's variant
     * @return its absolute URL, or null when it does not resolve
     */
    @Nullable
    public URI url(@NotNull ImageVariant variant) {
        return resolve(variant.src());
    }

    /**
     * The absolute URL of a path relative to the manifest, resolved as RFC 3986 and Swift's
     * {@code URL(string:relativeTo:)} resolve it (characters a URL may not hold, such as spaces,
     * percent-encoded); null when it is not a URL.
     *
     * @param path a path as the manifest writes it, relative to the manifest
     * @return the absolute URL, or null when it does not resolve
     */
    @Nullable
    public URI resolve(@NotNull String path) {
        URI reference = References.parse(path);
        if (reference == null) {
            return null;
        }
        if (baseURL == null) {
            return reference.isAbsolute() ? reference : null;
        }
        try {
            return References.resolve(baseURL, reference);
        } catch (URISyntaxException error) {
            return null;
        }
    }
}
