"""The layout of the pager on real screens with real content, measured with element geometry.

Every viewport from a 320 px phone to a 1920 px desktop (and 200 % zoom) × every locale × every
page of Tests/Fixtures/layout (tall screenshots, a landscape picture, an SVG without a size, a
page without a picture, an 80-character heading, a body several screens long, German compound
words, French, Arabic, Japanese) runs the checks of web/storyboard/layout-check.js, the same checks
the storyboard marks its frames with."""
import pytest
from selenium.webdriver.common.by import By

from conftest import open_site
from test_pager import click
from site_support import ROOT

# The checks as a script for the page: the module's one export made the window's.
CHECKER = (ROOT / "web" / "storyboard" / "layout-check.js").read_text().replace(
    "export function walkthroughLayoutProblems(", "window.walkthroughLayoutProblems = function walkthroughLayoutProblems(")
LOCALES = ("en", "de", "fr", "ar", "ja")
PAGES = 5

# (name, width, height, device scale factor, phone): 200 % zoom at 1280×800 lays out as 640×400 CSS px.
VIEWPORTS = [
    ("phone 320x568", 320, 568, 2, True),
    ("phone 360x640", 360, 640, 3, True),
    ("phone 375x667", 375, 667, 2, True),
    ("phone 390x844", 390, 844, 3, True),
    ("phone 430x932", 430, 932, 3, True),
    ("landscape 667x375", 667, 375, 2, True),
    ("landscape 844x390", 844, 390, 3, True),
    ("tablet 768x1024", 768, 1024, 2, True),
    ("tablet 1024x768", 1024, 768, 2, True),
    ("desktop 1280x800", 1280, 800, 1, False),
    ("desktop 1920x1080", 1920, 1080, 1, False),
    ("200% zoom at 1280x800", 640, 400, 2, False),
]


def problems_on_every_page(driver, base_url, path, pages, current=False):
    """The layout problems of each page of the walkthrough at `path`, as 'page N: problem' lines
    (and of the page it opens at, when `current`)."""
    open_site(driver, base_url, path)
    driver.execute_script("return Promise.all([...document.images].map((i) => { i.loading = 'eager'; return i.decode().catch(() => null); }))")
    driver.execute_script(CHECKER)
    found = [f"as opened: {problem}" for problem in driver.execute_async_script(
        "const done = arguments[0]; requestAnimationFrame(() => done(walkthroughLayoutProblems(document)))")] if current else []
    for number in range(1, pages + 1):
        driver.execute_script("location.hash = '#page-' + arguments[0]", number)
        problems = driver.execute_async_script("""
            const [number, done] = arguments;
            const ready = () => document.querySelector('.walkthrough').dataset.currentIndex === String(number - 1);
            const check = () => ready() ? requestAnimationFrame(() => done(walkthroughLayoutProblems(document))) : setTimeout(check, 10);
            check();""", number)
        found += [f"page {number}: {problem}" for problem in problems]
    return found


def open_screen(screen, spec, **options):
    """The browser at the size of `spec` (VIEWPORTS), without motion, as the layout is measured."""
    _, width, height, scale, mobile = spec
    return screen(width, height, scale, mobile, reduced_motion=True, **options)


# The fixture as it is (stacked, Start again on the last page), and in the background layout with
# Start again on every page (conftest.background_layout_fixture).
STYLES = {"stacked": "/layout/", "background": "/layout-background/"}


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("spec", VIEWPORTS, ids=[spec[0] for spec in VIEWPORTS])
def test_every_page_in_every_locale_keeps_the_layout_rules(screen, base_url, spec, style):
    driver = open_screen(screen, spec)
    found = []
    for locale in LOCALES:
        path = STYLES[style] + ("" if locale == "en" else f"{locale}/")
        found += [f"{locale} {line}" for line in problems_on_every_page(driver, base_url, path, PAGES)]
    assert found == [], f"{spec[0]}, {style}:\n" + "\n".join(found)


@pytest.mark.parametrize("locale", ["en", "fr", "de", "es", "it", "pt", "nl", "ja", "zh", "ko", "ru", "ar", "he"])
def test_the_controls_fit_one_row_at_320_px_in_every_built_in_language(screen, base_url, locale):
    driver = open_screen(screen, VIEWPORTS[0])
    path = "/languages/" if locale == "en" else f"/languages/{locale}/"
    assert problems_on_every_page(driver, base_url, path, 3) == []


