package io.github.walkthroughsite.manifest.loading;

import java.net.URI;
import io.github.walkthroughsite.manifest.WalkthroughManifest;

/**
 * What one fetch of the hosted manifest came to.
 *
 * @param manifest the validated, now cached manifest when {@code kind} is FRESH
 * @param source   the URL it came from (after redirects) when FRESH
 * @param reason   why it failed when FAILED, said as {@link LoadedManifest#reason()} says it
 */
record Fetch(Kind kind, WalkthroughManifest manifest, URI source, String reason) {
    enum Kind {
        /** A validated {@code 200}, now cached. */
        FRESH,
        /** A {@code 304}: the cached copy is current. */
        NOT_MODIFIED,
        /** Anything else. */
        FAILED
    }

    static Fetch fresh(WalkthroughManifest manifest, URI source) {
        return new Fetch(Kind.FRESH, manifest, source, null);
    }

    static final Fetch NOT_MODIFIED = new Fetch(Kind.NOT_MODIFIED, null, null, null);

    static Fetch failed(String reason) {
        return new Fetch(Kind.FAILED, null, null, reason);
    }
}
