"""Browser test fixtures: fixture sites built by the real build-site, served on 127.0.0.1, and
the browsers that show them through Selenium: headless Chromium on a phone-sized, touch-enabled
viewport (`driver`), and, for the tests that run in every engine, Chromium or WebKitGTK on a
screen of the size a test asks for (`screen`)."""
import contextlib
import functools
import http.server
import json
import os
import shutil
import subprocess
import tempfile
import threading
import time
import warnings
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.webkitgtk.service import Service as WebKitService
from selenium.webdriver.common.by import By
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.support import ui

from many_locales import write_many_locales_site
from site_support import ROOT, build, once_per_run

PHONE = (390, 844)


class WebDriverWait(ui.WebDriverWait):
    """Selenium's wait, checking every 20 ms instead of every 500 ms: a page that settles after
    a 300 ms transition is seen then, not at the next half second. The timeouts are unchanged. A
    check that meets an element of a page being replaced (a reload) is tried again, as one that
    finds no element is."""

    def __init__(self, driver, timeout, poll_frequency=0.02, ignored_exceptions=(StaleElementReferenceException,)):
        super().__init__(driver, timeout, poll_frequency=poll_frequency, ignored_exceptions=ignored_exceptions)


SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200"><rect width="300" height="200" fill="#ccc"/></svg>'


def write_site(folder, settings, pages, locales=("en",), extra=None, front_matter=None):
    """A content folder: walkthrough.yml with `settings`, one page per (id, heading) in every locale;
    `extra` gives pages' bodies and `front_matter` more front matter lines, by page id."""
    content = folder / "content"
    (content / "images").mkdir(parents=True)
    (content / "images" / "picture.svg").write_text(SVG)
    yaml = settings + "\nlocales: [" + ", ".join(locales) + "]\n"
    (content / "walkthrough.yml").write_text(yaml)
    for number, (page_id, heading) in enumerate(pages, start=1):
        for locale in locales:
            suffix = "" if locale == locales[0] else "." + locale
            body = (extra or {}).get(page_id, f"Body of {page_id}. [A link](https://example.com/{page_id}).")
            image = "image: images/picture.svg\nalt: A grey picture\n" if number == 1 else ""
            more = (front_matter or {}).get(page_id, "")
            text = f"---\nheading: {heading} {locale}\nsubheading: About {page_id}\n{image}{more}---\n{body}\n"
            (content / f"{number:02d}-{page_id}{suffix}.md").write_text(text)
    return content


THREE = [("first", "First"), ("second", "Second"), ("third", "Third")]
LONG_BODY = "\n\n".join(f"Paragraph {n} of a long page that scrolls inside itself." for n in range(60))

# Each fixture site is a separate build, served under /<name>/; ids keep their seen keys apart.
SITES = {
    "basic": dict(settings="id: basic\ncontinue_url: /after.html", pages=THREE, locales=("en", "fr")),
    "nourl": dict(settings="id: nourl", pages=THREE),
    "wrap": dict(settings="id: wrap\nwrap: true", pages=THREE),
    "lastpage": dict(settings="id: lastpage\nskip: last-page\nrestart: true\nhide_controls_on_last_page: true\ncontinue_url: /after.html", pages=THREE),
    "vertical": dict(settings="id: vertical\norientation: vertical", pages=THREE),
    "fade": dict(settings="id: fade\ntransition: fade", pages=THREE),
    "spacing": dict(settings="id: spacing\npage_spacing: 24", pages=THREE),
    "rtl": dict(settings="id: rtl", pages=THREE, locales=("ar",)),
    "onchange": dict(settings="id: onchange\ncontinue_url: /after.html\nseen:\n  reshow: on-change", pages=THREE),
    "long": dict(settings="id: long", pages=THREE, extra={"first": LONG_BODY}),
    "single": dict(settings="id: single", pages=[("only", "Only")]),
    # Every built-in language, with Back, Start again and Get Started on the last page.
    "languages": dict(settings="id: languages\nrestart: true", pages=THREE,
                      locales=("en", "fr", "de", "es", "it", "pt", "nl", "ja", "zh", "ko", "ru", "ar", "he")),
}

