"""The pager's lifecycle events in Chromium and WebKit: the shared event scenarios
(Tests/Fixtures/scenarios/events, which Swift, the JVM and node --test run too) through the real
pager of walkthroughs without `analytics:` (every walkthrough dispatches them), with a scripted
clock and ids passed in as parts; the analytics setting's data layer and
endpoint (a loopback collector that receives each event of a real session exactly once, also when
the tab is closed mid-walkthrough); embed.js passing its dialog's events to the host page."""
import http.server
import json
import threading
import time
from datetime import datetime

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait, open_site, write_site, THREE
from site_support import ROOT, build
from test_pager import click
from test_scenarios import action_front_matter, perform, press_action, restart_setting

EVENT_SCENARIOS = sorted((ROOT / "Tests" / "Fixtures" / "scenarios" / "events").glob("*.json"))
# What a walkthrough not shown emits is decided as the page starts, which then leaves for
# continue_url: the collector receives it (test_the_not_shown_scenario_through_a_page).
PAGER_SCENARIOS = [path for path in EVENT_SCENARIOS if all(step["action"] != "not-shown" for step in json.loads(path.read_text())["steps"])]

RECORD_EVENTS = """
window.recordedEvents = [];
document.addEventListener('walkthrough:event', (e) => window.recordedEvents.push(JSON.stringify(e.detail)));"""
# The app's action handlers: a listener that cancels the walkthrough:action of the ids it handles.
HANDLE_ACTIONS = """
window.actions = [];
document.addEventListener('walkthrough:action', (e) => {
  if (arguments[0].includes(e.detail.id)) e.preventDefault();
  window.actions.push({...e.detail, cancelled: e.defaultPrevented});
});"""


def site_name(path):
    return "events-" + path.stem


@pytest.fixture(scope="module")
def event_sites(served_root, build_site):
    """A site per event scenario, with its options and its pages' actions, and no analytics: the
    delivery is optional, the events are not."""
    for path in PAGER_SCENARIOS:
        scenario = json.loads(path.read_text())
        options = scenario["options"]
        settings = "\n".join([f"id: {site_name(path)}", f"wrap: {str(options['wrap']).lower()}", f"skip: {options['skip']}",
                              f"restart: {restart_setting(options)}", f"hide_controls_on_last_page: {str(options['hideControlsOnLastPage']).lower()}"])
        pages = [(f"page-{n}", f"Page {n}") for n in range(1, scenario["pageCount"] + 1)]
        actions = {f"page-{int(index) + 1}": action_front_matter(action) for index, action in scenario.get("pageActions", {}).items()}
        build(build_site, write_site(served_root / "_sources" / site_name(path), settings, pages, front_matter=actions), served_root / site_name(path))
    return served_root


def scripted_time(text):
    return int(datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp() * 1000)


@pytest.mark.parametrize("path", PAGER_SCENARIOS, ids=[p.stem for p in PAGER_SCENARIOS])
def test_the_pager_emits_each_step_s_events_to_the_byte(screen, base_url, event_sites, path):
    scenario = json.loads(path.read_text())
    driver = screen(reduced_motion=True)
    start, step_millis = scripted_time(scenario["clock"]["start"]), scenario["clock"]["stepMillis"]
    assert scenario["steps"][0]["action"] == "show"
    pager = open_site(driver, base_url, f"/{site_name(path)}/?trigger={scenario['steps'][0]['trigger']}")
    driver.execute_script("localStorage.clear()")
    # The pager and its events again, on the scenario's clock and ids: what they emit from the start on is recorded.
    driver.execute_script(RECORD_EVENTS + """
        const [now, ids] = arguments;
        window.scriptedNow = now;
        window.scriptedIds = ids;
        walkthroughPager.destroy();
        const parts = { ...walkthroughPager.parts, now: () => new Date(window.scriptedNow), newId: () => window.scriptedIds.shift() };
        window.scripted = walkthroughPager.mount(document.querySelector('.walkthrough'), parts);""",
                          start, scenario["instanceIds"])
    driver.execute_script(HANDLE_ACTIONS, scenario.get("handledByApp", []))
    site = {"walkthrough_id": site_name(path), "manifest_version": pager.root.get_attribute("data-version"), "locale": "en"}
    for number, step in enumerate(scenario["steps"]):
        if number > 0:  # the first step's events come from the start the mount began, on its clock
            driver.execute_script("window.scriptedNow = arguments[0]; window.recordedEvents.length = 0", start + number * step_millis)
        if step["action"] == "close":
            driver.execute_script("window.scripted.close()")
        elif step["action"] == "press-action":
            press_action(driver, pager)
        elif step["action"] != "show":
            perform(driver, pager, step["action"], scenario["pageCount"])
        expected = [as_site(line, site) for line in step["emits"]]
        recorded = wait_for_events(driver, len(expected))
        assert recorded == expected, f"step {number + 1}: {step['action']}"


def as_site(line, site):
    """A scenario's event line as this site's page emits it: its walkthrough, version and locale (and
    whatever else `site` gives), on the web."""
    return json.dumps({**json.loads(line), **site, "runtime": "web"}, ensure_ascii=False, separators=(",", ":"))


