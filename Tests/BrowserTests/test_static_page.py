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
    no_js_driver.find_element(By.CSS_SELECTOR, ".walkthrough-language-control summary").click()
    no_js_driver.find_element(By.CSS_SELECTOR, "a[hreflang=fr]").click()
    # The click starts the navigation; WebKit's driver may answer before it has committed.
    WebDriverWait(no_js_driver, 5).until(lambda d: d.current_url != base_url + "/basic/")
    assert no_js_driver.current_url == base_url + "/basic/fr/index.html?lang=fr"
    assert no_js_driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "fr"


def test_images_reserve_their_space_so_nothing_shifts_while_they_load(driver, base_url):
    driver.execute_cdp_cmd("Network.enable", {})
    # Images arrive late: the layout must not move when they do.
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": 400, "downloadThroughput": 50000, "uploadThroughput": 50000})
    try:
        # Counted from the pager's first drawing (two frames after it marks its root is-pager, a
        # task after DOMContentLoaded): the page as drawn without its script, which a slow machine
        # paints first, becoming the pager is no shift of an image (a scrollbar that goes moves what
        # is right-aligned). Each shift keeps what moved, for the message.
        driver.inject("""
            window.layoutShift = 0;
            window.shifts = [];
            let since = Infinity;
            new MutationObserver((changes, observer) => {
              if (!document.querySelector('.walkthrough.is-pager')) return;
              observer.disconnect();
              requestAnimationFrame(() => requestAnimationFrame(() => { since = performance.now(); window.pagerDrawn = true; }));
            }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) if (e.startTime >= since) {
                window.layoutShift += e.value;
                window.shifts.push([e.value, ...e.sources.map((s) => s.node?.className || s.node?.nodeName)]);
              }
            }).observe({ type: 'layout-shift', buffered: true });""")
        for path in EXAMPLE_PAGES:
            open_site(driver, base_url, path)
            WebDriverWait(driver, 10).until(lambda d: d.execute_script("return window.pagerDrawn && [...document.images].every(i => i.complete)"))
            assert driver.execute_script("return window.layoutShift") == 0, (path, driver.execute_script("return window.shifts"))
            ratios = driver.execute_script("return [...document.images].map(i => getComputedStyle(i).aspectRatio)")
            assert all(ratio.startswith("auto ") for ratio in ratios)
    finally:
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def pager_assets(page):
    """The pager's stylesheet and script a page links, by path relative to the site."""
    return sorted(re.findall(r'(?:href|src)="(?:\.\./)*(assets/walkthrough\.[0-9a-f]+\.(?:css|js))"', page.read_text()))


def gzipped(files):
    return sum(len(gzip.compress(f.read_bytes(), compresslevel=9)) for f in files)


def every_feature_site(build_site, folder, locales=("en", "fr")):
    """A walkthrough in `locales` using every optional part: page actions, hidden controls, fade,
    vertical, a page background, a page in the background layout (and the language control, in
    several languages)."""
    content = write_site(folder, "id: every\nhide_controls_on_last_page: true\ntransition: fade\norientation: vertical", THREE,
                         locales=locales, front_matter={"first": 'background: "#EAF4FF"\nlayout: background\n',
                                                             "second": "action:\n  id: next\n  label: Go on\n"})
    build(build_site, content, folder / "site")
    return folder / "site"


def loaded(page):
    """Every script and stylesheet `page` (an index.html) links, as files beside it."""
    links = re.findall(r'<(?:script[^>]*\ssrc|link[^>]*rel="stylesheet"[^>]*\shref)="([^"]+)"', page.read_text())
    return [(page.parent / link).resolve() for link in links]


# What a page may load, by its shape: every script and stylesheet its HTML links, summed, gzipped.
PLAIN_PAGE_CEILING = 9 * 1024  # a walkthrough in one language that uses no optional part
FULL_PAGE_CEILING = 11 * 1024  # in one language, using at most every optional part
LANGUAGES_ALLOWANCE = 2048  # what the language control and CLDR's language matching may add in several languages
EMBED_CEILING = 5 * 1024  # with CLDR's language matching, about 1.1 KB of it


