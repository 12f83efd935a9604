package io.github.walkthroughsite.manifest;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SafeLinkTests {
    @Test
    @DisplayName("the shared links are safe or unsafe as links.json says, which Swift and the schema test read too")
    void sharedCases() throws Exception {
        JSONObject links = new JSONObject(Fixtures.read(Fixtures.folder().resolve("manifests").resolve("links.json")));
        JSONArray safe = links.getJSONArray("safe");
        JSONArray unsafe = links.getJSONArray("unsafe");
        assertTrue(safe.length() >= 5 && unsafe.length() >= 15);
        for (int i = 0; i < safe.length(); i++) {
            assertTrue(ManifestContract.isSafeLink(safe.getString(i)), safe.getString(i));
        }
        for (int i = 0; i < unsafe.length(); i++) {
            assertFalse(ManifestContract.isSafeLink(unsafe.getString(i)), unsafe.getString(i));
        }
    }
}
