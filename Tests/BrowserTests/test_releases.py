"""Releases and actions in the web pager: the shared release scenarios (the same files the Swift
SeenStore runs, Tests/WalkthroughManifestTests/ReleaseScenarioTests.swift), embed.js with
data-app-version, and a page's action button."""
import json

import pytest
from selenium.webdriver.common.by import By

from conftest import Pager, WebDriverWait, open_site, write_site
from site_support import ROOT, build
from test_embed import open_dialog
from test_pager import click

RELEASES = sorted((ROOT / "Tests" / "Fixtures" / "scenarios" / "releases").glob("*.json"))


def release_settings(key, scenario):
    return "\n".join([f"id: {key}", f"kind: {scenario['kind']}", f"audience: {scenario['audience']}",
                      "continue_url: /after.html", "seen:", f"  reshow: {scenario['reshow']}"])


def write_release_site(root, build_site, key, settings, pages, front_matter):
    content = write_site(root / "_sources" / key, settings, pages, front_matter=front_matter)
    build(build_site, content, root / key)


@pytest.fixture(scope="module")
def release_sites(served_root, build_site):
    for path in RELEASES:
        scenario = json.loads(path.read_text())
        key = "release-" + path.stem
        pages = [(page["id"], page["id"]) for page in scenario["pages"]]
        since = {page["id"]: f"since: \"{page['since']}\"\n" for page in scenario["pages"] if page["since"]}
        write_release_site(served_root, build_site, key, release_settings(key, scenario), pages, since)
    # The "done when" site: releases 1.1 to 2.2, an action on the 2.0 page, shown by embed.js.
    pages = [("maps", "Maps"), ("trips", "Trips"), ("widgets", "Widgets"), ("later", "Later")]
    front_matter = {"maps": "since: 1.1\n", "trips": "since: 2.0\naction:\n  id: request-notifications\n  label: Notify me\n",
                    "widgets": "since: 2.1\n", "later": "since: 2.2\n"}
    write_release_site(served_root, build_site, "news", "id: news\nkind: whats-new", pages, front_matter)
    (served_root / "news-host.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>App 2.1</title>'
        '<script src="/news/embed.js" data-walkthrough="news" data-app-version="2.1" defer></script></head>'
        '<body><h1>The app, version 2.1</h1><script src="/host-events.js"></script>'
        "<script>document.addEventListener('walkthrough:action', (e) => hostEvents.push(['action', e.detail]));</script></body></html>")
    return served_root


def stored(driver, key):
    value = driver.execute_script("return localStorage.getItem(arguments[0])", key)
    return json.loads(value) if value else None


def shown_pages(driver):
    return driver.execute_script("return [...document.querySelectorAll('[data-page-index]')].map((p) => p.dataset.pageId)")


@pytest.mark.parametrize("path", RELEASES, ids=[p.stem for p in RELEASES])
def test_the_web_pager_shows_exactly_the_release_scenarios_pages(driver, base_url, release_sites, path):
    scenario = json.loads(path.read_text())
    key = "release-" + path.stem
    seen_key = f"walkthrough.{key}.seen"
    if scenario["stored"] is not None:
        driver.get(base_url + f"/{key}/?preview")  # the walkthrough's own content version, without touching the flag
        version = driver.find_element(By.CSS_SELECTOR, ".walkthrough").get_attribute("data-version")
        record = {"version": version if scenario["stored"].get("sameContent", True) else "ffffffffffff",
                  "outcome": "done", "at": "2026-01-01T00:00:00.000Z"}
        if scenario["stored"]["appVersion"]:
            record["appVersion"] = scenario["stored"]["appVersion"]
        driver.execute_script("localStorage.setItem(arguments[0], JSON.stringify(arguments[1]))", seen_key, record)

    expected = scenario["expect"]
    if not expected["pages"]:
        driver.get(base_url + f"/{key}/?version={scenario['current']}")
        WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("/after.html"))  # nothing to show: on to continue_url
    else:
        pager = open_site(driver, base_url, f"/{key}/?version={scenario['current']}")
        assert shown_pages(driver) == expected["pages"]
        assert len(pager.dots()) == len(expected["pages"])
        labels = [dot.get_attribute("aria-label") for dot in pager.dots()]
        assert labels == [f"Page {n} of {len(labels)}" for n in range(1, len(labels) + 1)]
    assert (stored(driver, seen_key) or {}).get("appVersion") == expected["stored"]
    if expected["pages"]:
        click(driver, pager.control("skip") if len(expected["pages"]) > 1 else pager.control("next"))
        WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("/after.html"))
        assert stored(driver, seen_key)["appVersion"] == scenario["current"]


