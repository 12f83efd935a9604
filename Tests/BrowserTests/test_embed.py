"""embed.js: the walkthrough as a modal dialog over a page of the site, on the first visit only."""

import json
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait, Pager
from test_pager import click


def open_dialog(driver):
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return !!document.querySelector('dialog[open]')"))
    return driver.find_element(By.CSS_SELECTOR, "dialog[open]")


def is_modal(driver):
    return driver.execute_script("return document.querySelector('dialog[open]')?.matches(':modal') ?? false")


def test_the_first_visit_opens_the_walkthrough_in_a_modal_dialog_that_get_started_closes(driver, base_url):
    driver.get(base_url + "/host.html")
    dialog = open_dialog(driver)
    assert is_modal(driver)
    frame = dialog.find_element(By.TAG_NAME, "iframe")
    assert frame.get_attribute("title") == "First en"
    driver.switch_to.frame(frame)
    pager = Pager(driver)
    for index in (1, 2):
        click(driver, pager.control("next"))
        pager.settle(index)
    assert pager.control("next").text == "Get Started"
    click(driver, pager.control("next"))
    driver.switch_to.default_content()
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return !document.querySelector('dialog')"))
    assert driver.current_url.endswith("/host.html")  # the host page stays; continue_url is for the standalone page
    events = driver.execute_script("return hostEvents")
    assert [name for name, _ in events] == ["change", "change", "finish"]
    assert events[-1][1] == {"walkthrough": "basic", "outcome": "done"}
    assert events[0][1] == {"walkthrough": "basic", "index": 1, "id": "second"}
    # The dialog's lifecycle events, its end among them, before the dialog closed on its finish.
    lifecycle = [json.loads(line)["name"] for line in driver.execute_script("return hostLifecycle")]
    assert lifecycle == ["walkthrough_shown", "page_viewed", "page_viewed", "page_viewed", "walkthrough_completed"]


def test_once_seen_the_dialog_never_opens_again(driver, base_url):
    driver.get(base_url + "/host.html")
    dialog = open_dialog(driver)
    driver.switch_to.frame(dialog.find_element(By.TAG_NAME, "iframe"))
    click(driver, Pager(driver).control("skip"))
    driver.switch_to.default_content()
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return !document.querySelector('dialog')"))
    driver.get(base_url + "/host.html")
    # embed.js says why it opened nothing: then it has decided.
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return window.hostLifecycle.some((e) => e.includes('walkthrough_not_shown'))"))
    assert driver.execute_script("return document.querySelectorAll('dialog, iframe').length") == 0


def test_escape_closes_the_dialog_as_skipped(driver, base_url):
    driver.get(base_url + "/host.html")
    open_dialog(driver)
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return !document.querySelector('dialog')"))
    assert driver.execute_script("return hostEvents.at(-1)") == ["finish", {"walkthrough": "basic", "outcome": "skipped"}]
    assert driver.execute_script("return JSON.parse(localStorage.getItem('walkthrough.basic.seen')).outcome") == "skipped"


def test_the_host_page_language_picks_the_translation(driver, base_url):
    driver.get(base_url + "/host-fr.html")
    dialog = open_dialog(driver)
    assert dialog.find_element(By.TAG_NAME, "iframe").get_attribute("src").endswith("/basic/fr/index.html?embed=1&trigger=first-launch")


def test_a_language_chosen_in_the_dialog_stays_in_it_and_the_host_hears_how_it_ends(driver, base_url):
    driver.get(base_url + "/host.html")
    dialog = open_dialog(driver)
    driver.switch_to.frame(dialog.find_element(By.TAG_NAME, "iframe"))
    driver.find_element(By.CSS_SELECTOR, ".walkthrough-language-control summary").click()
    driver.find_element(By.CSS_SELECTOR, ".walkthrough-language-list a[hreflang=fr]").click()
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.documentElement.lang") == "fr")
    assert driver.execute_script("return location.search") == "?embed=1&trigger=first-launch&lang=fr"
    click(driver, Pager(driver).control("skip"))
    driver.switch_to.default_content()
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return !document.querySelector('dialog')"))
    assert driver.current_url.endswith("/host.html")
    assert driver.execute_script("return hostEvents.at(-1)") == ["finish", {"walkthrough": "basic", "outcome": "skipped"}]
