package io.github.walkthroughsite.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The shared pager scenarios ({@code Tests/Fixtures/scenarios/*.json}), which the Swift tests and the web pager run too. */
class ScenarioTests {
    private static List<Path> files() {
        return Fixtures.jsonFiles(Fixtures.folder().resolve("scenarios"));
    }

    @TestFactory
    @DisplayName("the JVM pager reaches every expected state of each scenario file")
    Stream<DynamicTest> everyScenario() {
        return files().stream().map(file -> dynamicTest(Fixtures.name(file), () -> run(new JSONObject(Fixtures.read(file)))));
    }

    @Test
    @DisplayName("the scenarios cover every option, action and action result")
    void coverage() throws JSONException {
        List<JSONObject> scenarios = new ArrayList<>();
        for (Path file : files()) {
            scenarios.add(new JSONObject(Fixtures.read(file)));
        }
        assertTrue(scenarios.size() >= 25, scenarios.size() + " scenarios");
        Set<String> actions = new HashSet<>();
        Set<String> results = new HashSet<>();
        Set<String> restarts = new HashSet<>();
        for (JSONObject scenario : scenarios) {
            restarts.add(String.valueOf(scenario.getJSONObject("options").get("restart")));
            JSONArray steps = scenario.getJSONArray("steps");
            for (int i = 0; i < steps.length(); i++) {
                String action = steps.getJSONObject(i).getString("action");
                actions.add(action.startsWith("go ") ? "go" : action);
                JSONObject expect = steps.getJSONObject(i).getJSONObject("expect");
                if (expect.has("actionResult")) {
                    results.add(expect.getString("actionResult"));
                }
            }
        }
        assertEquals(Set.of("next", "back", "skip", "restart", "swipe-forward", "swipe-back", "go", "press-action"), actions);
        assertEquals(Set.of("handled", "open-url", "performed", "ignored"), results);
        assertEquals(Set.of("true", "false", "always"), restarts);
    }

    /** The pager of {@code scenario}: its pages (with their actions), its options, on its start page. */
    static Pager pagerFor(JSONObject scenario) throws JSONException {
        JSONObject options = scenario.getJSONObject("options");
        Behavior.Restart restart = Behavior.Restart.of(options.get("restart"));
        Behavior behavior = new Behavior(options.getBoolean("wrap"),
                "last-page".equals(options.getString("skip")) ? Behavior.Skip.LAST_PAGE : Behavior.Skip.FINISH, restart,
                options.getBoolean("hideControlsOnLastPage"), Behavior.Orientation.HORIZONTAL, Behavior.Transition.SLIDE, 0);
        JSONObject actions = scenario.optJSONObject("pageActions");
        List<Page> pages = new ArrayList<>();
        for (int i = 0; i < scenario.getInt("pageCount"); i++) {
            JSONObject action = actions == null ? null : actions.optJSONObject(String.valueOf(i));
            pages.add(Fixtures.page(i, "page-" + (i + 1), null, action == null ? null
                    : new PageAction(action.getString("id"), action.getString("label"), action.isNull("url") ? null : action.optString("url", null))));
        }
        return new Pager(behavior, Fixtures.LABELS, pages, scenario.getInt("start"));
    }

    /** The app's handlers of {@code scenario}'s {@code handledByApp} actions, each noting what it got in {@code pressed}. */
    static ActionHandlers handlersFor(JSONObject scenario, List<String> pressed) throws JSONException {
        ActionHandlers handlers = new ActionHandlers();
        JSONArray handled = scenario.optJSONArray("handledByApp");
        for (int i = 0; handled != null && i < handled.length(); i++) {
            handlers.put(handled.getString(i), (action, page) -> pressed.add(action.id() + " on " + page.id()));
        }
        return handlers;
    }

    private static void run(JSONObject scenario) throws JSONException {
        List<String> pressed = new ArrayList<>();
        ActionHandlers handlers = handlersFor(scenario, pressed);
        Pager pager = pagerFor(scenario);
        JSONArray steps = scenario.getJSONArray("steps");
        for (int i = 0; i < steps.length(); i++) {
            String action = steps.getJSONObject(i).getString("action");
            Page shown = pager.page();
            String result = perform(pager, action, handlers);
            assertEquals(expected(steps.getJSONObject(i).getJSONObject("expect")), state(pager, result), "step " + (i + 1) + ": " + action);
            if ("handled".equals(result)) {
                assertEquals(shown.action().id() + " on " + shown.id(), pressed.get(pressed.size() - 1), "the handler got the action and its page");
            }
        }
    }

    /** Performs a step; after {@code press-action}, what it came to. An unknown word fails the scenario. */
    static String perform(Pager pager, String action, ActionHandlers handlers) {
        switch (action) {
            case "next": pager.next(); return null;
            case "back": pager.back(); return null;
            case "skip": pager.skip(); return null;
            case "restart": pager.restart(); return null;
            case "swipe-forward": pager.swipeForward(); return null;
            case "swipe-back": pager.swipeBack(); return null;
            case "press-action":
                return pager.performAction(handlers).type().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
            default:
                if (!action.startsWith("go ")) {
                    throw new AssertionError("unknown scenario action '" + action + "'");
                }
                pager.goTo(Integer.parseInt(action.substring(3)));
                return null;
        }
    }

    private static Map<String, Object> state(Pager pager, String actionResult) {
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("index", pager.index());
        state.put("primaryLabel", pager.primaryLabel().equals(Fixtures.LABELS.done()) ? "done" : "next");
        state.put("skipVisible", pager.isSkipVisible());
        state.put("backVisible", pager.isBackVisible());
        state.put("restartVisible", pager.isRestartVisible());
        state.put("controlsHidden", pager.areControlsHidden());
        state.put("outcome", pager.outcome() == null ? null : pager.outcome().jsonName());
        if (actionResult != null) {
            state.put("actionResult", actionResult);
        }
        return state;
    }

    private static Map<String, Object> expected(JSONObject expect) throws JSONException {
        Map<String, Object> state = new LinkedHashMap<>();
        for (String key : new String[] {"index", "primaryLabel", "skipVisible", "backVisible", "restartVisible", "controlsHidden", "outcome", "actionResult"}) {
            if (key.equals("outcome")) {
                state.put(key, expect.isNull(key) ? null : expect.getString(key));
            } else if (expect.has(key)) {
                state.put(key, expect.get(key));
            }
        }
        return state;
    }
}