HOST_PAGE = """<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>Host</title>
<link rel="icon" href="data:,">
<script src="/basic/embed.js" data-walkthrough="basic" defer></script></head>
<body><h1>The app</h1><p>Host content.</p>
<script src="/host-events.js"></script></body></html>"""

HOST_EVENTS = """window.hostEvents = [];
window.hostLifecycle = [];
document.addEventListener('walkthrough:event', (e) => window.hostLifecycle.push(JSON.stringify(e.detail)));
document.addEventListener('walkthrough:finish', (e) => window.hostEvents.push(['finish', e.detail]));
document.addEventListener('walkthrough:change', (e) => window.hostEvents.push(['change', e.detail]));"""


def background_layout_fixture(folder):
    """The layout fixture in the background layout, with Start again on every page; its page
    without a picture keeps the stacked layout."""
    content = folder / "content"
    shutil.copytree(ROOT / "Tests" / "Fixtures" / "layout" / "content", content)
    settings, page = content / "walkthrough.yml", content / "04-text.md"
    assert "restart: true" in settings.read_text() and "image:" not in page.read_text(), "the fixture changed"
    settings.write_text(settings.read_text().replace("restart: true", "restart: always") + "layout: background\n")
    page.write_text(page.read_text().replace("---\n", "---\nlayout: stacked\n", 1))
    return content


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def build_fixture_sites(root, build_site, example_site):
    """Every fixture site, the example site and the plain pages around them, in `root`."""
    sources = root / "_sources"
    for name, spec in SITES.items():
        content = write_site(sources / name, spec["settings"], spec["pages"], spec.get("locales", ("en",)), spec.get("extra"))
        build(build_site, content, root / name)
    (root / "example").symlink_to(example_site, target_is_directory=True)
    build(build_site, ROOT / "Tests" / "Fixtures" / "layout" / "content", root / "layout")
    build(build_site, background_layout_fixture(sources / "layout-background"), root / "layout-background")
    (root / "after.html").write_text('<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>After</title></head><body><h1>After the walkthrough</h1></body></html>')
    (root / "blank.html").write_text('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
                                     '<link rel="icon" href="data:,"><title>Blank</title></head><body><p>Before</p></body></html>')
    (root / "host.html").write_text(HOST_PAGE.format(lang="en"))
    (root / "host-fr.html").write_text(HOST_PAGE.format(lang="fr"))
    (root / "host-events.js").write_text(HOST_EVENTS)


@pytest.fixture(scope="session")
def served_root(build_site, example_site):
    """A folder holding every fixture site and the example site, plus plain pages around them:
    built once per run and linked into a folder of this test process's own, where its tests add
    sites of their own (their sources in `_sources/`)."""
    shared = once_per_run("served", lambda folder: build_fixture_sites(folder, build_site, example_site))
    root = Path(tempfile.mkdtemp(prefix="walkthrough-browser-"))
    for entry in shared.iterdir():
        if entry.name != "_sources":
            (root / entry.name).symlink_to(entry, target_is_directory=entry.is_dir())
    (root / "_sources").mkdir()
    yield root
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def many(served_root, build_site):
    """The many-locale walkthrough, built once per run, served at /many/."""
    shared = once_per_run("many-locales", lambda folder: build(build_site, write_many_locales_site(folder / "source"), folder / "site"))
    (served_root / "many").symlink_to(shared / "site", target_is_directory=True)
    return "/many/"


