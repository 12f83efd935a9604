"""The pager as a person uses it: buttons, dots, keys, swipes, and what the screen shows after."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait, open_site, touch_drag, touch_end, viewport_center


def click(driver, element):
    """A real click: the pointer moves to the element and presses it."""
    ActionChains(driver).move_to_element(element).click().perform()


def press(driver, key):
    ActionChains(driver).send_keys(key).perform()


# Buttons and dots

def test_next_moves_one_page_and_the_dots_and_labels_follow(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/")
    assert pager.index == 0 and pager.visible_page() == 0
    assert pager.current_dot() == [0]
    assert pager.control("next").text == "Next"
    assert pager.control("skip").is_displayed()
    click(driver, pager.control("next"))
    pager.settle(1)
    assert pager.current_dot() == [1]
    click(driver, pager.control("next"))
    pager.settle(2)
    assert pager.current_dot() == [2]
    assert pager.control("next").text == "Get Started"
    assert not pager.control("skip").is_displayed()


def test_a_dot_goes_to_its_page(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/")
    click(driver, pager.dots()[2])
    pager.settle(2)
    assert pager.current_dot() == [2]
    click(driver, pager.dots()[0])
    pager.settle(0)
    assert pager.current_dot() == [0]


def test_pressing_next_or_a_dot_keeps_the_focus_where_it_was(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/")
    next_button = pager.control("next")
    click(driver, next_button)
    pager.settle(1)
    assert driver.switch_to.active_element == next_button
    dot = pager.dots()[2]
    click(driver, dot)
    pager.settle(2)
    assert driver.switch_to.active_element == dot


def test_back_returns_and_is_hidden_on_the_first_page(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/#page-2")
    assert pager.index == 1
    click(driver, pager.control("back"))
    pager.settle(0)
    assert not pager.control("back").is_displayed()


def test_the_controls_are_real_buttons_named_by_their_labels(driver, base_url):
    pager = open_site(driver, base_url, "/basic/fr/")
    assert [b.tag_name for b in driver.find_elements(By.CSS_SELECTOR, ".walkthrough-controls [data-action]")] == ["button"] * 7
    assert pager.control("next").text == "Suivant"
    assert pager.control("skip").text == "Passer"
    assert pager.dots()[1].get_attribute("aria-label") == "Page 2 sur 3"


def test_a_single_page_walkthrough_starts_on_its_last_page(driver, base_url):
    pager = open_site(driver, base_url, "/single/")
    assert pager.control("next").text == "Get Started"
    assert not pager.control("skip").is_displayed()
    assert len(pager.dots()) == 1


# Keyboard

@pytest.mark.parametrize("site,forward,backward", [
    ("/nourl/", Keys.ARROW_RIGHT, Keys.ARROW_LEFT),
    ("/rtl/", Keys.ARROW_LEFT, Keys.ARROW_RIGHT),
    ("/vertical/", Keys.ARROW_DOWN, Keys.ARROW_UP),
])
def test_arrow_keys_move_in_the_reading_direction(driver, base_url, site, forward, backward):
    pager = open_site(driver, base_url, site)
    press(driver, forward)
    pager.settle(1)
    press(driver, forward)
    pager.settle(2)
    press(driver, forward)
    assert pager.index == 2
    press(driver, backward)
    pager.settle(1)


def test_home_and_end_jump_to_the_first_and_last_page(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/")
    press(driver, Keys.END)
    pager.settle(2)
    assert pager.current_dot() == [2]
    press(driver, Keys.HOME)
    pager.settle(0)


# Swipes

def test_a_touch_swipe_past_a_fifth_of_the_width_turns_the_page(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/")
    x, y, width, _ = viewport_center(driver)
    touch_drag(driver, (x + width * 0.3, y), (x - width * 0.1, y), duration=0.6)
    pager.settle(1)
    assert pager.current_dot() == [1]
    touch_drag(driver, (x - width * 0.3, y), (x + width * 0.1, y), duration=0.6)
    pager.settle(0)


def test_the_page_follows_the_finger_and_springs_back_from_a_short_slow_drag(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/")
    x, y, width, _ = viewport_center(driver)
    touch_drag(driver, (x, y), (x - 40, y), duration=0.8, release=False)
    dx, _ = pager.translation()
    assert -45 < dx < -30, dx
    touch_end(driver)
    pager.settle(0)
    assert pager.translation() == (0, 0)


def test_a_short_quick_flick_turns_the_page(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/")
    x, y, _, _ = viewport_center(driver)
    touch_drag(driver, (x, y), (x - 50, y), duration=0.05, steps=4)
    pager.settle(1)


def test_the_first_page_resists_a_drag_backwards_and_stays(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/")
    x, y, width, _ = viewport_center(driver)
    touch_drag(driver, (x - 100, y), (x + 50, y), duration=0.5, release=False)
    dx, _ = pager.translation()
    assert 40 <= dx <= 60, dx  # a third of the 150 px the finger moved
    touch_end(driver)
    pager.settle(0)


def test_a_mouse_drag_turns_the_page(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/")
    viewport = driver.find_element(By.CSS_SELECTOR, ".walkthrough-viewport")
    ActionChains(driver).move_to_element(viewport).click_and_hold().move_by_offset(-60, 0).move_by_offset(-60, 0).release().perform()
    pager.settle(1)


def test_a_pen_drag_turns_the_page(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/")
    x, y, _, _ = viewport_center(driver)
    pen = PointerInput(interaction.POINTER_PEN, "pen")
    actions = ActionBuilder(driver, mouse=pen)
    actions.pointer_action.move_to_location(int(x + 60), int(y)).pointer_down()
    for step in range(1, 7):
        actions.pointer_action.move_to_location(int(x + 60 - 25 * step), int(y))
    actions.pointer_action.pointer_up()
    actions.perform()
    pager.settle(1)


def test_a_vertical_swipe_scrolls_a_long_page_instead_of_turning_it(driver, base_url):
    pager = open_site(driver, base_url, "/long/")
    x, y, _, height = viewport_center(driver)
    touch_drag(driver, (x, y + height * 0.3), (x, y - height * 0.3), duration=0.4)
    WebDriverWait(driver, 3).until(lambda d: d.execute_script("return document.querySelector('[data-page-index=\"0\"]').scrollTop") > 50)
    pager.settle(0)  # a swipe would have turned the page as the finger lifted
    touch_drag(driver, (x + 100, y), (x - 100, y), duration=0.4)
    pager.settle(1)


def test_vertical_walkthroughs_turn_with_an_upward_swipe(driver, base_url):
    pager = open_site(driver, base_url, "/vertical/")
    x, y, _, height = viewport_center(driver)
    touch_drag(driver, (x, y + height * 0.25), (x, y - height * 0.1), duration=0.5)
    pager.settle(1)
    assert pager.translation()[0] == 0 and pager.translation()[1] < 0


def test_right_to_left_walkthroughs_turn_with_a_swipe_to_the_right(driver, base_url):
    pager = open_site(driver, base_url, "/rtl/")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("dir") == "rtl"
    x, y, width, _ = viewport_center(driver)
    touch_drag(driver, (x - width * 0.3, y), (x + width * 0.1, y), duration=0.5)
    pager.settle(1)
    assert pager.control("next").text == "التالي"


# Options

def test_wrap_goes_from_the_last_page_to_the_first_and_back(driver, base_url):
    pager = open_site(driver, base_url, "/wrap/")
    press(driver, Keys.ARROW_LEFT)
    pager.settle(2)
    press(driver, Keys.ARROW_RIGHT)
    pager.settle(0)
    x, y, width, _ = viewport_center(driver)
    touch_drag(driver, (x - 100, y), (x + 100, y), duration=0.4)
    pager.settle(2)
    assert pager.control("back").is_displayed()


def test_page_spacing_separates_pages_while_sliding(driver, base_url):
    pager = open_site(driver, base_url, "/spacing/")
    gap = driver.execute_script("""
        const a = document.querySelector('[data-page-index="0"]').getBoundingClientRect();
        const b = document.querySelector('[data-page-index="1"]').getBoundingClientRect();
        return b.left - a.right;""")
    assert gap == 24
    click(driver, pager.control("next"))
    pager.settle(1)


def test_the_fade_transition_cross_fades_without_sliding(driver, base_url):
    pager = open_site(driver, base_url, "/fade/")
    click(driver, pager.control("next"))
    pager.settle(1)
    assert pager.translation() == (0, 0)
    opacities = driver.execute_script("return [...document.querySelectorAll('[data-page-index]')].map(p => getComputedStyle(p).opacity)")
    assert opacities == ["0", "1", "0"]


def test_reduced_motion_changes_pages_instantly(driver, base_url):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    pager = open_site(driver, base_url, "/nourl/")
    assert driver.execute_script("return getComputedStyle(document.querySelector('.walkthrough-track')).transitionDuration") == "0s"
    click(driver, pager.control("next"))
    assert pager.visible_page() == 1  # no waiting: already in place


def test_skip_to_last_page_restart_and_controls_hidden_on_the_last_page(driver, base_url):
    pager = open_site(driver, base_url, "/lastpage/")
    click(driver, pager.control("skip"))
    pager.settle(2)
    controls = driver.find_element(By.CSS_SELECTOR, ".walkthrough-controls")
    assert controls.get_dom_attribute("inert") is not None
    # The bar fades out in 0.3 s; a busy machine may take longer to finish the fade.
    WebDriverWait(driver, 3).until(lambda d: d.execute_script("return getComputedStyle(arguments[0]).opacity", controls) == "0")
    done, restart = pager.finish_button("done"), pager.finish_button("restart")
    assert done.is_displayed() and done.text == "Get Started"
    assert restart.is_displayed() and restart.text == "Start again"
    click(driver, restart)
    pager.settle(0)
    assert controls.get_dom_attribute("inert") is None
    assert not done.is_displayed()


# Address and history

def test_page_n_in_the_address_opens_page_n_and_follows_every_move(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/#page-3")
    pager.settle(2)
    click(driver, pager.dots()[1])
    pager.settle(1)
    assert driver.current_url.endswith("/nourl/#page-2")
    driver.execute_script("location.hash = '#page-1'")
    pager.settle(0)


def test_back_in_the_browser_leaves_the_walkthrough_instead_of_stepping_through_it(driver, base_url):
    driver.get(base_url + "/blank.html")
    pager = open_site(driver, base_url, "/nourl/")
    length = driver.execute_script("return history.length")
    click(driver, pager.control("next"))
    click(driver, pager.control("next"))
    pager.settle(2)
    assert driver.execute_script("return history.length") == length
    driver.back()
    assert driver.current_url.endswith("/blank.html")


# Events

def test_every_page_change_dispatches_its_index_and_stable_id(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/")
    pager.record_events()
    click(driver, pager.control("next"))
    press(driver, Keys.END)
    click(driver, pager.dots()[0])
    x, y, _, _ = viewport_center(driver)
    touch_drag(driver, (x + 100, y), (x - 100, y), duration=0.3)
    pager.settle(1)
    assert pager.events() == [
        ["change", {"index": 1, "id": "second"}],
        ["change", {"index": 2, "id": "third"}],
        ["change", {"index": 0, "id": "first"}],
        ["change", {"index": 1, "id": "second"}],
    ]


def test_the_root_and_pages_carry_their_styling_and_testing_hooks(driver, base_url):
    pager = open_site(driver, base_url, "/nourl/")
    assert pager.root.get_attribute("data-current-index") == "0"
    assert [p.get_attribute("data-page-index") for p in driver.find_elements(By.CSS_SELECTOR, "[data-page-index]")] == ["0", "1", "2"]


def test_a_sites_own_controls_template_from_before_the_compact_counter_still_works(driver, base_url, served_root, build_site):
    """A site that copied controls.mustache before it had the "2 / 5" counter keeps a working pager."""
    from conftest import THREE, write_site
    from site_support import ROOT, build
    folder = served_root / "_sources" / "old-controls"
    content = write_site(folder, "id: old-controls", THREE)
    templates = folder / "templates"
    templates.mkdir()
    controls = (ROOT / "templates" / "controls.mustache").read_text()
    (templates / "controls.mustache").write_text(controls.replace('<span class="walkthrough-counter"></span>', ""))
    build(build_site, content, served_root / "old-controls", "--templates", str(templates))
    pager = open_site(driver, base_url, "/old-controls/")
    pager.control("next").click()
    pager.settle(1)
    assert pager.current_dot() == [1]
