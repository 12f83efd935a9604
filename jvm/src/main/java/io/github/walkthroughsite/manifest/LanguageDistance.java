package io.github.walkthroughsite.manifest;

import java.util.HashMap;
import java.util.Map;

/**
 * How far apart CLDR's language matching ({@link LanguageData}, from ICU) puts a reader's language
 * and a locale's: 0 for the same subtags; 4 or 5 for another region; 5 to 40 for a close language
 * or script (Swiss German to German, {@code nn} to {@code nb}, {@code sr-Latn} to {@code sr-Cyrl});
 * {@link #NO_MATCH} for the rest.
 */
final class LanguageDistance {
    /** ICU's threshold: languages or scripts this far apart (or more) never match. */
    static final double NO_MATCH = 50;

    /** {@code reader>locale} → distance, from {@code locale:distance:reader,reader} groups. */
    private static final Map<String, Double> CLOSENESS = new HashMap<>();
    /**
     * Per language (or {@code zh-Hant}): the regions in its group, those partly in it, each as
     * {@code ,A,B,}, and a region nearer the readers outside it ({@code GB}) or "".
     */
    private static final Map<String, String[]> REGION_GROUPS = new HashMap<>();

    static {
        for (String group : LanguageData.CLOSE_LANGUAGES.split(" ")) {
            String[] parts = group.split(":");
            for (String reader : parts[2].split(",")) {
                CLOSENESS.put(reader + ">" + parts[0], Double.parseDouble(parts[1]));
            }
        }
        for (String group : LanguageData.REGION_GROUPS.split(" ")) {
            String[] parts = group.split(":");
            String[] lists = parts[1].split("\\|", -1);
            for (String language : parts[0].split(",")) {
                REGION_GROUPS.put(language, new String[] {"," + lists[0] + ",", "," + lists[1] + ",", lists[2]});
            }
        }
    }

    private LanguageDistance() {}

    /**
     * How far apart {@code wanted}, a reader's, and {@code offered}, a locale's, are; between the
     * same subtags, less than 1 where one names a script or region the other leaves to CLDR.
     */
    static double between(LanguageTag wanted, LanguageTag offered) {
        if (wanted.subtags().equals(offered.subtags())) {
            return (wanted.named ^ offered.named) / 4.0;
        }
        double apart = languages(wanted, offered);
        return apart >= NO_MATCH ? NO_MATCH : apart + regions(wanted, offered);
    }

    /** A reader's plain language stands for its likely script only (Punjabi in Arabic is not Gurmukhi's). */
    private static double languages(LanguageTag wanted, LanguageTag offered) {
        if (wanted.language.equals(offered.language) && wanted.script.equals(offered.script)) {
            return 0;
        }
        boolean likelyScript = wanted.script.equals(LikelySubtags.script(wanted.language, ""));
        String[] readers = likelyScript ? new String[] {wanted.language + "-" + wanted.script, wanted.language}
                : new String[] {wanted.language + "-" + wanted.script};
        for (String reader : readers) {
            for (String locale : new String[] {offered.language + "-" + offered.script, offered.language}) {
                Double apart = CLOSENESS.get(reader + ">" + locale);
                if (apart != null) {
                    return apart;
                }
            }
        }
        return NO_MATCH;
    }

    /**
     * 4, or 5 across a border CLDR draws for the language (English of the US and its territories,
     * Spanish and Portuguese of the Americas, Arabic of the Maghreb, Chinese of Hong Kong and
     * Macau), 3 to a region nearer the readers outside the group (British English); a region in
     * part on each side is on both.
     */
    private static double regions(LanguageTag wanted, LanguageTag offered) {
        if (wanted.region.equals(offered.region)) {
            return 0;
        }
        String[] group = REGION_GROUPS.get(offered.language + "-" + offered.script);
        if (group == null) {
            group = REGION_GROUPS.get(offered.language);
        }
        if (group == null || !wanted.language.equals(offered.language) || !wanted.script.equals(offered.script)) {
            return 4;
        }
        int side = side(group, wanted.region);
        if (side == 0 && offered.region.equals(group[2])) {
            return 3;
        }
        return side == side(group, offered.region) && side < 2 ? 4 : 5;
    }

    private static int side(String[] group, String region) {
        if (region.isEmpty()) {
            return 0;
        }
        return group[0].indexOf("," + region + ",") >= 0 ? 1 : group[1].indexOf("," + region + ",") >= 0 ? 2 : 0;
    }
}
