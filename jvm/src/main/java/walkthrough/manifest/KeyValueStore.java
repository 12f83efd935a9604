package walkthrough.manifest;

/**
 * Where {@link SeenStore} keeps its records: on Android {@code SharedPreferences}
 * ({@code getString(key, null)}, {@code edit().putString(key, value).apply()}, {@code edit().remove(key).apply()}).
 */
public interface KeyValueStore {
    /** The value stored under {@code key}, or null when there is none. */
    String get(String key);

    void put(String key, String value);

    void remove(String key);
}
