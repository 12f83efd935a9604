package io.github.walkthroughsite.manifest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Immutable copies, with the collections Android has had since API 26 ({@code List.copyOf} came in 31). */
final class Values {
    private Values() {}

    static <T> List<T> list(List<T> items) {
        return Collections.unmodifiableList(new ArrayList<>(items));
    }

    /** Sorted by key. */
    static <T> Map<String, T> map(Map<String, T> entries) {
        return Collections.unmodifiableMap(new TreeMap<>(entries));
    }

    /** An enum value's word in the manifest: {@code LAST_PAGE} is {@code last-page}. */
    static String jsonName(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
