package io.github.walkthroughsite.manifest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A BCP 47 language tag as language matching reads it: language, script and region, with CLDR's
 * likely subtags filled in and legacy codes replaced ({@code iw} is {@code he-Hebr-IL},
 * {@code zh-TW} is {@code zh-Hant-TW}); {@code _} as {@code -}, case aside; variants, extensions
 * and private use ({@code -u-…}, {@code -x-…}) left out.
 */
final class LanguageTag {
    final String language;
    /** Empty for a language CLDR does not know. */
    final String script;
    final String region;
    /** Which of the script (2) and the region (1) the text named. */
    final int named;

    private LanguageTag(String language, String script, String region, int named) {
        this.language = language;
        this.script = script;
        this.region = region;
        this.named = named;
    }

    /** The tag {@code text} reads as; null when it is not one. */
    static LanguageTag parse(String text) {
        List<String> subtags = new ArrayList<>(Arrays.asList(text.replace('_', '-').toLowerCase(Locale.ROOT).split("-", -1)));
        for (int index = 1; index < subtags.size(); index++) {
            if (subtags.get(index).length() == 1) {
                if (index == subtags.size() - 1) {
                    return null;
                }
                subtags = new ArrayList<>(subtags.subList(0, index));
                break;
            }
        }
        String first = subtags.remove(0);
        if (!isLetters(first, 2, 3) && !isLetters(first, 5, 8)) {
            return null;
        }
        String script = !subtags.isEmpty() && isLetters(subtags.get(0), 4, 4) ? subtags.remove(0) : "";
        String region = !subtags.isEmpty() && (isLetters(subtags.get(0), 2, 2) || isDigits(subtags.get(0), 3)) ? subtags.remove(0) : "";
        for (String variant : subtags) {
            if (!isVariant(variant)) {
                return null;
            }
        }
        return of(first, script.isEmpty() ? "" : script.substring(0, 1).toUpperCase(Locale.ROOT) + script.substring(1), region.toUpperCase(Locale.ROOT));
    }

    /** {@code language}, {@code script} and {@code region} (any of the last two empty) with the likely subtags CLDR gives them. */
    static LanguageTag of(String language, String script, String region) {
        String[] alias = LikelySubtags.alias(language);
        String given = script.isEmpty() && alias != null ? alias[1] : script;
        String code = alias != null ? alias[0] : language;
        String likelyScript = given.isEmpty() ? LikelySubtags.script(code, region) : given;
        String likelyRegion = region.isEmpty() ? LikelySubtags.region(code, likelyScript) : region;
        return new LanguageTag(code, likelyScript, likelyRegion, (script.isEmpty() ? 0 : 2) + (region.isEmpty() ? 0 : 1));
    }

    /** {@code language-Script-REGION}. */
    String subtags() {
        return language + "-" + script + "-" + region;
    }

    private static boolean isLetters(String text, int shortest, int longest) {
        if (text.length() < shortest || text.length() > longest) {
            return false;
        }
        for (int index = 0; index < text.length(); index++) {
            if (text.charAt(index) < 'a' || text.charAt(index) > 'z') {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigits(String text, int length) {
        if (text.length() != length) {
            return false;
        }
        for (int index = 0; index < text.length(); index++) {
            if (text.charAt(index) < '0' || text.charAt(index) > '9') {
                return false;
            }
        }
        return true;
    }

    /** Five to eight letters or digits, or a digit and three letters or digits. */
    private static boolean isVariant(String text) {
        for (int index = 0; index < text.length(); index++) {
            char character = text.charAt(index);
            if ((character < 'a' || character > 'z') && (character < '0' || character > '9')) {
                return false;
            }
        }
        return text.length() >= 5 && text.length() <= 8 || text.length() == 4 && text.charAt(0) >= '0' && text.charAt(0) <= '9';
    }
}
