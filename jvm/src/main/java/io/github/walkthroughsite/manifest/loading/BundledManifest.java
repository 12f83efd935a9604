package io.github.walkthroughsite.manifest.loading;

import java.io.IOException;
import java.io.InputStream;
import org.jetbrains.annotations.Blocking;
import org.jetbrains.annotations.NotNull;

/**
 * The copy of the manifest shipped in the app, opened when the network and the cache have none:
 * {@code () -> context.getAssets().open("walkthrough/manifest.json")} on Android. The loader
 * opens it on its own thread and closes it.
 */
public interface BundledManifest {
    /**
     * A new stream of the shipped manifest's bytes.
     *
     * @return the shipped manifest's bytes, which the loader reads and closes
     * @throws IOException when it cannot be opened
     */
    @Blocking
    @NotNull
    InputStream open() throws IOException;
}
