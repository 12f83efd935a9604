"""The layout of the pager beyond the fixture's every page (test_layout_phones.py,
test_layout_wide_screens.py): every built-in language at 320 px, fresh loads, a vertical
walkthrough, the page without JavaScript, and a move that changes no width in the bar; measured
with element geometry by the checks of web/storyboard/layout-check.js (layout_checks.py)."""
import pytest
from selenium.webdriver.common.by import By

from conftest import open_site
from layout_checks import LOCALES, STYLES, VIEWPORTS, open_screen, problems_on_every_page
from test_pager import click


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
