"""The shared scenario files, run against the web pager in Chromium and in WebKit: the same
expected states the Swift Pager reaches (Tests/WalkthroughManifestTests/ScenarioTests.swift). A
swipe is a finger in Chromium and a mouse drag in WebKit, whose driver sends no touch events."""
import json
import pkgutil

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import THREE, WebDriverWait, open_site, swipe, viewport_center, write_site
from site_support import ROOT, build
from test_pager import click, press

SCENARIOS = sorted((ROOT / "Tests" / "Fixtures" / "scenarios").glob("*.json"))


def site_key(scenario, path):
    if scenario.get("pageActions"):
        return "scenario-" + path.stem  # a site of its own, with its pages' actions
    options = scenario["options"]
    return "scenario-{}-{}-{}-{}-{}".format(scenario["pageCount"], int(options["wrap"]), options["skip"],
                                            restart_setting(options), int(options["hideControlsOnLastPage"]))


def restart_setting(options):
    """walkthrough.yml's restart: true, false or always."""
    return str(options["restart"]).lower()


@pytest.fixture(scope="module")
def scenario_sites(served_root, build_site):
    """One built site per distinct page count and options."""
    built = set()
    for path in SCENARIOS:
        scenario = json.loads(path.read_text())
        key = site_key(scenario, path)
        if key in built:
            continue
        options = scenario["options"]
        settings = "\n".join([
            f"id: {key}", f"wrap: {str(options['wrap']).lower()}", f"skip: {options['skip']}",
            f"restart: {restart_setting(options)}",
            f"hide_controls_on_last_page: {str(options['hideControlsOnLastPage']).lower()}",
        ])
        pages = [(f"page-{n}", f"Page {n}") for n in range(1, scenario["pageCount"] + 1)]
        actions = {f"page-{int(index) + 1}": action_front_matter(action) for index, action in scenario.get("pageActions", {}).items()}
        content = write_site(served_root / "_sources" / key, settings, pages, front_matter=actions)
        build(build_site, content, served_root / key)
        built.add(key)
    return served_root


def action_front_matter(action):
    lines = [f"  id: {action['id']}", f"  label: {action['label']}"] + ([f"  url: \"{action['url']}\""] if action.get("url") else [])
    return "action:\n" + "\n".join(lines) + "\n"


def press_action(driver, pager):
    """The shown page's action button; what it came to, as the Swift Pager says it."""
    buttons = pager.page(pager.index).find_elements(By.CSS_SELECTOR, "[data-action=page-action]")
    if not buttons:
        return "ignored"
    before = len(driver.execute_script("return window.actions"))
    click(driver, buttons[0])
    events = driver.execute_script("return window.actions")
    assert len(events) == before + 1, "one walkthrough:action event"
    event = events[-1]
    assert event["id"] == buttons[0].get_attribute("data-action-id")
    if event["cancelled"]:
        return "handled"
    if event["id"] == "open-url":
        assert driver.execute_script("return location.href") == event["url"], "navigated to the action's url"
        return "open-url"
    return "performed" if event["id"] in ("next", "finish") else "ignored"


def perform(driver, pager, action, count):
    controls_hidden = "are-controls-hidden" in pager.root.get_attribute("class")
    if action == "next":
        click(driver, pager.finish_button("done") if controls_hidden else pager.control("next"))
    elif action == "back":
        press(driver, Keys.ARROW_LEFT)  # the back key follows the same rule as the Back button
    elif action == "skip":
        if pager.control("skip").is_displayed():
            click(driver, pager.control("skip"))
    elif action == "restart":
        for button in driver.find_elements(By.CSS_SELECTOR, "[data-action=restart]"):
            if button.is_displayed():
                click(driver, button)
                break
    elif action in ("swipe-forward", "swipe-back"):
        x, y, width, _ = viewport_center(driver)
        distance = width * 0.3 if action == "swipe-back" else -width * 0.3
        swipe(driver, (x - distance / 2, y), (x + distance / 2, y), duration=0.4)
    elif action.startswith("go "):
        target = int(action[3:])
        if 0 <= target < count and pager.dots()[target].is_displayed():
            click(driver, pager.dots()[target])
        elif 0 <= target < count:  # too many dots for the screen: the bar shows "2 / 12", and the address still jumps
            driver.execute_script("location.hash = '#page-' + arguments[0]", target + 1)
            WebDriverWait(driver, 3).until(lambda d: pager.index == target)
        else:
            press(driver, Keys.END if target >= count else Keys.HOME)
    else:
        raise AssertionError(f"unknown action {action}")


# What the pager shows, read in one script: Selenium's own visibility rule (what `is_displayed`
# runs) for each control, rather than a round trip to the browser per control.
STATE = """
    const isDisplayed = (%s);
    const root = document.querySelector('.walkthrough');
    const controlsHidden = root.classList.contains('are-controls-hidden');
    const control = (action) => document.querySelector('.walkthrough-controls [data-action=' + action + ']');
    const primary = controlsHidden ? document.querySelector('.walkthrough-finish [data-action=done]') : control('next');
    const finished = window.recorded || JSON.parse(sessionStorage.getItem('recorded') || '[]');
    return {
      index: Number(root.dataset.currentIndex),
      primaryLabel: primary.textContent === 'Get Started' ? 'done' : 'next',
      skipVisible: isDisplayed(control('skip')),
      backVisible: isDisplayed(control('back')),
      restartVisible: [...document.querySelectorAll('[data-action=restart]')].some((button) => isDisplayed(button)),
      controlsHidden,
      outcome: finished.length ? finished[finished.length - 1][1].outcome : null,
    };""" % pkgutil.get_data("selenium.webdriver.remote", "isDisplayed.js").decode()