@pytest.fixture(scope="session")
def base_url(served_root):
    handler = functools.partial(QuietHandler, directory=str(served_root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


def chrome(javascript=True):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    # No back-forward cache: each test leaves its page for blank.html and the next one's, and a
    # page kept alive for Back would be a renderer process started for each (a seventh of the CPU
    # these tests take in Chromium); Back still works, loading the page again.
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={PHONE[0]},{PHONE[1]}", "--lang=en-US", "--no-first-run", "--disable-features=BackForwardCache"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(20)
    return driver


@pytest.fixture(scope="session")
def session_driver():
    driver = chrome()
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    yield driver
    driver.quit()


def open_blank(driver, base_url):
    """The plain page of the served origin, where each test starts and leaves the browser: loaded
    unless the last test left it there (leaving for about:blank instead costs a renderer's start in
    Chromium, 30 ms of CPU a test)."""
    if driver.current_url != base_url + "/blank.html":
        driver.get(base_url + "/blank.html")


@pytest.fixture
def driver(session_driver, base_url):
    """The shared browser, clean for each test; fails the test on console errors or
    requests to other origins."""
    d = session_driver
    d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})  # whatever an earlier test left
    open_blank(d, base_url)
    d.delete_all_cookies()
    d.execute_script("localStorage.clear(); sessionStorage.clear();")
    d.get_log("browser")
    scripts = []
    d.inject = lambda source: scripts.append(d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})["identifier"])
    yield d
    for identifier in scripts:
        d.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": identifier})
    d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    errors = [entry for entry in d.get_log("browser") if entry["level"] == "SEVERE"]
    try:
        foreign = d.execute_script(FOREIGN_REQUESTS)
    except Exception:
        foreign = []
    d.get(base_url + "/blank.html")
    assert errors == [], f"console errors: {errors}"
    assert foreign == [], f"requests to other origins: {foreign}"


@pytest.fixture(scope="session")
def session_driver_without_javascript():
    """A Chromium that runs no page's script (the driver's still run), shared like `session_driver`."""
    driver = chrome(javascript=False)
    yield driver
    driver.quit()


# The engines of the tests that run in every browser people use: Chromium (Android, Chrome) and
# WebKit (iOS web views and Safari), as WebKitGTK. A test taking `screen` runs once in each, its id
# ending in [chromium] or [webkit].
ENGINES = ("chromium", "webkit")
WEBKIT_WINDOW = Path(__file__).parent / "webkit_window.py"
WEBKIT_ERRORS = "walkthrough-test-errors"  # where webkit_window.py's collector keeps a page's errors


@contextlib.contextmanager
def virtual_display():
    """An X display of its own (Xvfb) for WebKitGTK's windows, as ':N'."""
    read, write = os.pipe()
    # Room for the largest window at its pixel ratio: a 1024×768 tablet at 2× is 2048×1536.
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "4096x3072x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as numbers:
        display = numbers.readline().strip()
    try:
        assert display, "Xvfb did not start (apt-get install xvfb)"
        yield ":" + display
    finally:
        server.terminate()
        server.wait()


@pytest.fixture(scope="session")
def x_display():
    with virtual_display() as display:
        yield display


def webkit_session(display, arguments=()):
    """A new WebKit session on `display`, its browser started with `arguments` (webkit_window.py's); the caller quits it."""
    options = webdriver.WebKitGTKOptions()
    options.binary_location = str(WEBKIT_WINDOW)
    options.set_capability("browserName", "walkthrough-webkit-window")
    for argument in arguments:
        options.add_argument(argument)
    service = WebKitService(shutil.which("WebKitWebDriver") or "/usr/bin/WebKitWebDriver", env={**os.environ, "DISPLAY": display})
    with warnings.catch_warnings():  # Selenium's own WebKitGTK driver uses a deprecated parameter of Selenium's
        warnings.filterwarnings("ignore", "setting remote_server_addr", DeprecationWarning)
        session = webdriver.WebKitGTK(options=options, service=service)
    session.set_page_load_timeout(20)
    return session


class WebKitWindows:
    """WebKit sessions, one per set of options that only a new browser can take (the device pixel
    ratio, reduced motion, dark mode, scripts), each started when a test first asks for it."""

    def __init__(self, display):
        self.display = display
        self.sessions = {}

    def window(self, scale=1, reduced_motion=False, dark=False, javascript=True):
        key = (scale, reduced_motion, dark, javascript)
        if key not in self.sessions:
            arguments = [argument for argument, wanted in [(f"--scale={scale}", True), ("--reduced-motion", reduced_motion), ("--dark", dark),
                                                          ("--no-javascript", not javascript)] if wanted]
            self.sessions[key] = webkit_session(self.display, arguments)
        return self.sessions[key]

    def quit(self):
        for session in self.sessions.values():
            try:
                session.quit()
            except Exception:  # a browser that already went; the others still quit
                pass


