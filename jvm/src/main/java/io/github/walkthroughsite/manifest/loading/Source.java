package io.github.walkthroughsite.manifest.loading;

/** Where a loaded manifest came from. */
public enum Source {
    /** Fetched now: a {@code 200} that was validated and cached. */
    NETWORK,
    /** The copy cached by an earlier load (after a {@code 304}, or when the network failed). */
    CACHE,
    /** The copy shipped in the app. */
    BUNDLED,
    /** Nothing could be loaded; {@link LoadedManifest#reason()} says why. */
    NONE
}
