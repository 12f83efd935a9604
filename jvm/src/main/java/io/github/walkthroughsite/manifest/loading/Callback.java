package io.github.walkthroughsite.manifest.loading;

import org.jetbrains.annotations.NotNull;

/**
 * What a non-blocking call of {@link ManifestLoader} hands its result to, once, on the thread of
 * the {@code Executor} it was given (post to the main thread from there to touch views), unless
 * it was cancelled first.
 */
public interface Callback<T> {
    void onResult(@NotNull T result);
}
