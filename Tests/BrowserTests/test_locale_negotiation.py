"""The language a visitor gets, by the browser's language preference, in the pager (the default
locale's page opens the page in the visitor's language) and in embed.js's dialog: every case of
Tests/Fixtures/manifests/locale-negotiation.json, the file Swift, the JVM and node --test read, in
Chromium and in WebKit.

Chromium takes the preference list through DevTools (`acceptLanguage`: `navigator.languages`
holds it as given); WebKit through its own setting, one session per list (webkit_window.py
--languages). The case without a preference has no browser form: a browser always has a language."""
import json

import pytest

from conftest import WebDriverWait, chrome, webkit_session
from site_support import ROOT, build

CASES = [case for case in json.loads((ROOT / "Tests" / "Fixtures" / "manifests" / "locale-negotiation.json").read_text())["cases"]
         if case["preferences"]]


def walkthrough_name(locales):
    return "set-" + "-".join(locale.lower() for locale in locales)


@pytest.fixture(scope="module")
def locale_sites(served_root, build_site):
    """One walkthrough per set of locales in the cases, at /locales/NAME/, and a host page for its
    dialog at /locales-NAME.html (without a language of its own, so the visitor's decides)."""
    content = served_root / "_sources" / "locales"
    for locales in {tuple(case["locales"]) for case in CASES}:
        name = walkthrough_name(locales)
        folder = content / name
        folder.mkdir(parents=True)
        (folder / "walkthrough.yml").write_text(f"id: {name}\nlocales: [{', '.join(locales)}]\n")
        for locale in locales:
            suffix = "" if locale == locales[0] else "." + locale
            (folder / f"01-hello{suffix}.md").write_text(f"---\nheading: Hello in {locale}\n---\nA page.\n")
        (served_root / f"locales-{name}.html").write_text(
            f'<!doctype html><html><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,">'
            f'<script src="/locales/embed.js" data-walkthrough="{name}" defer></script></head><body><p>Host</p></body></html>')
    build(build_site, content, served_root / "locales")


def pager_locale(driver, base_url, case):
    """The locale of the page the default locale's page of the case's walkthrough ends on, from its
    address (the folder as the site wrote it; its `lang` is the canonical tag: he for iw)."""
    name = walkthrough_name(case["locales"])
    driver.get(f"{base_url}/locales/{name}/")
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(
        "return document.readyState === 'complete' && document.documentElement.style.visibility !== 'hidden'"
        " && document.querySelector('.walkthrough')?.dataset.currentIndex === '0'"))
    path = driver.execute_script("return location.pathname")
    return path.removeprefix(f"/locales/{name}/").removesuffix("index.html").strip("/") or case["locales"][0]


def dialog_locale(driver, base_url, case):
    """The locale of the page embed.js's dialog shows for the case's walkthrough, from its address."""
    name = walkthrough_name(case["locales"])
    driver.get(f"{base_url}/locales-{name}.html")
    path = WebDriverWait(driver, 5).until(lambda d: d.execute_script("const f = document.querySelector('dialog[open] iframe'); return f && new URL(f.src).pathname"))
    locale = path.removeprefix(f"/locales/{name}/").removesuffix("index.html").strip("/")
    return locale or case["locales"][0]


def answers(driver, base_url, case):
    why = f"{case['preferences']} on {case['locales']}: {case['why']}"
    return [(why, place, found) for place, found in [("pager", pager_locale(driver, base_url, case)), ("embed.js", dialog_locale(driver, base_url, case))]
            if found != case["expect"]]


def test_chromium_opens_every_case_in_the_locale_the_shared_file_names(locale_sites, base_url):
    driver = chrome()
    try:
        wrong = []
        for case in CASES:
            driver.execute_cdp_cmd("Emulation.setUserAgentOverride", {"userAgent": driver.execute_script("return navigator.userAgent"),
                                                                        "acceptLanguage": ",".join(case["preferences"])})
            assert driver.execute_script("return navigator.languages") == [tag.replace("_", "-", 1) for tag in case["preferences"]]
            wrong += answers(driver, base_url, case)
        assert len(CASES) >= 30
        assert wrong == []
    finally:
        driver.quit()


def test_webkit_opens_every_case_in_the_locale_the_shared_file_names(locale_sites, base_url, x_display):
    wrong = []
    for preferences in dict.fromkeys(tuple(case["preferences"]) for case in CASES):
        driver = webkit_session(x_display, ["--languages=" + ",".join(preferences)])
        try:
            assert driver.execute_script("return navigator.languages")[0].lower() == preferences[0].replace("_", "-").lower()
            wrong += [answer for case in CASES if tuple(case["preferences"]) == preferences for answer in answers(driver, base_url, case)]
        finally:
            driver.quit()
    assert wrong == []
