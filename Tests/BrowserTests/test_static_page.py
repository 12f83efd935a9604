"""The page without JavaScript, in Chromium and in WebKit: every page readable in order, images
in place, nothing shifting."""
import gzip
import re
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from conftest import THREE, WebDriverWait, open_site, write_site
from site_support import build

EXAMPLE_PAGES = ["/example/", "/example/fr/", "/example/whats-new/", "/example/whats-new/fr/"]


@pytest.mark.parametrize("path", EXAMPLE_PAGES)
def test_without_javascript_every_page_shows_its_heading_text_and_image(screen, base_url, path):
    no_js_driver = screen(javascript=False)
    no_js_driver.get(base_url + path)
    assert no_js_driver.find_element(By.CSS_SELECTOR, ".walkthrough").get_attribute("class") == "walkthrough"
    pages = no_js_driver.find_elements(By.CSS_SELECTOR, "[data-page-index]")
    assert len(pages) >= 2
    for page in pages:
        no_js_driver.execute_script("arguments[0].scrollIntoView()", page)
        heading = page.find_element(By.CSS_SELECTOR, "h2")
        assert heading.is_displayed() and heading.text
        for body in page.find_elements(By.CSS_SELECTOR, ".walkthrough-body p"):
            assert body.is_displayed() and body.text
        for image in page.find_elements(By.TAG_NAME, "img"):
            WebDriverWait(no_js_driver, 5).until(lambda d: d.execute_script("return arguments[0].complete", image))
            assert no_js_driver.execute_script("return arguments[0].naturalWidth", image) > 0
            assert image.get_attribute("width") and image.get_attribute("height")
            assert image.is_displayed()
    # The pager's controls need the script; without it they stay out of the way.
    assert not no_js_driver.find_element(By.CSS_SELECTOR, ".walkthrough-controls").is_displayed()


def test_without_javascript_the_last_page_links_to_the_continue_url_and_translations_link_to_each_other(screen, base_url):
    no_js_driver = screen(javascript=False)
    no_js_driver.get(base_url + "/basic/")
    done = no_js_driver.find_element(By.CSS_SELECTOR, ".walkthrough-done-link")
    assert done.text == "Get Started" and done.get_attribute("href") == base_url + "/after.html"
    # A button of its own, apart from the text above it and centred in the column.
    gap, off_centre = no_js_driver.execute_script("""
        const done = arguments[0].getBoundingClientRect(), text = arguments[0].closest('.walkthrough-text');
        const body = text.querySelector('.walkthrough-body').getBoundingClientRect(), column = text.getBoundingClientRect();
        return [done.top - body.bottom, Math.abs(done.left + done.width / 2 - (column.left + column.width / 2))];""", done)
    assert gap >= 19.5 and off_centre < 1, (gap, off_centre)  # 1.25rem (20 px) at the least
    no_js_driver.find_element(By.CSS_SELECTOR, "a[hreflang=fr]").click()
    assert no_js_driver.current_url == base_url + "/basic/fr/index.html?lang=fr"
    assert no_js_driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "fr"


def test_images_reserve_their_space_so_nothing_shifts_while_they_load(driver, base_url):
    driver.execute_cdp_cmd("Network.enable", {})
    # Images arrive late: the layout must not move when they do.
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": 400, "downloadThroughput": 50000, "uploadThroughput": 50000})
    try:
        # Counted from the moment the pager runs (its deferred script, before DOMContentLoaded): a
        # first paint of the page without its script, which a slow script lets happen, is no shift
        # of an image. Each shift keeps what moved, for the message.
        driver.inject("""
            window.layoutShift = 0;
            window.shifts = [];
            let since = Infinity;
            document.addEventListener('DOMContentLoaded', () => { since = performance.now(); });
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) if (e.startTime >= since) {
                window.layoutShift += e.value;
                window.shifts.push([e.value, ...e.sources.map((s) => s.node?.className || s.node?.nodeName)]);
              }
            }).observe({ type: 'layout-shift', buffered: true });""")
        for path in EXAMPLE_PAGES:
            open_site(driver, base_url, path)
            WebDriverWait(driver, 10).until(lambda d: d.execute_script("return [...document.images].every(i => i.complete)"))
            assert driver.execute_script("return window.layoutShift") == 0, (path, driver.execute_script("return window.shifts"))
            ratios = driver.execute_script("return [...document.images].map(i => getComputedStyle(i).aspectRatio)")
            assert all(ratio.startswith("auto ") for ratio in ratios)
    finally:
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def pager_assets(page):
    """The pager's stylesheet and script a page links, by path relative to the site."""
    return sorted(re.findall(r'(?:href|src)="(?:\.\./)*(assets/walkthrough\.[0-9a-f]+\.(?:css|js))"', page.read_text()))


