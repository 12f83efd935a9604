package io.github.walkthroughsite.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SeenStoreTests {
    private static final JSONObject FIXTURE = fixture();

    private static JSONObject fixture() {
        try {
            return new JSONObject(Fixtures.read(Fixtures.folder().resolve("manifests").resolve("seen-records.json")));
        } catch (org.json.JSONException error) {
            throw new AssertionError(error);
        }
    }

    private static WalkthroughManifest manifest(String version) throws Exception {
        String minimal = Fixtures.read(Fixtures.folder().resolve("manifests").resolve("minimal.json"));
        return WalkthroughManifest.parse(minimal.replace("0123456789ab", version).replace("\"on-change\"", "\"never\""));
    }

    @Test
    @DisplayName("finishing stores the same bytes as the web and Swift, which read it back")
    void storesTheSharedBytes() throws Exception {
        JSONArray records = FIXTURE.getJSONArray("records");
        assertTrue(records.length() >= 2);
        for (int i = 0; i < records.length(); i++) {
            JSONObject expected = records.getJSONObject(i);
            WalkthroughManifest manifest = manifest(expected.getString("version"));
            MemoryStore storage = new MemoryStore();
            SeenStore store = new SeenStore(storage);
            Outcome outcome = "done".equals(expected.getString("outcome")) ? Outcome.DONE : Outcome.SKIPPED;
            AppVersion appVersion = expected.isNull("appVersion") ? null : AppVersion.parse(expected.getString("appVersion"));
            assertTrue(store.shouldShow(manifest));
            store.markSeen(manifest, outcome, appVersion, Instant.parse(expected.getString("at")).toEpochMilli());
            assertEquals(expected.getString("stored"), storage.get("walkthrough.onboarding.seen"));
            assertFalse(store.shouldShow(manifest));
            assertEquals(appVersion, store.lastSeenVersion(manifest));
            store.reset(manifest);
            assertTrue(store.shouldShow(manifest));
        }
    }

    @Test
    @DisplayName("a record in another key order is read; one that is not a record counts as never seen")
    void readsWhatOthersWrote() throws Exception {
        JSONArray also = FIXTURE.getJSONArray("alsoRead");
        for (int i = 0; i < also.length(); i++) {
            JSONObject written = also.getJSONObject(i);
            MemoryStore storage = new MemoryStore();
            storage.put("walkthrough.onboarding.seen", written.getString("stored"));
            SeenRecord record = new SeenStore(storage).record(manifest(written.getString("version")));
            assertEquals(new SeenRecord(written.getString("version"), Outcome.DONE, "2026-11-29T12:00:00.000Z", written.getString("appVersion")), record);
        }
        JSONArray unreadable = FIXTURE.getJSONArray("unreadable");
        for (int i = 0; i < unreadable.length(); i++) {
            MemoryStore storage = new MemoryStore();
            storage.put("walkthrough.onboarding.seen", unreadable.getString(i));
            SeenStore store = new SeenStore(storage);
            assertNull(store.record(manifest("0123456789ab")), unreadable.getString(i));
            assertTrue(store.shouldShow(manifest("0123456789ab")));
        }
    }

    @Test
    @DisplayName("with reshow on-change a new content version shows again, with never it does not")
    void reshow() throws Exception {
        MemoryStore storage = new MemoryStore();
        SeenStore store = new SeenStore(storage);
        String minimal = Fixtures.read(Fixtures.folder().resolve("manifests").resolve("minimal.json"));
        store.markSeen(WalkthroughManifest.parse(minimal), Outcome.DONE, null);
        assertFalse(store.shouldShow(WalkthroughManifest.parse(minimal)));
        assertTrue(store.shouldShow(WalkthroughManifest.parse(minimal.replace("0123456789ab", "ba9876543210"))));
        assertFalse(store.shouldShow(manifest("ba9876543210")), "reshow never");
    }
}
