package io.github.walkthroughsite.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The shared release scenarios ({@code Tests/Fixtures/scenarios/releases/*.json}), which the Swift tests and the web pager run too. */
class ReleaseScenarioTests {
    private static List<Path> files() {
        return Fixtures.jsonFiles(Fixtures.folder().resolve("scenarios").resolve("releases"));
    }

    @TestFactory
    @DisplayName("the seen store shows exactly each scenario's pages, records what it says, and finishing records the app version")
    Stream<DynamicTest> everyScenario() {
        return files().stream().map(file -> dynamicTest(Fixtures.name(file), () -> run(new JSONObject(Fixtures.read(file)))));
    }

    @Test
    @DisplayName("the scenarios cover every kind, audience and case the design names")
    void coverage() throws JSONException {
        List<String> names = new ArrayList<>();
        Set<WalkthroughManifest.Kind> kinds = EnumSet.noneOf(WalkthroughManifest.Kind.class);
        Set<WalkthroughManifest.Audience> audiences = EnumSet.noneOf(WalkthroughManifest.Audience.class);
        for (Path file : files()) {
            JSONObject scenario = new JSONObject(Fixtures.read(file));
            names.add(Fixtures.name(file));
            kinds.add(manifest(scenario).kind());
            audiences.add(manifest(scenario).audience());
        }
        assertTrue(names.size() >= 15, names.size() + " release scenarios");
        for (String needed : new String[] {"fresh-install", "one-version-skipped", "three-versions-skipped", "patch-release", "downgrade", "empty-selection"}) {
            assertTrue(names.stream().anyMatch(name -> name.contains(needed)), "a scenario for " + needed);
        }
        assertEquals(EnumSet.allOf(WalkthroughManifest.Kind.class), kinds);
        assertEquals(EnumSet.allOf(WalkthroughManifest.Audience.class), audiences);
    }

    private static void run(JSONObject scenario) throws JSONException {
        WalkthroughManifest manifest = manifest(scenario);
        MemoryStore storage = new MemoryStore();
        SeenStore store = new SeenStore(storage);
        JSONObject stored = scenario.optJSONObject("stored");
        if (stored != null) {
            AppVersion seenAt = stored.isNull("appVersion") ? null : AppVersion.parse(stored.getString("appVersion"));
            String version = stored.optBoolean("sameContent", true) ? manifest.version() : "ffffffffffff";
            storage.put(manifest.seen().key(), SeenRecord.of(version, Outcome.DONE, java.time.Instant.parse("2026-01-01T00:00:00Z").toEpochMilli(), seenAt).toJSON());
        }
        AppVersion current = AppVersion.parse(scenario.getString("current"));
        assertNotNull(current);

        SeenStore.Decision decision = store.decide(manifest, "en", current);
        List<Page> pages = decision.pages();
        JSONObject expected = scenario.getJSONObject("expect");
        assertEquals(expected.isNull("notShown") ? null : expected.optString("notShown", null), decision.reasonNotShown(), "why nothing shows");

        JSONObject expect = scenario.getJSONObject("expect");
        List<String> ids = new ArrayList<>();
        for (Page page : pages) {
            ids.add(page.id());
        }
        List<String> expectedIds = new ArrayList<>();
        JSONArray expectedPages = expect.getJSONArray("pages");
        for (int i = 0; i < expectedPages.length(); i++) {
            expectedIds.add(expectedPages.getString(i));
        }
        assertEquals(expectedIds, ids, "the pages shown");
        SeenRecord record = store.record(manifest);
        assertEquals(expect.isNull("stored") ? null : expect.getString("stored"), record == null ? null : record.appVersion(), "the app version stored");
        if (!pages.isEmpty()) {
            for (int i = 0; i < pages.size(); i++) {
                assertEquals(i, pages.get(i).index(), "pages are numbered 0…n−1");
            }
            Pager pager = new Pager(manifest, "en", pages);
            pager.goTo(pager.pageCount() - 1);
            pager.next();
            store.markSeen(manifest, pager.outcome(), current);
            assertEquals(current, store.lastSeenVersion(manifest));
            assertEquals(Collections.emptyList(), store.pagesToShow(manifest, "en", current), "nothing shows again at the same version");
        }
    }

    /** The scenario's walkthrough as a manifest with one locale. */
    private static WalkthroughManifest manifest(JSONObject scenario) throws JSONException {
        List<Page> pages = new ArrayList<>();
        JSONArray released = scenario.getJSONArray("pages");
        for (int i = 0; i < released.length(); i++) {
            JSONObject page = released.getJSONObject(i);
            pages.add(Fixtures.page(i, page.getString("id"), page.isNull("since") ? null : page.getString("since"), null));
        }
        WalkthroughManifest.Kind kind = "whats-new".equals(scenario.getString("kind")) ? WalkthroughManifest.Kind.WHATS_NEW : WalkthroughManifest.Kind.ONBOARDING;
        WalkthroughManifest.Audience audience = WalkthroughManifest.Audience.valueOf(scenario.getString("audience").toUpperCase(Locale.ROOT));
        SeenSettings.Reshow reshow = "on-change".equals(scenario.getString("reshow")) ? SeenSettings.Reshow.ON_CHANGE : SeenSettings.Reshow.NEVER;
        return new WalkthroughManifest(3, "releases", "0123456789ab", kind, audience, Layout.STACKED, "en", Behavior.DEFAULT,
                new SeenSettings("walkthrough.releases.seen", reshow), null, "#5856D6",
                Collections.singletonMap("en", new LocalizedWalkthrough(Direction.LTR, "Releases", Fixtures.LABELS, pages)));
    }
}
