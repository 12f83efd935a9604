package io.github.walkthroughsite.manifest;

import java.util.HashMap;
import java.util.Map;

/**
 * CLDR's likely subtags ({@link LanguageData}, from ICU): the script and region a language is
 * written in when a tag leaves them out, and the codes that replaced others.
 */
final class LikelySubtags {
    private static final Map<String, String> ALIASES = entries(LanguageData.LANGUAGE_ALIASES);
    private static final Map<String, String> LANGUAGES = entries(LanguageData.LIKELY_SUBTAGS);
    private static final Map<String, String> REGIONAL_SCRIPTS = entries(LanguageData.REGIONAL_SCRIPTS);
    private static final Map<String, String> SCRIPT_REGIONS = entries(LanguageData.SCRIPT_REGIONS);

    private LikelySubtags() {}

    /** The language and script (or "") a legacy code stands for ({@code iw} → he; {@code sh} → sr, Latn); null for the others. */
    static String[] alias(String code) {
        String replacement = ALIASES.get(code);
        if (replacement == null) {
            return null;
        }
        String[] parts = replacement.split("-");
        return new String[] {parts[0], parts.length > 1 ? parts[1] : ""};
    }

    /** The script {@code language} is written in {@code region} (any region when empty); empty when CLDR does not know the language. */
    static String script(String language, String region) {
        String regional = REGIONAL_SCRIPTS.get(language + "-" + region);
        String likely = LANGUAGES.get(language);
        return regional != null ? regional : likely == null ? "" : likely.substring(0, likely.indexOf('-'));
    }

    /** The region {@code language} is most written in, in {@code script}; empty when CLDR does not know the language. */
    static String region(String language, String script) {
        String scripted = SCRIPT_REGIONS.get(language + "-" + script);
        String likely = LANGUAGES.get(language);
        return scripted != null ? scripted : likely == null ? "" : likely.substring(likely.indexOf('-') + 1);
    }

    /** {@code key:value key:value} as a map. */
    static Map<String, String> entries(String text) {
        Map<String, String> entries = new HashMap<>();
        for (String entry : text.split(" ")) {
            int colon = entry.indexOf(':');
            entries.put(entry.substring(0, colon), entry.substring(colon + 1));
        }
        return entries;
    }
}
