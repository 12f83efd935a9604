package io.github.walkthroughsite.manifest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A BCP 47 language tag, {@code language[-script][-region][-variant…]}, as locale negotiation
 * compares them: lowercase, legacy codes replaced ({@code iw} → {@code he}; {@code no} → {@code nb}),
 * Chinese with the script its region writes, extensions and private use ({@code -u-…}, {@code -x-…})
 * left out.
 */
final class LanguageTag {
    final String language;
    /** Empty when the tag names none (and is not Chinese). */
    final String script;
    final String region;
    final List<String> variants;

    private LanguageTag(String language, String script, String region, List<String> variants) {
        this.language = language;
        this.script = script;
        this.region = region;
        this.variants = variants;
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
        String language = successor(first);
        if (script.isEmpty() && language.equals("zh")) {
            script = region.equals("tw") || region.equals("hk") || region.equals("mo") ? "hant" : "hans";
        }
        return new LanguageTag(language, script, region, subtags);
    }

    /** The code that replaced a legacy one, which phones still report (Android's {@code iw} for Hebrew). */
    private static String successor(String language) {
        switch (language) {
            case "iw": return "he";
            case "in": return "id";
            case "ji": return "yi";
            case "jw": return "jv";
            case "mo": return "ro";
            case "no": return "nb";
            default: return language;
        }
    }

    /** The canonical tag, to order locales by. */
    String key() {
        StringBuilder key = new StringBuilder(language);
        for (String part : new String[] {script, region}) {
            if (!part.isEmpty()) {
                key.append('-').append(part);
            }
        }
        for (String variant : variants) {
            key.append('-').append(variant);
        }
        return key.toString();
    }

    /** The tag, then without its last variant, and so on, then without its region (never without its script). */
    List<LanguageTag> prefixes() {
        List<LanguageTag> prefixes = new ArrayList<>();
        for (int count = variants.size(); count >= 0; count--) {
            prefixes.add(new LanguageTag(language, script, region, variants.subList(0, count)));
        }
        if (!region.isEmpty()) {
            prefixes.add(new LanguageTag(language, script, "", new ArrayList<>()));
        }
        return prefixes;
    }

    /** Whether the two tags name the same locale: a tag without a script matches any. */
    boolean matches(LanguageTag other) {
        return language.equals(other.language) && region.equals(other.region) && variants.equals(other.variants) && hasScriptCompatibleWith(other);
    }

    boolean hasScriptCompatibleWith(LanguageTag other) {
        return script.isEmpty() || other.script.isEmpty() || script.equals(other.script);
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
