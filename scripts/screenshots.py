#!/usr/bin/env python3
"""Screenshots of the pager to look at: the example and the layout fixture, every page, in
Chromium and in WebKit, at a small phone, a large phone and a phone on its side, in German and
Arabic (a long-word language and a right-to-left one), with a contact sheet per engine, site
and screen.

    scripts/screenshots.py [--output .build/screenshots] [--locales de ar]

Uses the browsers of the browser tests (Tests/BrowserTests/conftest.py): headless Chromium, and
WebKitGTK in a window of the screen's size under its own Xvfb.
"""
import argparse
import functools
import http.server
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "Tests" / "BrowserTests"), str(ROOT / "Tests")]

from PIL import Image  # noqa: E402

import conftest  # noqa: E402
from site_support import build  # noqa: E402

SCREENS = [(320, 568), (390, 844), (844, 390)]
SITES = {"example": ROOT / "content", "layout": ROOT / "Tests" / "Fixtures" / "layout" / "content"}
SETTLE = "const done = arguments[0]; document.fonts.ready.then(() => setTimeout(() => requestAnimationFrame(() => done()), 350))"


def pages_of(driver):
    return driver.execute_script("return document.querySelectorAll('[data-page-index]').length")


def shoot(driver, url, folder, name):
    """One PNG per page of the walkthrough at `url`; their paths."""
    driver.get(url)
    shots = []
    for number in range(1, pages_of(driver) + 1):
        driver.execute_script("location.hash = '#page-' + arguments[0]", number)
        driver.execute_async_script(SETTLE)
        path = folder / f"{name}-page{number}.png"
        driver.save_screenshot(str(path))
        shots.append(path)
    return shots


def contact_sheet(rows, path, gap=12):
    """The screenshots in `rows` (one row per locale), side by side, on grey."""
    images = [[Image.open(shot) for shot in row] for row in rows]
    width = max(sum(i.width for i in row) + gap * (len(row) + 1) for row in images)
    height = sum(max(i.height for i in row) for row in images) + gap * (len(images) + 1)
    sheet = Image.new("RGB", (width, height), (128, 128, 128))
    y = gap
    for row in images:
        x = gap
        for image in row:
            sheet.paste(image.convert("RGB"), (x, y))
            x += image.width + gap
        y += max(i.height for i in row) + gap
    sheet.save(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--output", type=Path, default=ROOT / ".build" / "screenshots")
    parser.add_argument("--locales", nargs="+", default=["de", "ar"])
    options = parser.parse_args()
    options.output.mkdir(parents=True, exist_ok=True)
    served = Path(tempfile.mkdtemp(prefix="walkthrough-screenshots-"))
    binary = debug_binary()
    for name, content in SITES.items():
        build(binary, content, served / name)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(conftest.QuietHandler, directory=str(served)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    with conftest.virtual_display() as display:
        windows = conftest.WebKitWindows(display)
        chromium = conftest.chrome()
        try:
            for engine in ("chromium", "webkit"):
                for width, height in SCREENS:
                    if engine == "webkit":
                        driver = windows.window()
                        driver.set_window_size(width, height)
                    else:
                        driver = chromium
                        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
                    for site in SITES:
                        rows = [shoot(driver, f"{base}/{site}/{locale}/?preview", options.output, f"{engine}-{site}-{locale}-{width}x{height}")
                                for locale in options.locales]
                        sheet = options.output / f"sheet-{engine}-{site}-{width}x{height}.png"
                        contact_sheet(rows, sheet)
                        print(sheet)
        finally:
            chromium.quit()
            windows.quit()
            server.shutdown()


def debug_binary():
    """The debug build-site, built when needed, as the tests use it."""
    subprocess.run(["swift", "build", "--product", "build-site"], cwd=ROOT, check=True, capture_output=True)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / "build-site"


if __name__ == "__main__":
    main()
