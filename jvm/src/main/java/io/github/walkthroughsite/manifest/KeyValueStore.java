package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * Where {@link SeenStore} keeps its records: on Android {@code SharedPreferences}
 * ({@code getString(key, null)}, {@code edit().putString(key, value).apply()}, {@code edit().remove(key).apply()}).
 */
public interface KeyValueStore {
    /** The value stored under {@code key}, or null when there is none. */
    @Nullable
    String get(@NotNull String key);

    void put(@NotNull String key, @NotNull String value);

    void remove(@NotNull String key);
}
