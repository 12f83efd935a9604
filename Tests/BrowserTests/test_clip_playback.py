"""A page's clip in the browsers people use, on the example's "what's new" walkthrough, whose second
page has one: it plays only while its page is shown, pauses when swiped away, stays still under
reduced motion until its button plays it, lies exactly on its picture, and without scripts keeps
the picture and the browser's own controls. On a phone on slow 4G, a walkthrough of screenshots
whose second page has a clip keeps its first view within 300 KB."""
import functools
import http.server
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import pytest

from conftest import PHONE, WebDriverWait, QuietHandler, open_site, swipe, viewport_center
from screenshots import write_screenshot_site
from site_support import build
from test_images import phone, settle, transfers  # noqa: F401 (phone is a fixture)

WHATS_NEW = "/example/whats-new/?preview"

CLIP = """const video = document.querySelector('.walkthrough-clip');
return video && {paused: video.paused, time: video.currentTime, src: video.getAttribute('src'), controls: video.controls,
  loaded: video.readyState > 0 || video.buffered.length > 0,
  label: video.parentElement.querySelector('.walkthrough-clip-toggle').getAttribute('aria-label')};"""


def clip(driver):
    return driver.execute_script(CLIP)


def playing(driver, timeout=10):
    """Waits until the clip plays and has moved on from where it was."""
    start = clip(driver)["time"]
    WebDriverWait(driver, timeout).until(lambda d: not clip(d)["paused"] and clip(d)["time"] > start + 0.2)
    return clip(driver)


def still(driver, seconds=0.5):
    """The clip's time, which must not move for `seconds`."""
    before = clip(driver)
    time.sleep(seconds)
    after = clip(driver)
    assert after["paused"] and after["time"] == before["time"], (before, after)
    return after


def test_the_current_pages_clip_plays_and_pauses_when_its_page_is_swiped_away(screen, base_url):
    driver = screen(*PHONE, scale=2)
    pager = open_site(driver, base_url, WHATS_NEW)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return !!window.walkthroughClips"))
    assert clip(driver)["paused"] and not clip(driver)["loaded"], "page 1, the clips' script at work: nothing of the clip loads"
    pager.control("next").click()
    pager.settle(1)
    shown = playing(driver)
    # A phone of 2 (or 3: at most 2 count) device pixels per CSS pixel gets the 720 pixels wide variant.
    assert "-720w-" in shown["src"], shown
    x, y, width, _ = viewport_center(driver)
    swipe(driver, (x - width * 0.3, y), (x + width * 0.3, y))
    pager.settle(0)
    still_at = still(driver)["time"]
    pager.control("next").click()
    pager.settle(1)
    again = playing(driver)
    assert again["src"] == shown["src"] and again["time"] > still_at, "the same file, from where it was"


def test_under_reduced_motion_the_clip_stays_still_until_its_button_plays_it(screen, base_url):
    driver = screen(*PHONE, reduced_motion=True)
    pager = open_site(driver, base_url, WHATS_NEW + "#page-2")
    pager.settle(1)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("const img = document.querySelector('[data-clip] img'); return img.complete && img.naturalWidth > 0"))
    assert still(driver)["time"] == 0 and not clip(driver)["loaded"]
    button = driver.find_element("css selector", ".walkthrough-clip-toggle")
    assert button.is_displayed() and clip(driver)["label"] == "Play the clip"
    button.click()
    assert playing(driver)["label"] == "Pause the clip"
    button.click()
    assert still(driver)["label"] == "Play the clip"


WORLD_PAGES = {
    "01-start.md": "---\nheading: Neue Reiseplanungsmöglichkeiten\n---\nText.\n",
    "01-start.ar.md": "---\nheading: طرق جديدة لتخطيط الرحلات\n---\nنص.\n",
    "02-trips.md": "---\nheading: Gemeinschaftsreiseplanungsfunktion\nvideo: clips/shared-trips.mp4\nalt: Eine Route\n---\nText.\n",
    "02-trips.ar.md": "---\nheading: خطط رحلاتك مع أصدقائك\nalt: مسار على خريطة\n---\nنص.\n",
}


@pytest.fixture(scope="module")
def world(served_root, build_site):
    """The example's clip on the second page, in German (long words) and Arabic (right to left)."""
    content = served_root / "_sources" / "clips-world"
    (content / "clips").mkdir(parents=True)
    shutil.copy(Path(__file__).resolve().parents[2] / "content" / "clips" / "shared-trips.mp4", content / "clips")
    (content / "walkthrough.yml").write_text("id: clips-world\nlocales: [de, ar]\n")
    for name, text in WORLD_PAGES.items():
        (content / name).write_text(text)
    build(build_site, content, served_root / "clips-world")
    return "/clips-world/"