def test_every_page_loads_at_most_9_kb_plain_11_kb_with_every_part_and_13_kb_in_several_languages_gzipped_clips_aside(served_root, build_site, tmp_path):
    """A walkthrough in one language with no optional part within 9 KB, with every one within
    11 KB; every page of the example and of a walkthrough in two languages with every optional part
    within 11 KB and 2 KB for the language control and CLDR's language matching. The clips' module,
    which only pages with a clip load, has its own ceiling."""
    weight = lambda page: gzipped(f for f in loaded(page) if not f.name.startswith("walkthrough-clips."))
    plain = sorted((served_root / "nourl").rglob("index.html"))
    full = sorted(every_feature_site(build_site, tmp_path / "one", locales=("en",)).rglob("index.html"))
    several = sorted((served_root / "example").rglob("index.html")) + sorted(every_feature_site(build_site, tmp_path / "two").rglob("index.html"))
    assert len(plain) == 1 and len(full) == 1 and len(several) >= 8 and all(len(loaded(page)) >= 2 for page in plain + full + several)
    ceilings = {PLAIN_PAGE_CEILING: plain, FULL_PAGE_CEILING: full, FULL_PAGE_CEILING + LANGUAGES_ALLOWANCE: several}
    over = {f"{page.relative_to(page.parents[1])} (at most {ceiling:,})": weight(page)
            for ceiling, pages in ceilings.items() for page in pages if weight(page) > ceiling}
    assert over == {}, f"bytes gzipped: {over}"


def test_the_pagers_parts_embed_js_and_the_clips_module_keep_their_budgets_and_are_linked_only_where_needed(served_root, build_site, tmp_path):
    """The ceilings beside the page's own (above): what a host page loads
    (embed.js), the clips' module, and what only the pages that need them add: the background
    layout's style, the reader's languages script; no walkthrough's pager parts weigh more than
    those of one that uses every optional part."""
    site = served_root / "example"
    every = pager_assets(every_feature_site(build_site, tmp_path) / "index.html")
    assert sorted(Path(f).suffix for f in every) == [".css", ".js"]
    pagers = {tuple(pager_assets(page)) for page in site.rglob("index.html")}
    assert len(pagers) == 3, "the example's walkthroughs use different features"
    for pager in pagers:
        assert sorted(Path(f).suffix for f in pager) == [".css", ".js"]
        assert gzipped(site / f for f in pager) <= gzipped(tmp_path / "site" / f for f in every), pager
    published = {f.relative_to(site).as_posix() for f in (site / "assets").glob("walkthrough.*")}
    assert published == {f for pager in pagers for f in pager}, "only the pairs pages link"
    assert gzipped([site / "embed.js"]) <= EMBED_CEILING, f"{gzipped([site / 'embed.js'])} bytes gzipped"
    clips = list((site / "assets").glob("walkthrough-clips.*"))
    assert len(clips) == 2 and gzipped(clips) <= 2 * 1024, f"{gzipped(clips)} bytes gzipped"
    background = list((site / "assets").glob("walkthrough-background.*"))
    assert len(background) == 1 and gzipped(background) <= 512, f"{gzipped(background)} bytes gzipped"
    languages = list((site / "assets").glob("walkthrough-languages.*"))
    assert len(languages) == 1 and gzipped(languages) <= 2560, f"{gzipped(languages)} bytes gzipped"  # CLDR's matching is most of it
    # Only the pages with a clip link the clips' files, only those with a page in the background layout its stylesheet.
    linking = lambda name: [page.relative_to(site).as_posix() for page in sorted(site.rglob("index.html")) if name in page.read_text()]
    assert linking("walkthrough-clips") == ["whats-new/fr/index.html", "whats-new/index.html"]
    assert linking("walkthrough-background") == ["tour/fr/index.html", "tour/index.html"]
    # The reader's languages script, from every page of a walkthrough in several languages (all of the example's).
    assert linking("assets/walkthrough-languages.") == [page.relative_to(site).as_posix() for page in sorted(site.rglob("index.html"))]
