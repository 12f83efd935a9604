package io.github.walkthroughsite.manifest.loading;

import org.jetbrains.annotations.NotNull;

/**
 * What a non-blocking call of {@link ManifestLoader} hands its result to, once, on the thread of
 * the {@code Executor} it was given (post to the main thread from there to touch views), unless
 * it was cancelled first.
 */
public interface Callback<T> {
    /**
     * Receives {@code result}, on the executor the operation was started with.
     *
     * @param result what the operation came to
     */
    void onResult(@NotNull T result);
}