# Loads of one view, each from nothing: the controls are fitted to the bar's final width however
# the first layout goes (WebKit once measured a bar 16 px narrower than the screen in about one
# load of seven, and fired no resize when it widened).
FRESH_LOADS = 30


@pytest.mark.parametrize("spec", [VIEWPORTS[0], VIEWPORTS[3]], ids=[VIEWPORTS[i][0] for i in (0, 3)])
def test_the_controls_keep_their_margins_on_every_fresh_load_of_a_view(screen, base_url, spec):
    driver = open_screen(screen, spec)
    found = []
    for load in range(FRESH_LOADS):
        driver.get(base_url + "/blank.html")
        found += [f"load {load + 1}: {line}" for line in problems_on_every_page(driver, base_url, "/layout/de/#page-5", 0, current=True)]
    assert found == []


@pytest.mark.parametrize("spec", [VIEWPORTS[0], VIEWPORTS[3], VIEWPORTS[6], VIEWPORTS[9]], ids=[VIEWPORTS[i][0] for i in (0, 3, 6, 9)])
def test_a_vertical_walkthrough_keeps_the_layout_rules(screen, base_url, spec):
    driver = open_screen(screen, spec)
    assert problems_on_every_page(driver, base_url, "/vertical/", 3) == []


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("spec", [VIEWPORTS[0], VIEWPORTS[6], VIEWPORTS[10]], ids=[VIEWPORTS[i][0] for i in (0, 6, 10)])
def test_without_javascript_nothing_scrolls_sideways_and_no_picture_covers_text(screen, base_url, spec, style):
    """In the background layout the picture lies under the text on purpose: there it must cover its page."""
    driver = open_screen(screen, spec, javascript=False)
    for locale in LOCALES:
        driver.get(base_url + STYLES[style] + ("" if locale == "en" else f"{locale}/"))
        problems = driver.execute_script("""
            const problems = [];
            const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
            if (document.documentElement.scrollWidth > innerWidth + 1) problems.push('the document scrolls sideways');
            for (const page of document.querySelectorAll('[data-page-index]')) {
              const image = page.querySelector('img');
              const texts = [...page.querySelectorAll('h2, p')];
              const [a, b] = [image?.getBoundingClientRect(), page.getBoundingClientRect()];
              if (page.dataset.layout === 'background') {
                if (Math.abs(a.left - b.left) > 1 || Math.abs(a.top - b.top) > 1 || Math.abs(a.right - b.right) > 1 || Math.abs(a.bottom - b.bottom) > 1) problems.push('page ' + page.dataset.pageIndex + ': the picture does not cover the page');
              } else if (image && texts.some((text) => overlap(a, text.getBoundingClientRect()))) problems.push('page ' + page.dataset.pageIndex + ': the picture covers text');
              for (const text of texts) if (text.scrollWidth > text.clientWidth + 1) problems.push('page ' + page.dataset.pageIndex + ': text is cut at the side');
            }
            return problems;""")
        assert problems == [], f"{locale}: {problems}"


# Records each write to the bar's data-fit from now on, into window.fitWrites.
RECORD_FIT_WRITES = """
    window.fitWrites = [];
    new MutationObserver((records) => window.fitWrites.push(...records.map((r) => r.target.dataset.fit)))
      .observe(document.querySelector('.walkthrough-controls'), { attributes: true, attributeFilter: ['data-fit'] });"""


def test_a_move_that_changes_no_width_in_the_bar_leaves_the_fitted_row_as_it_is(screen, base_url):
    """At 320 px in German the row is tightened down to its position as "2 / 5". Next in the
    middle of the walkthrough changes the width of neither the bar nor its controls (the
    counter's digits are tabular): the row is not fitted again, and its frame has one layout
    pass. Next onto the last page changes the label: the row is fitted again."""
    driver = open_screen(screen, VIEWPORTS[0])
    pager = open_site(driver, base_url, "/layout/de/#page-2")
    pager.settle(1)
    fit = driver.find_element(By.CSS_SELECTOR, ".walkthrough-controls").get_attribute("data-fit")
    assert "counter" in fit, f"the fixture's row at 320 px is tightened down to the counter: {fit!r}"
    driver.execute_script(RECORD_FIT_WRITES)
    for index in (2, 3):
        click(driver, pager.control("next"))
        pager.settle(index)
    assert driver.execute_script("return window.fitWrites") == []
    click(driver, pager.control("next"))
    pager.settle(4)
    assert driver.execute_script("return window.fitWrites") != [], "the label became the last page's: the row was fitted again"
    assert problems_on_every_page(driver, base_url, "/layout/de/#page-5", 0, current=True) == []
