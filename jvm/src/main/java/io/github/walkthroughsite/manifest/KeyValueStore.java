package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * Where {@link SeenStore} keeps its records: on Android {@code SharedPreferences}
 * ({@code getString(key, null)}, {@code edit().putString(key, value).apply()}, {@code edit().remove(key).apply()}).
 */
public interface KeyValueStore {
    /**
     * The value stored under {@code key}, or null when there is none.
     *
     * @param key the seen flag's key ({@code seen.key} of the manifest)
     * @return the value stored under it, or null
     */
    @Nullable
    String get(@NotNull String key);

    /**
     * Stores {@code value} under {@code key}, replacing what was there.
     *
     * @param key the seen flag's key
     * @param value the seen record, as JSON
     */
    void put(@NotNull String key, @NotNull String value);

    /**
     * Removes what is stored under {@code key}; nothing when there is nothing.
     *
     * @param key the seen flag's key
     */
    void remove(@NotNull String key);
}