def test_the_pagers_script_and_style_stay_within_8_kb_gzipped_embed_js_within_3_5_kb_and_the_rest_is_linked_only_where_needed(served_root, build_site, tmp_path):
    """The budgets of DESIGN §9.1: what every walkthrough page loads (the pager's script and
    style, with the parts of the walkthrough's features: a walkthrough using all of them is the
    largest), what a host page loads (embed.js), and what only the pages that need them add: the
    clips' script and style, the background layout's style, the language switch's script."""
    site = served_root / "example"
    gzipped = lambda files: sum(len(gzip.compress(f.read_bytes(), compresslevel=9)) for f in files)
    content = write_site(tmp_path, "id: every\nhide_controls_on_last_page: true\ntransition: fade\norientation: vertical", THREE,
                         locales=("en", "fr"), front_matter={"first": 'background: "#EAF4FF"\n', "second": "action:\n  id: next\n  label: Go on\n"})
    build(build_site, content, tmp_path / "every")
    every = pager_assets(tmp_path / "every" / "index.html")
    assert sorted(Path(f).suffix for f in every) == [".css", ".js"]
    assert gzipped(tmp_path / "every" / f for f in every) <= 8 * 1024, f"{gzipped(tmp_path / 'every' / f for f in every)} bytes gzipped"
    pagers = {tuple(pager_assets(page)) for page in site.rglob("index.html")}
    assert len(pagers) == 3, "the example's walkthroughs use different features"
    for pager in pagers:
        assert sorted(Path(f).suffix for f in pager) == [".css", ".js"]
        assert gzipped(site / f for f in pager) <= gzipped(tmp_path / "every" / f for f in every), pager
    published = {f.relative_to(site).as_posix() for f in (site / "assets").glob("walkthrough.*")}
    assert published == {f for pager in pagers for f in pager}, "only the pairs pages link"
    assert gzipped([site / "embed.js"]) <= 3.5 * 1024, f"{gzipped([site / 'embed.js'])} bytes gzipped"
    clips = list((site / "assets").glob("walkthrough-clips.*"))
    assert len(clips) == 2 and gzipped(clips) <= 2 * 1024, f"{gzipped(clips)} bytes gzipped"
    background = list((site / "assets").glob("walkthrough-background.*"))
    assert len(background) == 1 and gzipped(background) <= 512, f"{gzipped(background)} bytes gzipped"
    languages = list((site / "assets").glob("walkthrough-languages.*"))
    assert len(languages) == 1 and gzipped(languages) <= 1024, f"{gzipped(languages)} bytes gzipped"
    # Only the pages with a clip link the clips' files, only those with a page in the background layout its stylesheet.
    linking = lambda name: [page.relative_to(site).as_posix() for page in sorted(site.rglob("index.html")) if name in page.read_text()]
    assert linking("walkthrough-clips") == ["whats-new/fr/index.html", "whats-new/index.html"]
    assert linking("walkthrough-background") == ["tour/fr/index.html", "tour/index.html"]
    # The language switch's script, only from the default locale's page of a walkthrough in several languages.
    assert linking("assets/walkthrough-languages.") == ["index.html", "tour/index.html", "whats-new/index.html"]
