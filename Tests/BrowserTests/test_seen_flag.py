"""Finishing, the seen flag and where a visit leads: the classic hasViewedWalkthrough, on the web."""
import json
from datetime import datetime, timezone

from selenium.webdriver.common.by import By

from conftest import WebDriverWait, Pager, open_site
from test_pager import click

THROWING_STORAGE = """
Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
"""
THROWING_COOKIES = """
Object.defineProperty(Document.prototype, 'cookie', {
  get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); },
  set(value) { throw new DOMException('Access is denied for this document.', 'SecurityError'); },
});
"""


def wait_for_url(driver, suffix):
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith(suffix))


def test_get_started_sets_the_flag_dispatches_done_and_continues(driver, base_url):
    pager = open_site(driver, base_url, "/basic/#page-3")
    pager.record_events()
    version = pager.root.get_attribute("data-version")
    click(driver, pager.control("next"))
    wait_for_url(driver, "/after.html")
    flag = pager.seen_flag("walkthrough.basic.seen")
    assert flag["version"] == version and flag["outcome"] == "done"
    assert abs((datetime.now(timezone.utc) - datetime.fromisoformat(flag["at"].replace("Z", "+00:00"))).total_seconds()) < 30
    assert pager.events() == [["finish", {"outcome": "done"}]]


def test_skip_sets_the_flag_as_skipped_and_continues(driver, base_url):
    pager = open_site(driver, base_url, "/basic/")
    pager.record_events()
    click(driver, pager.control("skip"))
    wait_for_url(driver, "/after.html")
    assert pager.seen_flag("walkthrough.basic.seen")["outcome"] == "skipped"
    assert pager.events() == [["finish", {"outcome": "skipped"}]]


def test_a_seen_visitor_goes_straight_to_the_continue_url(driver, base_url):
    pager = open_site(driver, base_url, "/basic/")
    click(driver, pager.control("skip"))
    wait_for_url(driver, "/after.html")
    driver.get(base_url + "/basic/fr/")
    wait_for_url(driver, "/after.html")


def test_without_a_continue_url_finishing_stays_and_a_seen_walkthrough_shows_again_from_page_one(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/#page-3")
    pager.record_events()
    click(driver, pager.control("next"))
    assert pager.events() == [["finish", {"outcome": "done"}]]
    assert pager.seen_flag("walkthrough.nourl.seen")["outcome"] == "done"
    pager = open_site(driver, base_url, "/nourl/")
    assert pager.index == 0 and pager.visible_page() == 0


def test_reset_in_the_address_clears_the_flag_and_shows_the_walkthrough(driver, base_url):
    pager = open_site(driver, base_url, "/basic/")
    click(driver, pager.control("skip"))
    wait_for_url(driver, "/after.html")
    pager = open_site(driver, base_url, "/basic/?walkthrough=reset")
    assert pager.seen_flag("walkthrough.basic.seen") is None
    assert driver.current_url == base_url + "/basic/"


def test_reshow_on_change_shows_again_only_when_the_version_changed(driver, base_url):
    driver.get(base_url + "/blank.html")
    driver.execute_script("localStorage.setItem('walkthrough.onchange.seen', JSON.stringify({version: 'old', outcome: 'done', at: '2026-01-01T00:00:00Z'}))")
    pager = open_site(driver, base_url, "/onchange/")
    assert pager.index == 0
    version = pager.root.get_attribute("data-version")
    driver.execute_script("localStorage.setItem('walkthrough.onchange.seen', JSON.stringify({version: arguments[0], outcome: 'done', at: '2026-01-01T00:00:00Z'}))", version)
    driver.get(base_url + "/onchange/")
    wait_for_url(driver, "/after.html")


def test_reshow_never_ignores_the_version(driver, base_url):
    driver.get(base_url + "/blank.html")
    driver.execute_script("localStorage.setItem('walkthrough.basic.seen', JSON.stringify({version: 'old', outcome: 'done', at: '2026-01-01T00:00:00Z'}))")
    driver.get(base_url + "/basic/")
    wait_for_url(driver, "/after.html")


def test_storage_that_throws_falls_back_to_a_cookie(driver, base_url):
    driver.inject(THROWING_STORAGE)
    pager = open_site(driver, base_url, "/basic/")
    click(driver, pager.control("skip"))
    wait_for_url(driver, "/after.html")
    cookies = {c["name"]: c["value"] for c in driver.get_cookies()}
    [value] = [v for name, v in cookies.items() if name.startswith("walkthrough-seen-")]
    from urllib.parse import unquote
    assert json.loads(unquote(value))["outcome"] == "skipped"
    driver.get(base_url + "/basic/")
    wait_for_url(driver, "/after.html")


def test_storage_and_cookies_that_throw_fall_back_to_memory_and_the_pager_still_works(driver, base_url):
    driver.inject(THROWING_STORAGE)
    driver.inject(THROWING_COOKIES)
    pager = open_site(driver, base_url, "/nourl/")
    driver.execute_script("window.finished = []; document.addEventListener('walkthrough:finish', (e) => finished.push(e.detail))")
    click(driver, pager.control("next"))
    pager.settle(1)
    click(driver, pager.control("skip"))
    assert driver.execute_script("return finished") == [{"outcome": "skipped"}]
    assert pager.index == 1  # no continue_url: the page stays as it was
