package io.github.walkthroughsite.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class ManifestDecodingTests {
    private static final Path FOLDER = Fixtures.folder().resolve("manifests");
    private static final String MINIMAL = Fixtures.read(FOLDER.resolve("minimal.json"));

    private static JSONObject cases() throws JSONException {
        return new JSONObject(Fixtures.read(FOLDER.resolve("decoding.json")));
    }

    @TestFactory
    @DisplayName("each broken copy of the minimal manifest is refused, naming the field as the Swift library does")
    Stream<DynamicTest> malformed() throws JSONException {
        JSONArray malformed = cases().getJSONArray("malformed");
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < malformed.length(); i++) {
            JSONObject broken = malformed.getJSONObject(i);
            tests.add(dynamicTest(broken.getString("description"), () -> {
                String text = MINIMAL.replaceFirst(java.util.regex.Pattern.quote(broken.getString("original")),
                        java.util.regex.Matcher.quoteReplacement(broken.getString("replacement")));
                assertNotEquals(MINIMAL, text, "the replacement applies");
                ManifestException error = assertThrows(ManifestException.class, () -> WalkthroughManifest.parse(text));
                assertEquals(broken.getString("path"), error.path(), error.getMessage());
                if (broken.has("reason")) {
                    assertEquals(broken.getString("reason"), error.reason());
                    assertEquals(broken.getString("path").isEmpty() ? broken.getString("reason") : broken.getString("path") + ": " + broken.getString("reason"), error.getMessage());
                }
            }));
        }
        assertTrue(tests.size() >= 10);
        return tests.stream();
    }

    @TestFactory
    @DisplayName("each copy the shared cases call accepted decodes, with the page spacing it holds")
    Stream<DynamicTest> accepted() throws JSONException {
        JSONArray accepted = cases().getJSONArray("accepted");
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < accepted.length(); i++) {
            JSONObject copy = accepted.getJSONObject(i);
            tests.add(dynamicTest(copy.getString("description"), () -> {
                String text = MINIMAL.replaceFirst(java.util.regex.Pattern.quote(copy.getString("original")),
                        java.util.regex.Matcher.quoteReplacement(copy.getString("replacement")));
                assertNotEquals(MINIMAL, text, "the replacement applies");
                assertEquals(copy.getInt("pageSpacing"), WalkthroughManifest.parse(text.getBytes(StandardCharsets.UTF_8)).behavior().pageSpacing());
            }));
        }
        assertTrue(tests.size() >= 3);
        return tests.stream();
    }

    @Test
    @DisplayName("bytes that are not UTF-8 are not a manifest")
    void notUTF8() {
        byte[] latin1 = MINIMAL.replace("\"Hello\"", "\"Hel\u00e9o\"").getBytes(StandardCharsets.ISO_8859_1);
        ManifestException error = assertThrows(ManifestException.class, () -> WalkthroughManifest.parse(latin1));
        assertEquals("not valid JSON: not UTF-8", error.getMessage());
    }

    @Test
    @DisplayName("locales fall back from region to language to the default, as the shared cases say")
    void fallback() throws Exception {
        WalkthroughManifest manifest = WalkthroughManifest.parse(MINIMAL);
        JSONArray fallback = cases().getJSONArray("fallback");
        assertTrue(fallback.length() >= 5);
        for (int i = 0; i < fallback.length(); i++) {
            String requested = fallback.getJSONArray(i).getString(0);
            String resolved = fallback.getJSONArray(i).getString(1);
            assertEquals(resolved, manifest.resolvedLocale(requested), requested);
            assertEquals(manifest.locales().get(resolved), manifest.localized(requested), requested);
        }
    }

    @Test
    @DisplayName("a version 1 manifest reads as an onboarding for new users with stacked pages, no releases and no actions")
    void versionOne() throws Exception {
        WalkthroughManifest manifest = WalkthroughManifest.parse(MINIMAL);
        assertEquals(WalkthroughManifest.Kind.ONBOARDING, manifest.kind());
        assertEquals(WalkthroughManifest.Audience.NEW, manifest.audience());
        assertEquals(Layout.STACKED, manifest.layout());
        assertEquals(Behavior.Restart.NEVER, manifest.behavior().restart());
        assertEquals(SeenSettings.Reshow.ON_CHANGE, manifest.seen().reshow());
        Page more = manifest.localized("pt").pages().get(1);
        assertEquals(1, more.index());
        assertEquals("Mais", more.heading());
        assertNull(more.since());
        assertNull(more.action());
        assertNull(more.image());
        assertEquals(Layout.STACKED, more.layout());
        assertEquals("Próximo", manifest.localized("pt-BR").labels().next());
        assertEquals(Direction.LTR, manifest.localized("pt").direction());
    }

    @Test
    @DisplayName("a version 3 manifest keeps its kind, layouts, focus, action, release and pictures with their variants")
    void versionThree() throws Exception {
        String page = "{\"index\": 0, \"id\": \"offline\", \"heading\": \"Offline\", \"subheading\": \"Always\", \"background\": \"#112233\","
                + " \"body\": {\"html\": \"<p>Hi</p>\", \"text\": \"Hi\"}, \"data\": {\"b\": \"2\", \"a\": \"1\"}, \"since\": \"2.3\","
                + " \"action\": {\"id\": \"open-url\", \"label\": \"Read more\", \"url\": \"https://example.com/more\"},"
                + " \"layout\": \"background\", \"imageFocus\": {\"x\": 30, \"y\": 12.5},"
                + " \"image\": {\"src\": \"images/a.png\", \"width\": 1080, \"height\": 2340, \"alt\": \"A phone\","
                + "   \"variants\": [{\"src\": \"images/a-360w.webp\", \"width\": 360, \"height\": 780, \"format\": \"webp\"}],"
                + "   \"dark\": {\"src\": \"images/a-dark.png\", \"width\": null, \"height\": null}}}";
        String text = MINIMAL.replace("\"schemaVersion\": 1,", "\"schemaVersion\": 3, \"kind\": \"whats-new\", \"audience\": \"everyone\", \"layout\": \"background\",")
                .replace("\"restart\": false", "\"restart\": \"always\"")
                .replace("\"id\": \"welcome\"", "\"id\": \"offline\"")
                .replace("\"data\": {}}", "\"data\": {}, \"since\": \"2.0\", \"action\": null}")
                .replaceFirst("\\{\"index\": 0, \"id\": \"offline\", \"heading\": \"Welcome\"[^\\n]*\\},\\n", java.util.regex.Matcher.quoteReplacement(page + ",\n"));
        WalkthroughManifest manifest = WalkthroughManifest.parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        assertEquals(WalkthroughManifest.Kind.WHATS_NEW, manifest.kind());
        assertEquals(WalkthroughManifest.Audience.EVERYONE, manifest.audience());
        assertEquals(Layout.BACKGROUND, manifest.layout());
        assertEquals(Behavior.Restart.ALWAYS, manifest.behavior().restart());
        Page offline = manifest.localized("en").pages().get(0);
        assertEquals("offline", offline.id());
        assertEquals("Always", offline.subheading());
        assertEquals("#112233", offline.background());
        assertEquals(new PageBody("<p>Hi</p>", "Hi"), offline.body());
        assertEquals(List.of("a", "b"), new ArrayList<>(offline.data().keySet()));
        assertEquals("2.3", offline.since());
        assertEquals(new PageAction("open-url", "Read more", "https://example.com/more"), offline.action());
        assertEquals(new ImageFocus(30, 12.5), offline.imageFocus());
        assertEquals(Layout.BACKGROUND, offline.layout());
        assertEquals(Integer.valueOf(1080), offline.image().width());
        assertEquals(List.of(new ImageVariant("images/a-360w.webp", 360, 780, "webp")), offline.image().variants());
        assertEquals(new DarkImage("images/a-dark.png", null, null, List.of()), offline.image().dark());
    }

    @Test
    @DisplayName("what a manifest holds cannot be changed by the app that read it")
    void immutable() throws Exception {
        WalkthroughManifest manifest = WalkthroughManifest.parse(MINIMAL);
        assertThrows(UnsupportedOperationException.class, () -> manifest.locales().remove("pt"));
        assertThrows(UnsupportedOperationException.class, () -> manifest.localized("en").pages().clear());
        assertThrows(UnsupportedOperationException.class, () -> manifest.localized("en").pages().get(0).data().put("x", "y"));
    }

    @Test
    @DisplayName("a hostile nesting depth is an error, not a stack overflow")
    void deepNesting() {
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        ManifestException error = assertThrows(ManifestException.class, () -> WalkthroughManifest.parse(MINIMAL.replace("\"data\": {}}]},", "\"data\": {}, \"extra\": " + deep + "}]},")));
        assertTrue(error.getMessage().contains("nested deeper than"), error.getMessage());
    }
}
