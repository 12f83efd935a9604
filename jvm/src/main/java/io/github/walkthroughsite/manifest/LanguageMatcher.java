package io.github.walkthroughsite.manifest;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Which of a walkthrough's locales serves a reader: CLDR's language matching as ICU's
 * {@code LocaleMatcher} applies it, the rule Swift and the web apply too
 * (Tests/Fixtures/manifests/locale-negotiation.json holds ICU's answers).
 */
final class LanguageMatcher {
    /** What each further preference of the reader's costs: a region apart. */
    static final double DEMOTION = 5;
    /** The locales ICU prefers among equally good matches, after the default. */
    private static final String PARADIGMS = " " + LanguageData.PARADIGMS + " ";

    private final List<String> keys = new ArrayList<>();
    private final List<LanguageTag> tags = new ArrayList<>();
    private final String defaultLocale;

    /**
     * A matcher over {@code locales} as the site wrote them, in the order ICU prefers among equals:
     * the default, then the paradigm locales (en, en-GB, es, es-419, pt-BR, pt-PT), then the rest,
     * each part by its subtags, then as written. On purpose unlike ICU, a plain {@code pt} beside
     * {@code pt-BR} is Portugal's, {@code pt-PT}.
     */
    LanguageMatcher(Set<String> locales, String defaultLocale) {
        this.defaultLocale = defaultLocale;
        boolean brazil = false;
        for (String locale : locales) {
            brazil |= locale.equalsIgnoreCase("pt-BR") || locale.equalsIgnoreCase("pt_BR");
        }
        Map<String, String> byOrder = new TreeMap<>();
        Map<String, LanguageTag> parsed = new HashMap<>();
        for (String locale : locales) {
            LanguageTag tag = LanguageTag.parse(brazil && locale.equalsIgnoreCase("pt") ? "pt-PT" : locale);
            if (tag != null) {
                int rank = locale.equals(defaultLocale) ? 0 : PARADIGMS.indexOf(" " + tag.subtags() + " ") >= 0 ? 1 : 2;
                byOrder.put(rank + " " + tag.subtags() + " " + locale, locale);
                parsed.put(locale, tag);
            }
        }
        for (Map.Entry<String, String> entry : byOrder.entrySet()) {
            keys.add(entry.getValue());
            tags.add(parsed.get(entry.getValue()));
        }
    }

    /**
     * The locale that best serves {@code preferences}, as the site wrote it: one with the same
     * language, script and region at once; else the closest ({@link LanguageDistance}), each
     * preference after the first costing {@link #DEMOTION} more; else the default locale.
     */
    String bestLocale(List<String> preferences) {
        String best = null;
        double threshold = LanguageDistance.NO_MATCH;
        for (String preference : preferences) {
            LanguageTag wanted = LanguageTag.parse(preference);
            if (wanted == null) {
                continue;
            }
            int found = -1;
            for (int index = 0; index < tags.size(); index++) {
                double apart = LanguageDistance.between(wanted, tags.get(index));
                if (apart == 0) {
                    return keys.get(index);
                }
                if (apart < threshold || apart == threshold && found >= 0 && isLikelier(tags.get(index), tags.get(found))) {
                    found = index;
                    threshold = apart;
                }
            }
            best = found >= 0 ? keys.get(found) : best;
            threshold -= DEMOTION;
            if (threshold <= 0) {
                break;
            }
        }
        return best != null ? best : defaultLocale;
    }

    /**
     * Whether {@code one} is the likelier form of {@code other}'s language: its likely script where
     * the scripts differ, else its likely region where the regions do (ICU's tie-break: {@code fr}
     * before {@code fr-CA} for {@code fr-CH}).
     */
    private static boolean isLikelier(LanguageTag one, LanguageTag other) {
        if (!one.language.equals(other.language)) {
            return false;
        }
        if (!one.script.equals(other.script)) {
            return one.script.equals(LikelySubtags.script(one.language, ""));
        }
        return !one.region.equals(other.region) && one.region.equals(LikelySubtags.region(one.language, one.script));
    }
}