def wait_for_events(driver, count):
    """The events recorded once `count` have come. The pager emits a move's events as it makes the
    move, in the input's own task, so a step that emits none has emitted none once it is done."""
    WebDriverWait(driver, 3).until(lambda d: len(d.execute_script("return window.recordedEvents")) >= count)
    return driver.execute_script("return window.recordedEvents")


class Collector:
    """A loopback endpoint for the pager's beacons: each POST's JSON array, in order."""

    def __init__(self):
        self.batches = []
        self.lock = threading.Lock()
        collector = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                with collector.lock:
                    collector.batches.append(json.loads(body))
                self.send_response(204)
                self.send_header("Access-Control-Allow-Origin", "*")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_port}/events"

    def events(self):
        with self.lock:
            return [event for batch in self.batches for event in batch]

    def wait_for(self, count, timeout=5):
        deadline = time.time() + timeout
        while time.time() < deadline and len(self.events()) < count:
            time.sleep(0.05)
        return self.events()


@pytest.fixture(scope="module")
def plain_site(served_root, build_site):
    """A walkthrough without `analytics:`."""
    build(build_site, write_site(served_root / "_sources" / "no-analytics", "id: no-analytics", THREE), served_root / "no-analytics")
    return "/no-analytics/"


def test_a_walkthrough_without_analytics_dispatches_its_lifecycle_events_to_a_listener_on_the_document(driver, base_url, plain_site):
    driver.inject(RECORD_EVENTS)  # before the page's scripts, as an app's own script would be
    pager = open_site(driver, base_url, plain_site)
    click(driver, pager.control("next"))
    pager.settle(1)
    click(driver, pager.control("skip"))
    events = [json.loads(line) for line in wait_for_events(driver, 4)]
    assert names(events) == [("walkthrough_shown", None), ("page_viewed", 0), ("page_viewed", 1), ("walkthrough_dismissed", "skip")]
    assert {event["walkthrough_id"] for event in events} == {"no-analytics"} and len({event["instance_id"] for event in events}) == 1
    assert not driver.find_elements(By.CSS_SELECTOR, "script[src*=walkthrough-analytics]"), "the delivery is not linked"


@pytest.fixture(scope="module")
def collector():
    collector = Collector()
    yield collector
    collector.server.shutdown()


@pytest.fixture(scope="module")
def analytics_site(served_root, build_site, collector):
    settings = f"id: analytics\ncontinue_url: /after.html\nanalytics:\n  data_layer: true\n  endpoint: {collector.url}"
    build(build_site, write_site(served_root / "_sources" / "analytics", settings, THREE), served_root / "analytics")
    return "/analytics/"


def names(events):
    return [(event["name"], event["reason"] if "reason" in event else event.get("page_index")) for event in events]


def test_the_collector_gets_each_event_of_a_session_once_and_the_data_layer_holds_them(screen, base_url, analytics_site, collector):
    driver = screen(reduced_motion=True)
    driver.get(base_url + "/blank.html")
    driver.execute_script("localStorage.clear()")
    collector.batches.clear()
    pager = open_site(driver, base_url, analytics_site)
    click(driver, pager.control("next"))
    pager.settle(1)
    click(driver, pager.control("skip"))
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("/after.html"))
    expected = [("walkthrough_shown", None), ("page_viewed", 0), ("page_viewed", 1), ("walkthrough_dismissed", "skip")]
    assert names(collector.wait_for(4)) == expected
    events = collector.events()
    assert len({event["instance_id"] for event in events}) == 1 and events[0]["trigger"] == "link"
    assert all(event["runtime"] == "web" and event["walkthrough_id"] == "analytics" for event in events)
    # Seen now: the next visit goes on to continue_url, and says why it showed nothing.
    driver.get(base_url + analytics_site)
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("/after.html"))
    assert names(collector.wait_for(5)[4:]) == [("walkthrough_not_shown", "seen")]
    time.sleep(0.3)
    assert len(collector.events()) == 5, "each event once"


# How a page comes to each not-shown step's reason: a what's new for upgrading users, opened by a
# fresh install at 2.0 (audience), then again at 2.0 (nothing released since). A page the build wrote
# cannot hold an invalid manifest (the build refuses one): that step runs in node, Swift and the JVM.
NOT_SHOWN_VISITS = {"audience": "?version=2.0", "no-release-pages": "?version=2.0"}


@pytest.fixture(scope="module")
def not_shown_site(served_root, build_site, collector):
    settings = f"id: not-shown\nkind: whats-new\naudience: upgrading\ncontinue_url: /after.html\nanalytics:\n  endpoint: {collector.url}"
    since = {"first": "since: \"1.0\"\n", "second": "since: \"2.0\"\n", "third": "since: \"2.0\"\n"}
    build(build_site, write_site(served_root / "_sources" / "not-shown", settings, THREE, front_matter=since), served_root / "not-shown")
    return "/not-shown/"