def state(driver, action_result=None):
    return {**driver.execute_script(STATE), **({"actionResult": action_result} if action_result else {})}


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_the_web_pager_reaches_every_expected_state_of_the_scenario(screen, base_url, scenario_sites, path):
    scenario = json.loads(path.read_text())
    driver = screen(reduced_motion=True)
    start = scenario["start"]
    pager = open_site(driver, base_url, f"/{site_key(scenario, path)}/" + (f"#page-{start + 1}" if start else ""))
    driver.execute_script("""
        const handled = arguments[0];
        window.recorded = [];
        window.actions = [];
        document.addEventListener('walkthrough:finish', (e) => window.recorded.push(['finish', e.detail]));
        document.addEventListener('walkthrough:action', (e) => {
          // The app's handlers: a listener that cancels the event of the ids it handles.
          if (handled.includes(e.detail.id)) e.preventDefault();
          window.actions.push({...e.detail, cancelled: e.defaultPrevented});
        });""", scenario.get("handledByApp", []))
    assert pager.index == start
    for number, step in enumerate(scenario["steps"], start=1):
        result = press_action(driver, pager) if step["action"] == "press-action" else None
        if result is None:
            perform(driver, pager, step["action"], scenario["pageCount"])
        assert state(driver, result) == step["expect"], f"step {number}: {step['action']}"


def test_a_swipe_is_a_finger_in_chromium_and_a_mouse_drag_in_webkit_whose_driver_sends_no_touch_events(screen, base_url):
    driver = screen(reduced_motion=True)
    pager = open_site(driver, base_url, "/nourl/")
    driver.execute_script("window.kinds = []; addEventListener('pointerdown', (e) => kinds.push(e.pointerType), true)")
    x, y, width, _ = viewport_center(driver)
    swipe(driver, (x + width * 0.2, y), (x - width * 0.2, y), duration=0.4)
    pager.settle(1)
    assert driver.execute_script("return window.kinds") == ["mouse" if driver.engine == "webkit" else "touch"]


def test_every_scenario_file_is_run():
    assert len(SCENARIOS) >= 25
    assert sum(1 for path in SCENARIOS if json.loads(path.read_text()).get("pageActions")) >= 5


@pytest.fixture(scope="module")
def action_sites(served_root, build_site):
    """A page's action as each walkthrough can have one: a page of a walkthrough in two languages
    (its translation's label too), and a release page of a what's new, the last it shows, whose
    controls give way to the page's own buttons."""
    translated = {"second": 'action:\n  id: open-url\n  label: Read more\n  url: "/blank.html"\n'}
    build(build_site, write_site(served_root / "_sources" / "action-languages", "id: action-languages", THREE, locales=("en", "fr"),
                                 front_matter=translated), served_root / "action-languages")
    releases = {"first": "since: 1.0\n", "second": "since: 2.0\naction:\n  id: share-trip\n  label: Share\n", "third": "since: 3.0\n"}
    settings = "id: action-release\nkind: whats-new\naudience: everyone\nhide_controls_on_last_page: true\nactions: [share-trip]"
    build(build_site, write_site(served_root / "_sources" / "action-release", settings, THREE, front_matter=releases), served_root / "action-release")
    return served_root


@pytest.mark.parametrize("path, action, page", [
    ("/action-languages/", "open-url", "second"), ("/action-languages/fr/", "open-url", "second"),
    ("/action-release/?version=2.0", "share-trip", "second"),
], ids=["default-locale", "translation", "release-page"])
def test_a_page_action_reaches_a_listener_on_the_document_in_every_way_it_is_written(screen, base_url, action_sites, path, action, page):
    driver = screen(reduced_motion=True)
    pager = open_site(driver, base_url, path)
    driver.execute_script("""
        window.actions = [];
        document.addEventListener('walkthrough:action', (e) => { e.preventDefault(); window.actions.push(e.detail); });""")
    click(driver, pager.control("next"))
    pager.settle(1)
    buttons = [button for button in driver.find_elements(By.CSS_SELECTOR, ".walkthrough-action") if button.is_displayed()]
    assert len(buttons) == 1, "the page's action button shows"
    click(driver, buttons[0])
    url = base_url + "/blank.html" if action == "open-url" else None
    assert driver.execute_script("return window.actions") == [{"id": action, "page": page, "url": url}]
    assert driver.execute_script("return location.pathname") == path.split("?")[0], "a cancelled action is the app's: no navigation"


def test_an_open_url_action_no_listener_cancels_is_followed(screen, base_url, action_sites):
    driver = screen(reduced_motion=True)
    pager = open_site(driver, base_url, "/action-languages/#page-2")
    pager.settle(1)
    click(driver, driver.find_element(By.CSS_SELECTOR, ".walkthrough-page.is-current .walkthrough-action"))
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return location.pathname") == "/blank.html")
