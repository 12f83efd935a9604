"""The language a visitor gets, by the browser's language preference, in Chromium and in WebKit:
every case of Tests/Fixtures/manifests/locale-negotiation.json (ICU's answers, the file Swift, the
JVM and node --test read) through the web rule on the engine's own CLDR data (Intl.Locale's likely
subtags); and, end to end, every third named case and a sample of the app's 72 locales in the
pager (the default locale's page opens the page in the visitor's language) and in embed.js's dialog.

Chromium takes the preference list through DevTools (`acceptLanguage`: `navigator.languages`
holds it as given); WebKit through its own setting, one session per list (webkit_window.py
--languages). The case without a preference has no browser form: a browser always has a language."""
import json
import shutil

import pytest

from conftest import WebDriverWait, chrome, webkit_session
from site_support import ROOT, build

ALL_CASES = [case for case in json.loads((ROOT / "Tests" / "Fixtures" / "manifests" / "locale-negotiation.json").read_text())["cases"]
             if case["preferences"]]
# The readers of the app's 72 locales who also go through the pages: its neighbours and scripts.
SAMPLE_READERS = {"gsw-CH", "nn-NO", "sr-ME", "yue-HK", "zh-MO", "pt-AO", "iw-IL", "uz-Cyrl", "es-MX"}
NAMED = [case for case in ALL_CASES if len(case["locales"]) < 10]
CASES = NAMED[::3] + [case for case in ALL_CASES if len(case["locales"]) > 70 and case["preferences"][0] in SAMPLE_READERS]


def walkthrough_name(locales):
    """The set's locales, or for a long set their count and first locale."""
    return "set-" + ("-".join(locale.lower() for locale in locales) if len(locales) < 10 else f"{len(locales)}-{locales[0].lower()}")


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


@pytest.fixture(scope="module")
def rules_page(served_root):
    """A page that runs the web's locale rule (web/rules) on every case, as the pager's bundle does."""
    shutil.copytree(ROOT / "web" / "rules", served_root / "locale-rules")
    cases = json.dumps([[case["locales"], case["preferences"]] for case in ALL_CASES])
    (served_root / "locale-rules.html").write_text(
        '<!doctype html><meta charset="utf-8"><title>Rules</title><script type="module">'
        "import { negotiateLocale } from './locale-rules/locales.js';"
        f"window.answers = {cases}.map(([locales, preferences]) => negotiateLocale("
        "{ defaultLocale: locales[0], locales: Object.fromEntries(locales.map((tag) => [tag, {}])) }, preferences));"
        "</script>")
    return "/locale-rules.html"


def rule_answers(driver, base_url, rules_page):
    driver.get(base_url + rules_page)
    found = WebDriverWait(driver, 10).until(lambda d: d.execute_script("return window.answers"))
    return [(case["preferences"], case["locales"][:8], case["expect"], answer) for case, answer in zip(ALL_CASES, found) if answer != case["expect"]]


def test_chromium_and_webkit_give_icus_answer_to_every_case_through_their_own_likely_subtags(rules_page, base_url, x_display):
    assert len(ALL_CASES) >= 200 and len(CASES) >= 25
    for start in (chrome, lambda: webkit_session(x_display, [])):
        driver = start()
        try:
            assert rule_answers(driver, base_url, rules_page) == []
        finally:
            driver.quit()