def test_every_release_scenario_file_is_run():
    assert len(RELEASES) >= 15


def test_embed_shows_the_releases_since_the_last_seen_version_and_an_action_fires_its_event(driver, base_url, release_sites):
    driver.execute_script("localStorage.setItem('walkthrough.news.seen', JSON.stringify({version: 'ffffffffffff', outcome: 'done', at: '2026-01-01T00:00:00.000Z', appVersion: '1.0'}))")
    driver.get(base_url + "/news-host.html")
    frame = open_dialog(driver).find_element(By.TAG_NAME, "iframe")
    assert "version=2.1" in frame.get_attribute("src")
    driver.switch_to.frame(frame)
    assert shown_pages(driver) == ["maps", "trips", "widgets"]  # since 1.1 up to 2.1; not 2.2
    click(driver, driver.find_element(By.CSS_SELECTOR, ".walkthrough-controls [data-action=next]"))
    Pager(driver).settle(1)
    button = driver.find_element(By.CSS_SELECTOR, ".is-current [data-action=page-action]")
    assert button.is_displayed() and button.text == "Notify me"
    driver.execute_script("window.inFrame = []; document.addEventListener('walkthrough:action', (e) => inFrame.push(e.detail))")
    click(driver, button)
    assert driver.execute_script("return inFrame") == [{"id": "request-notifications", "page": "trips", "url": None}]
    driver.switch_to.default_content()
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return hostEvents.some((e) => e[0] === 'action')"))
    action = driver.execute_script("return hostEvents.find((e) => e[0] === 'action')[1]")
    assert action == {"walkthrough": "news", "id": "request-notifications", "page": "trips", "url": None}


def test_a_fresh_install_of_a_whats_new_for_upgrading_users_shows_nothing_and_records_the_version(driver, base_url, release_sites):
    driver.get(base_url + "/news-host.html")
    WebDriverWait(driver, 5).until(lambda d: stored(d, "walkthrough.news.seen") is not None)
    assert stored(driver, "walkthrough.news.seen")["appVersion"] == "2.1"
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.querySelectorAll('dialog, iframe').length === 0"))
    assert driver.execute_script("return document.querySelector('dialog[open]')") is None


def test_without_an_app_version_every_page_shows_by_the_seen_flag_alone(driver, base_url, release_sites):
    pager = open_site(driver, base_url, "/news/")
    assert shown_pages(driver) == ["maps", "trips", "widgets", "later"]
    assert len(pager.dots()) == 4


def test_nothing_to_show_without_a_continue_url_shows_the_released_pages_not_later_ones(driver, base_url, release_sites):
    open_site(driver, base_url, "/news/?version=2.1")  # a fresh install for upgrading users: nothing selected
    assert stored(driver, "walkthrough.news.seen")["appVersion"] == "2.1"
    assert shown_pages(driver) == ["maps", "trips", "widgets"]  # asked for by address; 2.2 is not out yet


SEEN_RECORDS = json.loads((ROOT / "Tests" / "Fixtures" / "manifests" / "seen-records.json").read_text())


def in_shared_form(raw):
    """The shared record of `seen-records.json` in the form of `raw`'s values: the bytes the Swift
    and JVM SeenStore write for them."""
    values = json.loads(raw)
    form = next(r for r in SEEN_RECORDS["records"] if (r["appVersion"] is None) == ("appVersion" not in values))
    text = form["stored"]
    for key in ("version", "outcome", "at", "appVersion"):
        if form[key] is not None:
            text = text.replace(f'"{form[key]}"', json.dumps(values[key]))
    return text


def test_the_seen_record_has_the_bytes_the_swift_and_jvm_libraries_write(driver, base_url, release_sites):
    open_site(driver, base_url, "/news/?version=2.1")  # records 2.1 as skipped: nothing is new to a fresh install
    raw = driver.execute_script("return localStorage.getItem('walkthrough.news.seen')")
    assert raw == in_shared_form(raw) and raw.startswith('{"appVersion":"2.1","at":"')
    pager = open_site(driver, base_url, "/basic/")
    click(driver, pager.control("skip"))
    WebDriverWait(driver, 5).until(lambda d: "after" in d.current_url)
    raw = driver.execute_script("return localStorage.getItem('walkthrough.basic.seen')")
    assert raw == in_shared_form(raw) and raw.startswith('{"at":"')
