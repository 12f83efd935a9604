package io.github.walkthroughsite.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The shared lifecycle-event scenarios ({@code Tests/Fixtures/scenarios/events}): each step emits these events, to the byte, as the web and Swift emit them. */
class EventScenarioTests {
    @TestFactory
    @DisplayName("each step of each event scenario emits the scenario's events, to the byte")
    Stream<DynamicTest> everyScenario() {
        List<Path> files = Fixtures.jsonFiles(Fixtures.folder().resolve("scenarios").resolve("events"));
        return files.stream().map(file -> dynamicTest(Fixtures.name(file), () -> run(new JSONObject(Fixtures.read(file)))));
    }

    private static void run(JSONObject scenario) throws Exception {
        Pager pager = ScenarioTests.pagerFor(scenario);
        ActionHandlers handlers = ScenarioTests.handlersFor(scenario, new ArrayList<>());
        JSONObject walkthrough = scenario.getJSONObject("walkthrough");
        WalkthroughManifest manifest = LocaleNegotiationTests.manifestIn(List.of("en"), walkthrough.getString("id"), walkthrough.getString("version"));
        String locale = walkthrough.getString("locale");
        JSONArray ids = scenario.getJSONArray("instanceIds");
        long start = Instant.parse(scenario.getJSONObject("clock").getString("start")).toEpochMilli();
        long step = scenario.getJSONObject("clock").getLong("stepMillis");
        long[] now = {start};
        int[] nextId = {0};
        WalkthroughShowing.IdSource idSource = () -> ids.optString(nextId[0]++);
        List<LifecycleEvent> emitted = new ArrayList<>();
        WalkthroughShowing showing = null;
        JSONArray steps = scenario.getJSONArray("steps");
        for (int i = 0; i < steps.length(); i++) {
            JSONObject current = steps.getJSONObject(i);
            String action = current.getString("action");
            now[0] = start + i * step;
            emitted.clear();
            if (action.equals("not-shown")) {
                boolean known = current.optBoolean("manifest", true);
                emitted.add(WalkthroughShowing.notShown(manifest.id(), known ? manifest : null, known ? locale : null, current.getString("reason"),
                        now[0], idSource.newId()));
            } else {
                if (showing == null) {
                    showing = new WalkthroughShowing(manifest, locale, () -> now[0], idSource, emitted::add);
                }
                perform(showing, pager, current, handlers);
            }
            List<String> expected = new ArrayList<>();
            JSONArray emits = current.getJSONArray("emits");
            for (int e = 0; e < emits.length(); e++) {
                expected.add(emits.getString(e).replace("%RUNTIME%", "jvm"));
            }
            List<String> actual = new ArrayList<>();
            for (LifecycleEvent event : emitted) {
                actual.add(event.toJSON());
            }
            assertEquals(expected, actual, "step " + (i + 1) + ": " + action);
        }
    }

    private static void perform(WalkthroughShowing showing, Pager pager, JSONObject step, ActionHandlers handlers) throws JSONException {
        String action = step.getString("action");
        if (action.equals("show")) {
            showing.shown(pager, step.getString("trigger"));
        } else if (action.equals("close")) {
            showing.closed(pager);
        } else {
            if (action.equals("press-action")) {
                showing.actionPressed(pager);
            }
            ScenarioTests.perform(pager, action, handlers);
            showing.moved(pager);
        }
    }
}
