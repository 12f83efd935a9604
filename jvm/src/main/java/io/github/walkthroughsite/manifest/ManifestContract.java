package io.github.walkthroughsite.manifest;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The rules between a manifest's fields, which its types alone cannot hold: what the build would
 * never write, no runtime accepts. The Swift library applies the same rules in the same order
 * ({@code ManifestContract.swift}); {@code Tests/Fixtures/manifests/invalid/} holds one manifest
 * breaking each.
 */
final class ManifestContract {
    private ManifestContract() {}

    /** Throws for the first rule {@code m} breaks, naming the field. */
    static void check(WalkthroughManifest m) throws ManifestException {
        checkSchemaVersion(m);
        LocalizedWalkthrough reference = m.locales().get(m.defaultLocale());
        if (reference == null) {
            throw new ManifestException("defaultLocale", "'" + m.defaultLocale() + "' is not one of the locales");
        }
        if (m.continueURL() != null && !isSafeLink(m.continueURL())) {
            throw new ManifestException("continueURL", notALink(m.continueURL()));
        }
        for (Map.Entry<String, LocalizedWalkthrough> locale : m.locales().entrySet()) {
            String path = "locales." + locale.getKey() + ".pages";
            List<Page> pages = locale.getValue().pages();
            if (pages.size() != reference.pages().size()) {
                throw new ManifestException(path, pages(pages.size()) + ", the default locale has " + reference.pages().size());
            }
            for (int position = 0; position < pages.size(); position++) {
                checkPage(m, pages, position, path + "[" + position + "]", reference.pages().get(position).id());
            }
        }
    }

    private static void checkPage(WalkthroughManifest m, List<Page> pages, int position, String path, String expectedID) throws ManifestException {
        Page page = pages.get(position);
        if (page.index() != position) {
            throw new ManifestException(path + ".index", page.index() + ", where pages are numbered 0…n−1 and this is " + position);
        }
        for (int first = 0; first < position; first++) {
            if (pages.get(first).id().equals(page.id())) {
                throw new ManifestException(path + ".id", "'" + page.id() + "' is page " + first + "'s id too");
            }
        }
        if (!page.id().equals(expectedID)) {
            throw new ManifestException(path + ".id", "'" + page.id() + "', where the default locale has '" + expectedID + "'");
        }
        if (m.kind() == WalkthroughManifest.Kind.WHATS_NEW && page.since() == null) {
            throw new ManifestException(path + ".since", "a whats-new page needs the version that brought it");
        }
        if (page.since() != null && AppVersion.parse(page.since()) == null) {
            throw new ManifestException(path + ".since", "'" + page.since() + "' is not MAJOR.MINOR[.PATCH]");
        }
        if (page.action() != null && page.action().url() != null && !isSafeLink(page.action().url())) {
            throw new ManifestException(path + ".action.url", notALink(page.action().url()));
        }
        if (page.layout() == Layout.BACKGROUND && page.image() == null && page.video() == null) {
            throw new ManifestException(path + ".image", "a background page needs a picture");
        }
        if (page.image() != null && page.video() != null) {
            throw new ManifestException(path + ".image", "a page with a clip has no image; its picture is the clip's poster");
        }
        List<String[]> files = new ArrayList<>();
        if (page.image() != null) {
            addFiles(page.image(), "image", files);
        }
        if (page.video() != null) {
            addFiles(page.video().poster(), "video.poster", files);
            for (int i = 0; i < page.video().variants().size(); i++) {
                files.add(new String[] {"video.variants[" + i + "].src", page.video().variants().get(i).src()});
            }
        }
        checkFiles(files, path);
    }

    /** The files {@code image} names, each with its path under {@code key}: {@code image.src}, {@code image.variants[0].src}, … */
    private static void addFiles(PageImage image, String key, List<String[]> files) {
        files.add(new String[] {key + ".src", image.src()});
        if (image.dark() != null) {
            files.add(new String[] {key + ".dark.src", image.dark().src()});
        }
        for (int i = 0; i < image.variants().size(); i++) {
            files.add(new String[] {key + ".variants[" + i + "].src", image.variants().get(i).src()});
        }
        for (int i = 0; image.dark() != null && i < image.dark().variants().size(); i++) {
            files.add(new String[] {key + ".dark.variants[" + i + "].src", image.dark().variants().get(i).src()});
        }
    }