@pytest.fixture(scope="session")
def webkit_windows(x_display):
    windows = WebKitWindows(x_display)
    yield windows
    windows.quit()


@pytest.fixture(params=ENGINES)
def engine(request):
    return request.param


def script_errors(driver):
    """The errors the current page's origin has logged since the test began."""
    if driver.engine == "chromium":
        return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    return json.loads(driver.execute_script("try { return sessionStorage.getItem(arguments[0]) } catch (e) { return null }", WEBKIT_ERRORS) or "[]")


FOREIGN_REQUESTS = ("return performance.getEntriesByType('resource').map(e => e.name)"
                    ".filter(n => !n.startsWith(location.origin) && !n.startsWith('data:'))")


@pytest.fixture
def screen(engine, request, base_url):
    """`screen(width, height, scale=1, mobile=True, reduced_motion=False, dark=False, javascript=True)`:
    the browser of `engine` showing a clean page of that size in CSS px (`mobile`: touch and a
    phone's viewport, in Chromium; WebKitGTK's scroll bars overlay the page as a phone's do). The
    pages' script errors and requests to other origins fail the test, in both engines."""
    handed_out, problems = [], []

    def collect(d):
        """What the driver's current page has done wrong: its origin's errors, foreign requests."""
        problems.extend(script_errors(d))
        problems.extend(f"request to another origin: {url}" for url in d.execute_script(FOREIGN_REQUESTS))

    def show(width=PHONE[0], height=PHONE[1], scale=1, mobile=True, reduced_motion=False, dark=False, javascript=True):
        for earlier in handed_out:
            collect(earlier)  # before a shared browser is cleaned for the next screen
        if engine == "webkit":
            d = request.getfixturevalue("webkit_windows").window(scale, reduced_motion, dark, javascript)
            d.set_window_size(width, height)
        else:
            d = request.getfixturevalue("session_driver" if javascript else "session_driver_without_javascript")
        d.engine = engine
        handed_out.append(d)
        if engine == "chromium":
            d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile})
            d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                {"name": "prefers-reduced-motion", "value": "reduce" if reduced_motion else "no-preference"},
                {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
        open_blank(d, base_url)
        d.delete_all_cookies()
        d.execute_script("localStorage.clear(); sessionStorage.clear();")
        script_errors(d)  # what came before the test
        shown = d.execute_script("return [innerWidth, innerHeight, devicePixelRatio]")
        assert shown == [width, height, scale], f"{engine} shows {shown}, not the {width}×{height} at {scale}× asked for"
        return d

    yield show
    try:
        for d in handed_out:
            collect(d)
    finally:
        for d in handed_out:
            try:
                d.get(base_url + "/blank.html")
            finally:
                if d.engine == "chromium":
                    d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
                    d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert problems == [], f"{engine}: {problems}"


class Pager:
    """What a person sees of the pager, read from the page."""

    def __init__(self, driver):
        self.driver = driver

    @property
    def root(self):
        return self.driver.find_element(By.CSS_SELECTOR, ".walkthrough")

    @property
    def index(self):
        return int(self.root.get_attribute("data-current-index"))

    def control(self, action):
        return self.driver.find_element(By.CSS_SELECTOR, f".walkthrough-controls [data-action={action}]")

    def finish_button(self, action):
        return self.driver.find_element(By.CSS_SELECTOR, f".walkthrough-finish [data-action={action}]")

    def dots(self):
        return self.driver.find_elements(By.CSS_SELECTOR, ".walkthrough-dot")

    def current_dot(self):
        return [i for i, dot in enumerate(self.dots()) if dot.get_attribute("aria-current") == "true"]

    def page(self, index):
        return self.driver.find_element(By.CSS_SELECTOR, f"[data-page-index='{index}']")

    def visible_page(self):
        """The index of the page whose box fills the viewport, by geometry, not by attributes."""
        return self.driver.execute_script("""
            const viewport = document.querySelector('.walkthrough-viewport').getBoundingClientRect();
            const pages = [...document.querySelectorAll('[data-page-index]')];
            const shown = pages.filter((page) => {
              const box = page.getBoundingClientRect();
              return Math.abs(box.left - viewport.left) < 2 && Math.abs(box.top - viewport.top) < 2
                && getComputedStyle(page).opacity === '1';
            });
            return shown.length === 1 ? Number(shown[0].dataset.pageIndex) : null;""")

    def settle(self, expected_index=None, timeout=3):
        """Waits until transitions end (and the pager shows `expected_index`)."""
        def settled(_):
            if expected_index is not None and self.index != expected_index:
                return False
            moving = self.driver.execute_script("return document.getAnimations().some((a) => a.playState === 'running')")
            return not moving and self.visible_page() == self.index
        WebDriverWait(self.driver, timeout).until(settled)

    def translation(self):
        """The track's current translation in px: (x, y)."""
        return tuple(self.driver.execute_script("""
            const m = new DOMMatrix(getComputedStyle(document.querySelector('.walkthrough-track')).transform);
            return [m.m41, m.m42];"""))

    def record_events(self):
        self.driver.execute_script("""
            window.recorded = [];
            for (const name of ['change', 'finish']) {
              document.addEventListener('walkthrough:' + name, (e) => {
                window.recorded.push([name, e.detail]);
                sessionStorage.setItem('recorded', JSON.stringify(window.recorded));
              });
            }""")

    def events(self):
        return self.driver.execute_script("return window.recorded || JSON.parse(sessionStorage.getItem('recorded') || '[]')")

    def seen_flag(self, key):
        value = self.driver.execute_script("return localStorage.getItem(arguments[0])", key)
        return json.loads(value) if value else None


@pytest.fixture
def pager(driver):
    return Pager(driver)


def open_site(driver, base_url, path, ready=True):
    driver.get(base_url + path)
    if ready:
        WebDriverWait(driver, 5).until(
            lambda d: d.execute_script("return document.querySelector('.walkthrough')?.classList.contains('is-pager')"))
    return Pager(driver)


def touch_drag(driver, start, end, duration=0.3, steps=12, release=True):
    """A finger on the screen through the Chrome DevTools Protocol: down, moves, up. Each event
    carries its own time (`Input.dispatchTouchEvent`'s `timestamp`), from now to `duration` later,
    so the page sees the gesture's speed however slowly a busy machine delivers the events, and
    nothing waits. A finger not released is lifted by `touch_end`."""
    (x0, y0), (x1, y1) = start, end
    begun = max(time.time(), getattr(driver, "touch_clock", 0))
    touch_event(driver, "touchStart", begun, (x0, y0))
    for step in range(1, steps + 1):
        point = (x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps)
        touch_event(driver, "touchMove", begun + duration * step / steps, point)
    if release:
        touch_end(driver)


def touch_end(driver):
    """The finger lifted, now or, when the gesture's own time is ahead of the clock, right after its last move."""
    touch_event(driver, "touchEnd", max(time.time(), driver.touch_clock))


def touch_event(driver, kind, timestamp, point=None):
    points = [{"x": point[0], "y": point[1]}] if point else []
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points, "timestamp": timestamp})
    driver.touch_clock = timestamp


def mouse_drag(driver, start, end, duration=0.3, steps=12):
    """A mouse pressed, moved and released through WebDriver actions: how the WebKit tests swipe,
    as WebKit's driver sends no touch events."""
    (x0, y0), (x1, y1) = start, end
    actions = ActionBuilder(driver, duration=int(duration * 1000 / steps))
    actions.pointer_action.move_to_location(int(x0), int(y0)).pointer_down()
    for step in range(1, steps + 1):
        actions.pointer_action.move_to_location(int(x0 + (x1 - x0) * step / steps), int(y0 + (y1 - y0) * step / steps))
    actions.pointer_action.pointer_up()
    actions.perform()


def swipe(driver, start, end, duration=0.3):
    """A finger in Chromium, a mouse in WebKit (whose driver sends no touch events)."""
    if getattr(driver, "engine", "chromium") == "webkit":
        mouse_drag(driver, start, end, duration)
    else:
        touch_drag(driver, start, end, duration)


def viewport_center(driver):
    return driver.execute_script("""
        const box = document.querySelector('.walkthrough-viewport').getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2, box.width, box.height];""")
