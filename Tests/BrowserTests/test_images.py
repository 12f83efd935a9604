"""Pictures on a phone on a slow network: four full-size screenshots, Chromium at 390x844 (3 device
pixels per CSS pixel) throttled to slow 4G. The first view stays small and fast, later pages'
pictures wait until they are near, and a swipe finds the next picture already there."""
import functools
import http.server
import shutil
import tempfile
import threading
import time
from pathlib import Path

import pytest

from conftest import WebDriverWait, QuietHandler, chrome
from screenshots import write_screenshot_site
from site_support import build

SLOW_4G = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8}

LCP = """
window.__lcp = 0;
new PerformanceObserver((list) => { for (const entry of list.getEntries()) { window.__lcp = entry.startTime; window.__lcpURL = entry.url; } })
  .observe({type: 'largest-contentful-paint', buffered: true});
"""


@pytest.fixture(scope="module")
def screenshot_site(build_site):
    folder = Path(tempfile.mkdtemp(prefix="walkthrough-images-"))
    content = write_screenshot_site(folder / "content")
    build(build_site, content, folder / "output")
    handler = functools.partial(QuietHandler, directory=str(folder / "output"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}", folder / "content"
    server.shutdown()
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def phone():
    """A fresh browser (an empty cache) emulating a phone on slow 4G."""
    driver = chrome()
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", SLOW_4G)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": LCP})
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()


def transfers(driver):
    """Every request of the page so far: (name, bytes over the network)."""
    return driver.execute_script(
        "return [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')]"
        ".map(e => [e.name.split('/').pop(), e.transferSize])")


def settle(driver, seconds=1.5):
    """Waits until no request has started or ended for `seconds`."""
    count = lambda: driver.execute_script("return performance.getEntriesByType('resource').filter(e => e.responseEnd > 0).length")
    last, since = count(), time.monotonic()
    while time.monotonic() - since < seconds:
        time.sleep(0.25)
        now = count()
        if now != last:
            last, since = now, time.monotonic()


def test_first_view_on_slow_4g_is_small_and_paints_within_2_5_seconds(phone, screenshot_site):
    url, _ = screenshot_site
    phone.get(url + "/index.html")
    WebDriverWait(phone, 20).until(lambda d: d.execute_script("return document.images[0].complete && window.__lcp > 0"))
    settle(phone)
    requests = transfers(phone)
    total = sum(size for _, size in requests)
    lcp = phone.execute_script("return window.__lcp")
    pictures = [name for name, _ in requests if name.startswith("screen-")]
    assert total <= 300 * 1024, f"first view took {total} bytes: {requests}"
    assert lcp <= 2500, f"LCP {lcp:.0f} ms"
    # The first page's picture as AVIF at the width a 3x phone needs, the second page's ahead of a
    # swipe; the last page's waits (Chromium loads lazy pictures within about two screens).
    assert phone.execute_script("return window.__lcpURL").split("/").pop() == pictures[0]
    assert pictures[0].startswith("screen-1-1080w.") and pictures[0].endswith(".avif"), pictures
    assert any(name.startswith("screen-2-") for name in pictures), pictures
    assert not any(name.startswith("screen-4-") for name in pictures), pictures
    print(f"first view {total} bytes, LCP {lcp:.0f} ms, pictures {pictures}")


def test_a_swipe_finds_the_next_picture_already_loaded_and_the_one_after_requested(phone, screenshot_site):
    url, _ = screenshot_site
    phone.get(url + "/index.html")
    WebDriverWait(phone, 20).until(lambda d: d.execute_script("return document.images[0].complete"))
    WebDriverWait(phone, 20).until(lambda d: d.execute_script("return document.images[1].complete"))
    # A finger swipes from right to left across most of the screen.
    touch = lambda kind, x: phone.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [] if kind == "touchEnd" else [{"x": x, "y": 300}]})
    touch("touchStart", 350)
    for x in range(330, 30, -30):
        touch("touchMove", x)
        time.sleep(0.02)
    touch("touchEnd", 40)
    WebDriverWait(phone, 5).until(lambda d: d.execute_script("return document.querySelector('.walkthrough').dataset.currentIndex") == "1")
    shown = phone.execute_script("const i = document.images[1]; return [i.complete, i.naturalWidth, i.currentSrc.split('/').pop()]")
    assert shown[0] and shown[1] > 0, shown
    assert "screen-2-1080w." in shown[2] and shown[2].endswith(".avif"), shown
    # Page 3's picture is asked for as soon as page 2 shows.
    WebDriverWait(phone, 20).until(lambda d: d.execute_script("return document.images[2].complete && document.images[2].naturalWidth > 0"))