    private static void checkFiles(List<String[]> files, String path) throws ManifestException {
        for (String[] file : files) {
            if (!isSafeLink(file[1])) {
                throw new ManifestException(path + "." + file[0], notALink(file[1]));
            }
        }
    }

    /** A key (or value) of a newer schema than the manifest's {@code schemaVersion} says. */
    private static void checkSchemaVersion(WalkthroughManifest m) throws ManifestException {
        int version = m.schemaVersion();
        if (version < 2 && m.kind() != WalkthroughManifest.Kind.ONBOARDING) {
            throw newer("kind", 2, version);
        }
        if (version < 3 && m.layout() != Layout.STACKED) {
            throw newer("layout", 3, version);
        }
        if (version < 3 && m.behavior().restart() == Behavior.Restart.ALWAYS) {
            throw newer("behavior.restart", 3, version);
        }
        for (Map.Entry<String, LocalizedWalkthrough> locale : m.locales().entrySet()) {
            List<Page> pages = locale.getValue().pages();
            for (int position = 0; position < pages.size(); position++) {
                String path = "locales." + locale.getKey() + ".pages[" + position + "]";
                Page page = pages.get(position);
                if (version < 2 && page.since() != null) {
                    throw newer(path + ".since", 2, version);
                }
                if (version < 2 && page.action() != null) {
                    throw newer(path + ".action", 2, version);
                }
                if (version < 3 && page.layout() != Layout.STACKED) {
                    throw newer(path + ".layout", 3, version);
                }
                if (version < 3 && page.imageFocus() != null) {
                    throw newer(path + ".imageFocus", 3, version);
                }
                if (version < 4 && page.video() != null) {
                    throw newer(path + ".video", 4, version);
                }
            }
        }
    }

    private static ManifestException newer(String path, int keyVersion, int version) {
        return new ManifestException(path, "a key of schema version " + keyVersion + "; this manifest says " + version);
    }

    private static String pages(int count) {
        return count == 1 ? "1 page" : count + " pages";
    }

    private static String notALink(String text) {
        return "'" + text + "' is not an https:, http: or relative URL";
    }

    /**
     * {@code https:}, {@code http:} and site-relative links, as the build writes them: no
     * {@code javascript:}, {@code data:} or other scheme, no protocol-relative {@code //host}, no
     * white space (of any script), control or direction characters, quotes, angle brackets or
     * backslashes. Read by code point, as Swift reads it by Unicode scalar.
     */
    static boolean isSafeLink(String text) {
        if (text.isEmpty() || hasForbiddenCodePoint(text)) {
            return false;
        }
        String lower = text.toLowerCase(Locale.ROOT);
        for (String scheme : new String[] {"https://", "http://"}) {
            if (lower.startsWith(scheme)) {
                return lower.length() > scheme.length() && lower.charAt(scheme.length()) != '/';
            }
        }
        if (lower.startsWith("//")) {
            return false;
        }
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            if (c == '/' || c == '?' || c == '#') {
                return true;
            }
            if (c == ':') {
                return false;
            }
        }
        return true;
    }

    private static boolean hasForbiddenCodePoint(String text) {
        for (int index = 0; index < text.length(); index += Character.charCount(text.codePointAt(index))) {
            if (isForbiddenInLinks(text.codePointAt(index))) {
                return true;
            }
        }
        return false;
    }

    private static boolean isForbiddenInLinks(int c) {
        return c <= 0x20 || c == '"' || c == '<' || c == '>' || c == '\\' || (c >= 0x7F && c <= 0xA0) || c == 0x1680
                || (c >= 0x2000 && c <= 0x200F) || (c >= 0x2028 && c <= 0x202F) || (c >= 0x205F && c <= 0x206F) || c == 0x3000 || c == 0xFEFF;
    }
}
