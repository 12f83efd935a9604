"""layout: background: the text over a picture stays readable. With a white picture, the worst
case, every line of text is measured against the pixels behind it at every viewport of the layout
tests: the text is made transparent, the page photographed, and the lightest pixel under each line
taken as its background. Also: restart: always brings page 1 back from every page."""
import io

import pytest
from PIL import Image
from selenium.webdriver.common.by import By

from conftest import open_site
from site_support import build
from layout_checks import VIEWPORTS
from test_pager import click

WHITE_PAGES = [
    ("01-short.md", "heading: Plan together\nsubheading: Everyone sees the same trip.", "Short."),
    ("02-long.md", "heading: Maps that keep working when the signal drops in the mountains or on the road\n"
                   "subheading: Download a region once; everything else follows.\n"
                   "action:\n  id: share-trip\n  label: Invite friends",
     "\n\n".join(f"Paragraph {n}: every trip you save is kept on this phone, so the map opens anywhere." for n in range(12))),
    ("03-start.md", "heading: Ready when you are", "Start planning your first trip."),
]
TEXT = ".walkthrough-text :is(h2, p, li, .walkthrough-action)"
MINIMUM = 4.5


@pytest.fixture(scope="module")
def white_site(served_root, build_site):
    """A background-layout walkthrough whose every picture is white."""
    content = served_root / "_sources" / "white" / "content"
    (content / "images").mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (1170, 2532), "white").save(content / "images" / "white.png")
    (content / "walkthrough.yml").write_text("id: white\nlayout: background\nrestart: always\nactions: [share-trip]\n")
    for name, front_matter, body in WHITE_PAGES:
        (content / name).write_text(f"---\n{front_matter}\nimage: images/white.png\nalt: A white wall\n---\n{body}\n")
    build(build_site, content, served_root / "white")
    return "/white/"


def luminance(rgb):
    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    light, dark = max(a, b), min(a, b)
    return (light + 0.05) / (dark + 0.05)


def text_lines(driver):
    """Each shown line of text on the current page, in CSS pixels, with its text colour."""
    return driver.execute_script("""
        const page = document.querySelector('.walkthrough-page.is-current');
        const view = page.querySelector('.walkthrough-text').getBoundingClientRect();
        const lines = [];
        for (const element of page.querySelectorAll(arguments[0])) {
          const color = getComputedStyle(element).color.match(/[\\d.]+/g).map(Number);
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) {
            if (!walker.currentNode.data.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(walker.currentNode);
            for (const r of range.getClientRects()) {
              const top = Math.max(r.top, view.top), bottom = Math.min(r.bottom, view.bottom);
              if (r.width > 0 && bottom - top > 4) lines.push({text: element.textContent.trim().slice(0, 30), color,
                left: r.left, right: r.right, top, bottom});
            }
          }
        }
        return lines;""", TEXT)


def lowest_contrasts(driver, scale):
    """(contrast, line) of every line under 4.5:1 against the lightest pixel behind it."""
    lines = text_lines(driver)
    driver.execute_script("""
        // A constructed style sheet: the page's Content-Security-Policy refuses a <style> element.
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(arguments[0] + ', ' + arguments[0] + ' * { color: transparent !important; text-decoration-color: transparent !important; }');
        document.adoptedStyleSheets = [sheet];""", TEXT)
    shot = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
    driver.execute_script("document.adoptedStyleSheets = []")
    low = []
    for line in lines:
        box = tuple(round(v * scale) for v in (line["left"], line["top"], line["right"], line["bottom"]))
        area = shot.crop(box)
        # Each distinct colour once (a line's box holds a few hundred of them, and thousands of pixels).
        lightest = max(luminance(color) for _, color in area.getcolors(maxcolors=area.width * area.height + 1))
        ratio = contrast(luminance(line["color"]), lightest)
        if ratio < MINIMUM:
            low.append((round(ratio, 2), line["text"]))
    assert lines, "no text measured"
    return low


@pytest.mark.parametrize("spec", VIEWPORTS, ids=[spec[0] for spec in VIEWPORTS])
def test_every_line_over_a_white_picture_keeps_four_and_a_half_to_one(driver, base_url, white_site, spec):
    _, width, height, scale, mobile = spec
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        pager = open_site(driver, base_url, white_site)
        driver.execute_script("return Promise.all([...document.images].map((i) => { i.loading = 'eager'; return i.decode().catch(() => null); }))")
        found = []
        for index in range(len(WHITE_PAGES)):
            driver.execute_script("location.hash = '#page-' + arguments[0]", index + 1)
            pager.settle(index)
            found += [f"page {index + 1}: {line}" for line in lowest_contrasts(driver, spec[3])]
            # Scrolled to its end, long text is still on the scrim.
            driver.execute_script("document.querySelector('.is-current .walkthrough-text').scrollTop = 1e6")
            found += [f"page {index + 1}, scrolled: {line}" for line in lowest_contrasts(driver, spec[3])]
        assert found == [], "\n".join(map(str, found))
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_start_again_shows_on_every_page_and_brings_page_one_back(driver, base_url, white_site):
    pager = open_site(driver, base_url, white_site)
    driver.execute_script("window.changes = 0; document.addEventListener('walkthrough:change', () => { window.changes += 1; })")
    restart = pager.control("restart")
    assert restart.is_displayed() and restart.get_attribute("aria-disabled") == "true", "shown on page 1, dimmed"
    click(driver, restart)
    assert (pager.index, driver.execute_script("return [window.changes, location.hash]")) == (0, [0, ""]), "and doing nothing"
    for index in range(1, len(WHITE_PAGES)):
        driver.execute_script("location.hash = '#page-' + arguments[0]", index + 1)
        pager.settle(index)
        assert restart.is_displayed() and restart.get_attribute("aria-disabled") == "false", f"page {index + 1}"
        click(driver, restart)
        pager.settle(0)
        assert driver.find_element(By.CSS_SELECTOR, ".walkthrough-page.is-current").get_attribute("id") == "page-1"