@pytest.mark.parametrize("size", [(320, 568), (390, 844), (844, 390), (1280, 800)], ids=["320x568", "390x844", "844x390", "1280x800"])
@pytest.mark.parametrize("page", [WHATS_NEW, "/clips-world/?preview", "/clips-world/ar/?preview"], ids=["en", "de", "ar"])
def test_the_clip_lies_exactly_on_its_picture_with_its_button_in_its_end_corner(screen, base_url, world, size, page):
    driver = screen(*size)
    pager = open_site(driver, base_url, page + "#page-2")
    pager.settle(1)
    boxes = lambda: driver.execute_script("""const figure = document.querySelector('[data-clip]');
        const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
        return [box(figure.querySelector('img')), box(figure.querySelector('.walkthrough-clip')), box(figure.querySelector('.walkthrough-clip-toggle'))];""")
    WebDriverWait(driver, 5).until(lambda d: all(abs(a - b) < 1 for a, b in zip(*boxes()[:2])))
    picture, _, button = boxes()
    assert picture[2] - picture[0] > 100, picture
    # 8 px (.5rem) from the picture's bottom and its inline end: the right, or the left in Arabic.
    end = button[0] - picture[0] if "/ar/" in page else picture[2] - button[2]
    assert abs(end - 8) < 1 and abs(picture[3] - button[3] - 8) < 1, (picture, button)
    assert (button[2] - button[0], button[3] - button[1]) == (44, 44)


def test_without_javascript_the_picture_shows_and_the_clip_has_the_browsers_own_controls(screen, base_url):
    driver = screen(*PHONE, javascript=False)
    driver.get(base_url + WHATS_NEW)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("const img = document.querySelector('[data-clip] img'); return img.complete && img.naturalWidth > 0"))
    found = driver.execute_script("""const video = document.querySelector('.walkthrough-clip');
        return [video.controls, video.paused, video.querySelectorAll('source').length, getComputedStyle(video).visibility,
                document.querySelector('.walkthrough-clip-toggle').hidden];""")
    assert found == [True, True, 4, "visible", True]


@pytest.fixture(scope="module")
def clip_site(build_site):
    """Four full-size screenshots; the second page also has a clip, which its screenshot stands for."""
    folder = Path(tempfile.mkdtemp(prefix="walkthrough-clip-weight-"))
    content = write_screenshot_site(folder / "content")
    (content / "clips").mkdir()
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=720x1560:rate=30", "-t", "2", "-pix_fmt", "yuv420p",
                    "-c:v", "libx264", "-crf", "20", str(content / "clips" / "screen.mp4")], check=True)
    second = content / "02-screen2.md"
    second.write_text(second.read_text().replace("image: images/screen-2.png", "image: images/screen-2.png\nvideo: clips/screen.mp4"))
    build(build_site, content, folder / "output")
    requested = []

    class Recording(QuietHandler):
        def do_GET(self):
            requested.append(self.path.split("?")[0])
            super().do_GET()

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Recording, directory=str(folder / "output")))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}", requested
    server.shutdown()
    shutil.rmtree(folder, ignore_errors=True)


def test_the_first_view_with_a_clip_on_page_2_stays_within_300_kb_and_the_clip_loads_when_its_page_shows(phone, clip_site):  # noqa: F811
    url, requested = clip_site
    phone.get(url + "/index.html")
    WebDriverWait(phone, 20).until(lambda d: d.execute_script("return document.readyState === 'complete' && document.images[0].complete"))
    settle(phone)
    requests = transfers(phone)
    total = sum(size for _, size in requests)
    assert total <= 300 * 1024, f"first view took {total} bytes: {requests}"
    assert [path for path in requested if path.endswith(".mp4")] == [], "the server was asked for no clip"
    assert any(name.startswith("screen-2-") for name, _ in requests), "the clip's picture, ahead of a swipe"
    phone.find_element("css selector", ".walkthrough-next").click()
    # play() starts at once; the clip's request reaches the server a moment later.
    WebDriverWait(phone, 20).until(lambda d: not clip(d)["paused"] and any(path.endswith(".mp4") for path in requested))
    clips = [path for path in requested if path.endswith(".mp4")]
    # One variant: 720 wide for a phone at 3x (at most 2 device pixels per CSS pixel), in AV1, which Chromium plays.
    assert len(set(clips)) == 1 and "-720w-av1." in clips[0], clips
    print(f"first view {total} bytes; then {clips}")
