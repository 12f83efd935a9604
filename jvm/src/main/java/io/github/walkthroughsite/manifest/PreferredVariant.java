package io.github.walkthroughsite.manifest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The rule of every {@code bestVariant}, for a picture's formats and a clip's codec families alike. */
final class PreferredVariant {
    private PreferredVariant() {}

    /** What the rule reads of a variant: its group (format or codec family) and its width in pixels. */
    interface Traits<V> {
        String group(V variant);

        int width(V variant);
    }

    /** A picture's variants, by format. */
    static final Traits<ImageVariant> PICTURES = new Traits<ImageVariant>() {
        @Override public String group(ImageVariant variant) { return variant.format(); }

        @Override public int width(ImageVariant variant) { return variant.width(); }
    };

    /** A clip's variants, by codec family. */
    static final Traits<VideoVariant> CLIPS = new Traits<VideoVariant>() {
        @Override public String group(VideoVariant variant) { return variant.codecFamily(); }

        @Override public int width(VideoVariant variant) { return variant.width(); }
    };

    /**
     * In the first of {@code groups} one of {@code variants} is in, the narrowest at least
     * {@code needed} pixels wide, else the widest; null when none is in any of {@code groups}.
     */
    static <V> V of(List<V> variants, List<String> groups, Traits<V> traits, double needed) {
        for (String wanted : groups) {
            List<V> candidates = new ArrayList<>();
            for (V variant : variants) {
                if (traits.group(variant).equals(wanted)) {
                    candidates.add(variant);
                }
            }
            Collections.sort(candidates, (one, other) -> Integer.compare(traits.width(one), traits.width(other)));
            for (V candidate : candidates) {
                if (traits.width(candidate) >= needed) {
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
