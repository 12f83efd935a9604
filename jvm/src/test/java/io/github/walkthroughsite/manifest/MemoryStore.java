package io.github.walkthroughsite.manifest;

import java.util.HashMap;
import java.util.Map;

/** A {@link KeyValueStore} in memory, as a test's SharedPreferences. */
final class MemoryStore implements KeyValueStore {
    final Map<String, String> values = new HashMap<>();

    @Override
    public String get(String key) {
        return values.get(key);
    }

    @Override
    public void put(String key, String value) {
        values.put(key, value);
    }

    @Override
    public void remove(String key) {
        values.remove(key);
    }
}