def test_the_not_shown_scenario_through_a_page(screen, base_url, not_shown_site, collector):
    scenario = json.loads((ROOT / "Tests" / "Fixtures" / "scenarios" / "events" / "not-shown.json").read_text())
    steps = [step for step in scenario["steps"] if step["reason"] in NOT_SHOWN_VISITS]
    assert [step["reason"] for step in steps] == list(NOT_SHOWN_VISITS), "every visit is a step of the scenario"
    driver = screen(reduced_motion=True)
    driver.get(base_url + "/blank.html")
    driver.execute_script("localStorage.clear()")
    driver.get(base_url + not_shown_site + "?preview")  # its content version, without touching the seen record
    version = driver.find_element(By.CSS_SELECTOR, ".walkthrough").get_attribute("data-version")
    site = {"walkthrough_id": "not-shown", "manifest_version": version, "locale": "en"}
    collector.batches.clear()
    for number, step in enumerate(steps):
        driver.get(base_url + not_shown_site + NOT_SHOWN_VISITS[step["reason"]])
        WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("/after.html"))
        received = collector.wait_for(number + 1)[number]
        assert datetime.fromisoformat(received["at"].replace("Z", "+00:00")) and received["instance_id"]
        expected = [as_site(line, site | {"instance_id": received["instance_id"], "at": received["at"]}) for line in step["emits"]]
        assert [json.dumps(received, ensure_ascii=False, separators=(",", ":"))] == expected, step["reason"]
    time.sleep(0.3)
    assert len(collector.events()) == len(steps), "each event once"


def test_a_tab_closed_mid_walkthrough_still_delivers_what_it_emitted_without_an_end(screen, base_url, analytics_site, collector):
    driver = screen(reduced_motion=True)
    collector.batches.clear()
    pager = open_site(driver, base_url, analytics_site + "?walkthrough=reset")
    click(driver, pager.control("next"))
    pager.settle(1)
    layer = driver.execute_script("return window.dataLayer.map((entry) => [entry.event, entry.walkthrough.name])")
    assert layer == [["walkthrough_shown", "walkthrough_shown"], ["page_viewed", "page_viewed"], ["page_viewed", "page_viewed"]]
    assert collector.events() == [], "batched until the showing ends or the page is hidden"
    driver.get(base_url + "/blank.html")  # the tab leaves: pagehide
    assert names(collector.wait_for(3)) == [("walkthrough_shown", None), ("page_viewed", 0), ("page_viewed", 1)]
    time.sleep(0.3)
    assert len(collector.events()) == 3


def test_the_setting_links_its_script_and_opens_connect_src_to_the_endpoint_only(served_root, analytics_site, collector):
    html = (served_root / "nourl" / "index.html").read_text()
    assert "walkthrough-analytics" not in html and "connect-src" not in html, "without the setting nothing is linked or sent"
    analytics = (served_root / "analytics" / "index.html").read_text()
    assert f"connect-src &#39;self&#39; http://127.0.0.1:{collector.server.server_port}\"" in analytics
    assert f'data-data-layer data-endpoint="{collector.url}"' in analytics
    assert analytics.index("walkthrough-analytics.") < analytics.index('<script src="assets/walkthrough.'), "before the pager, to hear its first event"


def test_embed_js_passes_its_dialog_s_events_to_the_host_page_closed_with_escape(screen, base_url):
    """The basic fixture site has no `analytics:`: the events are every walkthrough's."""
    driver = screen()
    driver.get(base_url + "/host.html")  # its host-events.js records them from the start (conftest.HOST_EVENTS)
    WebDriverWait(driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, "dialog[open]"))
    WebDriverWait(driver, 5).until(lambda d: len(d.execute_script("return window.hostLifecycle")) >= 2)
    if driver.engine == "webkit":  # WebKit's driver sends no Escape to a modal dialog: the cancel event Escape fires
        driver.execute_script("document.querySelector('dialog').dispatchEvent(new Event('cancel', { cancelable: true }))")
    else:
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    WebDriverWait(driver, 5).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog"))
    events = [json.loads(line) for line in driver.execute_script("return window.hostLifecycle")]
    assert names(events) == [("walkthrough_shown", None), ("page_viewed", 0), ("walkthrough_dismissed", "close")]
    assert events[0]["trigger"] == "first-launch" and events[0]["walkthrough_id"] == "basic"
    # Seen now: the dialog opens no more, and the host page hears why, as the pager would say it.
    driver.get(base_url + "/host.html")
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return window.hostLifecycle.length"))
    assert not driver.find_elements(By.CSS_SELECTOR, "dialog"), "embed.js decided, and said why, as its script ran"
    [not_shown] = [json.loads(line) for line in driver.execute_script("return window.hostLifecycle")]
    assert names([not_shown]) == [("walkthrough_not_shown", "seen")]
    assert list(not_shown) == ["schema", "name", "walkthrough_id", "manifest_version", "locale", "runtime", "instance_id", "at", "reason"]
    assert (not_shown["walkthrough_id"], not_shown["manifest_version"], not_shown["locale"]) == ("basic", events[0]["manifest_version"], "en")
    assert not_shown["instance_id"] != events[0]["instance_id"]
