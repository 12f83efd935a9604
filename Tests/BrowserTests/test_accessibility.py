"""The WAI-ARIA carousel pattern, checked in Chromium and in WebKit, and axe-core with no violations
in both. The accessibility tree itself is read in Chromium only: WebKit's driver has no way to it."""
import pytest
from selenium_axe_python import Axe
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import open_site
from test_pager import click, press

EXAMPLE_PAGES = ["/example/", "/example/fr/", "/example/whats-new/", "/example/whats-new/fr/", "/example/tour/", "/example/tour/fr/"]


def axe_violations(driver):
    """axe-core's violations on the page the driver shows, axe added to it once per page."""
    axe = Axe(driver)
    if not driver.execute_script("return typeof window.axe === 'object'"):
        axe.inject()
    results = axe.run(options={"resultTypes": ["violations"]})
    return [(v["id"], v["help"], [n["target"] for n in v["nodes"]]) for v in results["violations"]]


@pytest.mark.parametrize("path", EXAMPLE_PAGES)
def test_every_page_of_the_example_site_passes_axe_on_every_page_of_the_pager(screen, base_url, path):
    driver = screen()
    pager = open_site(driver, base_url, path)
    count = len(pager.dots())
    for index in range(count):
        if index:
            press(driver, Keys.ARROW_RIGHT)
            pager.settle(index)
        assert axe_violations(driver) == [], f"page {index + 1}"


@pytest.mark.parametrize("path", EXAMPLE_PAGES)
def test_the_static_page_passes_axe_when_the_pager_script_never_runs(screen, engine, base_url, path):
    # axe itself needs JavaScript: Chromium blocks the pager's script, WebKit runs none of the page's own.
    driver = screen(javascript=engine == "chromium")
    if engine == "chromium":
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/assets/walkthrough.*.js"]})
    try:
        driver.get(base_url + path)
        assert driver.find_element(By.CSS_SELECTOR, ".walkthrough").get_attribute("class") == "walkthrough"
        assert axe_violations(driver) == []
    finally:
        if engine == "chromium":
            driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
            driver.get_log("browser")  # the blocked request is logged as an error on purpose


def test_right_to_left_and_dark_mode_pass_axe(screen, base_url):
    driver = screen()
    open_site(driver, base_url, "/rtl/")
    assert axe_violations(driver) == []
    driver = screen(dark=True)
    open_site(driver, base_url, "/example/whats-new/")
    assert driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
    assert axe_violations(driver) == []


def test_the_carousel_is_a_labelled_region_of_labelled_slides(screen, base_url):
    driver = screen()
    pager = open_site(driver, base_url, "/basic/")
    root = pager.root
    assert root.get_attribute("aria-roledescription") == "carousel"
    assert root.get_attribute("aria-label") == "First en"
    slides = driver.find_elements(By.CSS_SELECTOR, "[data-page-index]")
    assert [s.get_attribute("aria-roledescription") for s in slides] == ["slide"] * 3
    assert [s.get_attribute("aria-label") for s in slides] == ["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"]
    group = driver.find_element(By.CSS_SELECTOR, ".walkthrough-dots")
    assert group.get_attribute("role") == "group" and group.get_attribute("aria-label")


def test_off_screen_pages_are_inert_so_never_focused(screen, base_url):
    driver = screen()
    open_site(driver, base_url, "/basic/")
    assert driver.execute_script("return [...document.querySelectorAll('[data-page-index]')].map(p => p.inert)") == [False, True, True]
    # Tabbing from the start never reaches a link on another page.
    driver.find_element(By.TAG_NAME, "body").click()
    reached = []
    for _ in range(12):
        press(driver, Keys.TAB)
        reached.append(driver.execute_script("const a = document.activeElement; const p = a.closest('[data-page-index]'); return p ? p.dataset.pageIndex : a.dataset.action || a.tagName"))
    assert "1" not in reached and "2" not in reached
    assert "0" in reached


def test_inert_pages_are_left_out_of_the_accessibility_tree_in_chromium_only_as_webkits_driver_cannot_read_the_tree(driver, base_url):
    open_site(driver, base_url, "/basic/")
    tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    names = {str(node.get("name", {}).get("value", "")) for node in tree if not node.get("ignored")}
    assert "First en" in names and "Second en" not in names


def test_a_polite_live_region_announces_the_page(screen, base_url):
    driver = screen()
    pager = open_site(driver, base_url, "/basic/")
    status = driver.find_element(By.CSS_SELECTOR, "[role=status]")
    assert status.get_attribute("aria-live") == "polite"
    click(driver, pager.control("next"))
    pager.settle(1)
    assert status.get_attribute("textContent") == "Page 2 of 3"
    pager = open_site(driver, base_url, "/basic/fr/")
    click(driver, pager.control("next"))
    assert driver.find_element(By.CSS_SELECTOR, "[role=status]").get_attribute("textContent") == "Page 2 sur 3"


def test_the_current_dot_is_marked_for_assistive_technology(screen, base_url):
    driver = screen()
    pager = open_site(driver, base_url, "/basic/")
    click(driver, pager.dots()[1])
    assert [d.get_attribute("aria-current") for d in pager.dots()] == [None, "true", None]
