"""The language control on a walkthrough as a real app ships it (many_locales.py: 72 locales, CLDR's
texts, a phone screenshot per page), in Chromium and WebKit: opened, every language, the reader's
first, a filter, the keys, and without JavaScript. test_language_layout.py measures it closed."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait
from many_locales import LOCALES, write_many_locales_site

CONTROL_HEIGHT = 48  # CSS px: the closed control is one line


def page_url(base_url, many, locale):
    """The address of the many-locale walkthrough's page in `locale`."""
    return base_url + many + ("" if locale == LOCALES[0] else locale + "/")


def open_pager(driver, url):
    driver.get(url)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.querySelector('.is-pager:not(.is-dragging)') !== null"))


def test_the_filter_matches_a_languages_own_name_english_name_or_code_whatever_the_case_and_accents(screen, base_url, many):
    driver = screen(320, 568)
    open_pager(driver, page_url(base_url, many, "de"))
    driver.find_element(By.CSS_SELECTOR, ".walkthrough-language-control summary").click()
    search = driver.find_element(By.CSS_SELECTOR, ".walkthrough-language-filter")
    assert search.is_displayed() and search.get_attribute("placeholder") == "Sprachen filtern"
    shown = "return [...document.querySelectorAll('.walkthrough-language-list a')].filter((a) => a.offsetParent).map((a) => a.hreflang)"
    assert len(driver.execute_script(shown)) == 72
    for typed, expected in (("FRANCAIS", ["fr"]), ("finnish", ["fi"]), ("zh-hant", ["zh-Hant"]), ("ελλη", ["el"]), ("portug", ["pt-BR", "pt-PT"])):
        search.clear()
        search.send_keys(typed)
        assert driver.execute_script(shown) == expected, typed
    # The panel stays inside the screen, over the page.
    left, right = driver.execute_script("const r = document.querySelector('.walkthrough-language-menu').getBoundingClientRect(); return [r.left, r.right]")
    assert left >= 0 and right <= 320


def test_keys_open_the_control_move_through_its_list_without_turning_the_page_and_escape_returns_focus(screen, base_url, many):
    driver = screen(390, 844)
    open_pager(driver, page_url(base_url, many, "he"))
    summary = driver.find_element(By.CSS_SELECTOR, ".walkthrough-language-control summary")
    driver.execute_script("arguments[0].focus()", summary)
    summary.send_keys(Keys.ENTER)
    WebDriverWait(driver, 3).until(lambda d: d.execute_script("return document.querySelector('.walkthrough-language-control').open"))
    active = "return document.activeElement.className || document.activeElement.textContent"
    driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    assert driver.execute_script(active) == "walkthrough-language-filter"
    driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    assert driver.execute_script(active) == "English"
    driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN, Keys.ARROW_LEFT, Keys.END)
    assert driver.execute_script(active) == "العربية"
    assert driver.execute_script("return document.querySelector('.walkthrough').dataset.currentIndex") == "0"
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert driver.execute_script("return document.querySelector('.walkthrough-language-control').open") is False
    assert driver.execute_script("return document.activeElement.tagName") == "SUMMARY"
    # Right to left: the panel opens from the screen's left edge, under the control.
    driver.execute_script("document.querySelector('.walkthrough-language-control').open = true")
    left = driver.execute_script("return document.querySelector('.walkthrough-language-menu').getBoundingClientRect().left")
    assert 0 <= left <= 16


@pytest.mark.parametrize("engine", ["chromium"])  # WebKit takes a preference list only when it starts (test_locale_negotiation.py)
def test_the_readers_own_languages_come_first_in_the_order_they_prefer(screen, engine, base_url, many):
    driver = screen(390, 844)
    driver.execute_cdp_cmd("Emulation.setUserAgentOverride", {"userAgent": driver.execute_script("return navigator.userAgent"),
                                                               "acceptLanguage": "sv-FI,fi,en-GB"})
    try:
        open_pager(driver, page_url(base_url, many, "de"))
        order = driver.execute_script("return [...document.querySelectorAll('.walkthrough-language-list a')].map((a) => a.hreflang)")
        assert order[:4] == ["sv", "fi", "en", "ar"]  # then the rest in locales: order
        assert sorted(tag.lower() for tag in order) == sorted(LOCALES)  # hreflang is canonical: pt-BR for pt-br
    finally:
        driver.execute_cdp_cmd("Emulation.setUserAgentOverride", {"userAgent": driver.execute_script("return navigator.userAgent"), "acceptLanguage": "en-US"})


def test_a_language_chosen_opens_in_the_same_showing_at_the_same_page(screen, base_url, many):
    """In embed.js's dialog, the storyboard, or a what's new opened for an app's version, the
    language chosen keeps what the address says of the showing, and the reader stays on the page."""
    driver = screen(390, 844)
    current = "return document.querySelector('.walkthrough').dataset.currentIndex"
    open_pager(driver, page_url(base_url, many, "de") + "?trigger=settings&version=2.1#page-2")
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(current) == "1")
    driver.find_element(By.CSS_SELECTOR, ".walkthrough-language-control summary").click()
    finnish = driver.find_element(By.CSS_SELECTOR, ".walkthrough-language-list a[hreflang='fi']")
    expected = base_url + many + "fi/index.html?trigger=settings&version=2.1&lang=fi#page-2"
    assert finnish.get_attribute("href") == expected, "a middle click or a new tab opens it so too"
    driver.execute_script("arguments[0].scrollIntoView()", finnish)
    finnish.click()
    WebDriverWait(driver, 5).until(lambda d: "/fi/" in d.current_url)
    assert driver.current_url == expected
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(current) == "1")
    assert driver.execute_script("return document.documentElement.lang") == "fi"


def test_without_javascript_the_control_opens_and_reaches_every_language(screen, base_url, many):
    driver = screen(320, 568, javascript=False)
    driver.get(page_url(base_url, many, "fi"))
    summary = driver.find_element(By.CSS_SELECTOR, ".walkthrough-language-control summary")
    assert summary.size["height"] <= CONTROL_HEIGHT and summary.find_element(By.CSS_SELECTOR, "[lang]").get_attribute("textContent") == "suomi"
    summary.click()
    links = driver.find_elements(By.CSS_SELECTOR, ".walkthrough-language-list a")
    assert len(links) == 72 and not driver.find_element(By.CSS_SELECTOR, ".walkthrough-language-filter").is_displayed()
    driver.execute_script("arguments[0].scrollIntoView()", links[-1])
    links[-1].click()
    # The click starts the navigation; WebKit's driver may answer before it has committed.
    WebDriverWait(driver, 5).until(lambda d: d.current_url != page_url(base_url, many, "fi"))
    assert driver.current_url == base_url + many + "uz/index.html?lang=uz"
