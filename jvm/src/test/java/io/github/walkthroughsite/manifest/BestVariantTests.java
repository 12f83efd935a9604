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
import org.junit.jupiter.api.TestFactory;

class BestVariantTests {
    @TestFactory
    @DisplayName("bestVariant picks what the shared cases say, light and dark alike")
    Stream<DynamicTest> sharedCases() throws Exception {
        JSONObject fixture = new JSONObject(Fixtures.read(Fixtures.folder().resolve("manifests").resolve("best-variant.json")));
        String minimal = Fixtures.read(Fixtures.folder().resolve("manifests").resolve("minimal.json"));
        JSONObject image = fixture.getJSONObject("image");
        JSONObject dark = new JSONObject(image.toString());
        dark.remove("alt");
        dark.remove("dark");
        image.put("dark", dark);
        WalkthroughManifest manifest = WalkthroughManifest.parse(minimal.replace("\"heading\": \"Welcome\", \"subheading\": null, \"image\": null",
                "\"heading\": \"Welcome\", \"subheading\": null, \"image\": " + image));
        PageImage decoded = manifest.localized("en").pages().get(0).image();
        JSONArray cases = fixture.getJSONArray("cases");
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < cases.length(); i++) {
            JSONObject wanted = cases.getJSONObject(i);
            List<String> formats = strings(wanted.getJSONArray("formats"));
            String expected = wanted.isNull("expect") ? null : wanted.getString("expect");
            String name = wanted.getDouble("pointWidth") + " pt × " + wanted.getDouble("scale") + " in " + formats;
            tests.add(dynamicTest(name, () -> {
                assertEquals(expected, src(decoded.bestVariant(wanted.getDouble("pointWidth"), wanted.getDouble("scale"), formats)));
                assertEquals(expected, src(decoded.dark().bestVariant(wanted.getDouble("pointWidth"), wanted.getDouble("scale"), formats)));
            }));
        }
        assertTrue(tests.size() >= 5);
        return tests.stream();
    }

    @TestFactory
    @DisplayName("a clip's bestVariant picks what the shared cases say, by codec family")
    Stream<DynamicTest> sharedClipCases() throws Exception {
        JSONObject fixture = new JSONObject(Fixtures.read(Fixtures.folder().resolve("manifests").resolve("clip-variant.json")));
        String minimal = Fixtures.read(Fixtures.folder().resolve("manifests").resolve("minimal.json"));
        WalkthroughManifest manifest = WalkthroughManifest.parse(minimal.replace("\"schemaVersion\": 1", "\"schemaVersion\": 4")
                .replace("\"heading\": \"Welcome\",", "\"heading\": \"Welcome\", \"video\": " + fixture.getJSONObject("video") + ","));
        PageVideo decoded = manifest.localized("en").pages().get(0).video();
        JSONArray cases = fixture.getJSONArray("cases");
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < cases.length(); i++) {
            JSONObject wanted = cases.getJSONObject(i);
            List<String> codecs = strings(wanted.getJSONArray("codecs"));
            String expected = wanted.isNull("expect") ? null : wanted.getString("expect");
            String name = wanted.getDouble("pointWidth") + " pt × " + wanted.getDouble("scale") + " in " + codecs;
            tests.add(dynamicTest(name, () -> {
                VideoVariant pick = decoded.bestVariant(wanted.getDouble("pointWidth"), wanted.getDouble("scale"), codecs);
                assertEquals(expected, pick == null ? null : pick.src());
            }));
        }
        assertTrue(tests.size() >= 5);
        return tests.stream();
    }

    private static String src(ImageVariant variant) {
        return variant == null ? null : variant.src();
    }

    private static List<String> strings(JSONArray array) throws JSONException {
        List<String> strings = new ArrayList<>();
        for (int i = 0; i < array.length(); i++) {
            strings.add(array.getString(i));
        }
        return strings;
    }
}
