package io.github.walkthroughsite.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

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

class LocaleNegotiationTests {
    private static JSONArray cases() throws JSONException {
        return new JSONObject(Fixtures.read(Fixtures.folder().resolve("manifests/locale-negotiation.json"))).getJSONArray("cases");
    }

    /** A manifest in {@code locales}, the first the default. */
    static WalkthroughManifest manifestIn(List<String> locales) throws Exception {
        return manifestIn(locales, "locales", "0123456789ab");
    }

    /** A manifest {@code id} of content version {@code version} in {@code locales}, the first the default. */
    static WalkthroughManifest manifestIn(List<String> locales, String id, String version) throws Exception {
        JSONObject localized = new JSONObject()
            .put("direction", "ltr").put("title", "Locales")
            .put("labels", new JSONObject().put("next", "Next").put("skip", "Skip").put("done", "Done").put("restart", "Start again").put("back", "Back"))
            .put("pages", new JSONArray().put(new JSONObject().put("index", 0).put("id", "one").put("heading", "One").put("subheading", JSONObject.NULL)
                .put("image", JSONObject.NULL).put("background", JSONObject.NULL).put("body", new JSONObject().put("html", "").put("text", "")).put("data", new JSONObject())));
        JSONObject all = new JSONObject();
        for (String locale : locales) {
            all.put(locale, localized);
        }
        JSONObject manifest = new JSONObject()
            .put("schemaVersion", 1).put("id", id).put("version", version).put("defaultLocale", locales.get(0))
            .put("behavior", new JSONObject().put("wrap", false).put("skip", "finish").put("restart", false).put("hideControlsOnLastPage", false)
                .put("orientation", "horizontal").put("transition", "slide").put("pageSpacing", 0))
            .put("seen", new JSONObject().put("key", "walkthrough.locales.seen").put("reshow", "never"))
            .put("continueURL", JSONObject.NULL).put("tint", "#5856D6").put("locales", all);
        return WalkthroughManifest.parse(manifest.toString());
    }

    private static List<String> strings(JSONArray array) throws JSONException {
        List<String> strings = new ArrayList<>();
        for (int i = 0; i < array.length(); i++) {
            strings.add(array.getString(i));
        }
        return strings;
    }

    @TestFactory
    @DisplayName("the locale each case of the shared file names, for the user's languages in order")
    Stream<DynamicTest> sharedCases() throws JSONException {
        JSONArray cases = cases();
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < cases.length(); i++) {
            JSONObject example = cases.getJSONObject(i);
            List<String> preferences = strings(example.getJSONArray("preferences"));
            tests.add(dynamicTest(preferences + ": " + example.getString("why"), () -> {
                WalkthroughManifest manifest = manifestIn(strings(example.getJSONArray("locales")));
                assertEquals(example.getString("expect"), manifest.resolvedLocale(preferences));
                assertEquals(manifest.locales().get(example.getString("expect")), manifest.localized(preferences));
            }));
        }
        assertTrue(tests.size() >= 200, "the shared file holds ICU's answers for the named cases and a real app's 72 locales");
        return tests.stream();
    }

    @Test
    @DisplayName("one tag answers as it did for tags that were already canonical")
    void oneTag() throws Exception {
        WalkthroughManifest manifest = manifestIn(List.of("en", "pt"));
        for (String[] example : new String[][] {{"pt-BR", "pt"}, {"pt", "pt"}, {"PT_br", "pt"}, {"en-GB", "en"}, {"de", "en"}, {"", "en"}}) {
            assertEquals(example[1], manifest.resolvedLocale(example[0]), example[0]);
        }
    }
}
