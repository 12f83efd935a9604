package io.github.walkthroughsite.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class AppVersionTests {
    @Test
    @DisplayName("the shared versions parse to their shortest form, the malformed ones do not, and they order numerically")
    void sharedCases() throws Exception {
        JSONObject shared = new JSONObject(Fixtures.read(Fixtures.folder().resolve("manifests").resolve("app-versions.json")));
        JSONArray valid = shared.getJSONArray("valid");
        JSONArray malformed = shared.getJSONArray("malformed");
        JSONArray ordered = shared.getJSONArray("ordered");
        assertTrue(valid.length() >= 5 && malformed.length() >= 10 && ordered.length() >= 3);
        for (int i = 0; i < valid.length(); i++) {
            AppVersion version = AppVersion.parse(valid.getJSONArray(i).getString(0));
            assertNotNull(version, valid.getJSONArray(i).getString(0));
            assertEquals(valid.getJSONArray(i).getString(1), version.toString());
        }
        for (int i = 0; i < malformed.length(); i++) {
            assertNull(AppVersion.parse(malformed.getString(i)), malformed.getString(i));
        }
        for (int i = 0; i < ordered.length(); i++) {
            JSONArray pair = ordered.getJSONArray(i);
            assertTrue(AppVersion.parse(pair.getString(0)).compareTo(AppVersion.parse(pair.getString(1))) < 0, pair.toString());
        }
        JSONArray equal = shared.getJSONArray("equal");
        for (int i = 0; i < equal.length(); i++) {
            assertEquals(AppVersion.parse(equal.getJSONArray(i).getString(0)), AppVersion.parse(equal.getJSONArray(i).getString(1)));
        }
    }
}
