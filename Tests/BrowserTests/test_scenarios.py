"""The shared scenario files, run against the web pager: the same expected states the Swift
Pager reaches (Tests/WalkthroughManifestTests/ScenarioTests.swift)."""
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import open_site, touch_drag, viewport_center, write_site
from site_support import ROOT, build
from test_pager import click, press

SCENARIOS = sorted((ROOT / "Tests" / "Fixtures" / "scenarios").glob("*.json"))


def site_key(scenario):
    options = scenario["options"]
    return "scenario-{}-{}-{}-{}-{}".format(scenario["pageCount"], int(options["wrap"]), options["skip"],
                                            int(options["restart"]), int(options["hideControlsOnLastPage"]))


@pytest.fixture(scope="module")
def scenario_sites(served_root, build_site):
    """One built site per distinct page count and options."""
    built = set()
    for path in SCENARIOS:
        scenario = json.loads(path.read_text())
        key = site_key(scenario)
        if key in built:
            continue
        options = scenario["options"]
        settings = "\n".join([
            f"id: {key}", f"wrap: {str(options['wrap']).lower()}", f"skip: {options['skip']}",
            f"restart: {str(options['restart']).lower()}",
            f"hide_controls_on_last_page: {str(options['hideControlsOnLastPage']).lower()}",
        ])
        pages = [(f"page-{n}", f"Page {n}") for n in range(1, scenario["pageCount"] + 1)]
        content = write_site(served_root / "_sources" / key, settings, pages)
        build(build_site, content, served_root / key)
        built.add(key)
    return served_root


def visible(driver, selector):
    return any(e.is_displayed() for e in driver.find_elements(By.CSS_SELECTOR, selector))


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
        touch_drag(driver, (x - distance / 2, y), (x + distance / 2, y), duration=0.4)
    elif action.startswith("go "):
        target = int(action[3:])
        if 0 <= target < count:
            click(driver, pager.dots()[target])
        else:
            press(driver, Keys.END if target >= count else Keys.HOME)
    else:
        raise AssertionError(f"unknown action {action}")


def state(driver, pager):
    controls_hidden = "are-controls-hidden" in pager.root.get_attribute("class")
    primary = pager.finish_button("done") if controls_hidden else pager.control("next")
    finished = pager.events()
    return {
        "index": pager.index,
        "primaryLabel": "done" if primary.get_attribute("textContent") == "Get Started" else "next",
        "skipVisible": pager.control("skip").is_displayed(),
        "backVisible": pager.control("back").is_displayed(),
        "restartVisible": visible(driver, "[data-action=restart]"),
        "controlsHidden": controls_hidden,
        "outcome": finished[-1][1]["outcome"] if finished else None,
    }


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_the_web_pager_reaches_every_expected_state_of_the_scenario(driver, base_url, scenario_sites, path):
    scenario = json.loads(path.read_text())
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    start = scenario["start"]
    pager = open_site(driver, base_url, f"/{site_key(scenario)}/" + (f"#page-{start + 1}" if start else ""))
    driver.execute_script("""
        window.recorded = [];
        document.addEventListener('walkthrough:finish', (e) => window.recorded.push(['finish', e.detail]));""")
    assert pager.index == start
    for number, step in enumerate(scenario["steps"], start=1):
        perform(driver, pager, step["action"], scenario["pageCount"])
        assert state(driver, pager) == step["expect"], f"step {number}: {step['action']}"


def test_every_scenario_file_is_run():
    assert len(SCENARIOS) >= 25
