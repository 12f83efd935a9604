package walkthrough.manifest;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/** The rule of every {@code bestVariant}, for a picture's formats and a clip's codec families alike. */
final class PreferredVariant {
    private PreferredVariant() {}

    /**
     * In the first of {@code groups} one of {@code variants} is in ({@code group}), the narrowest
     * at least {@code needed} pixels wide ({@code width}), else the widest; null when none is in
     * any of {@code groups}.
     */
    static <V> V of(List<V> variants, List<String> groups, Function<V, String> group, ToIntFunction<V> width, double needed) {
        for (String wanted : groups) {
            List<V> candidates = new ArrayList<>();
            for (V variant : variants) {
                if (group.apply(variant).equals(wanted)) {
                    candidates.add(variant);
                }
            }
            candidates.sort(Comparator.comparingInt(width));
            for (V candidate : candidates) {
                if (width.applyAsInt(candidate) >= needed) {
                    return candidate;
                }
            }
            if (!candidates.isEmpty()) {
                return candidates.get(candidates.size() - 1);
            }
        }
        return null;
    }
}
