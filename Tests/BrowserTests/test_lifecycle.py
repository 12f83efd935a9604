"""A mounted pager, clip player and embed.js dialog return a handle whose destroy() removes every
listener, observer, timer and frame they added: counted through the browser parts the test passes
in (web/pager/browser-parts.js), in Chromium and in WebKit."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import open_site, swipe, viewport_center, WebDriverWait
from test_pager import click, press

# Parts that count what is live: listeners until removed, observers until disconnected, timers and
# frames until they run or are cancelled. `window.live` holds the counts.
COUNTING_PARTS = """
window.live = { listeners: 0, observers: 0, timers: 0, frames: 0 };
window.countingParts = (base) => {
  const once = (kind, remove) => {
    let isLive = true;
    live[kind] += 1;
    return () => {
      if (isLive) live[kind] -= 1;
      isLive = false;
      remove?.();
    };
  };
  const scheduled = (kind, schedule) => (callback, ...rest) => {
    let end = null;
    const cancel = schedule((...args) => { end(); callback(...args); }, ...rest);
    end = once(kind, null);
    return () => { end(); cancel(); };
  };
  return {
    ...base,
    listen: (...args) => once('listeners', base.listen(...args)),
    observeSize: (...args) => once('observers', base.observeSize(...args)),
    later: scheduled('timers', base.later),
    nextFrame: scheduled('frames', base.nextFrame),
  };
};
"""


def live(driver):
    return driver.execute_script("return window.live")


def test_a_destroyed_pager_leaves_no_listener_observer_timer_or_frame_and_no_longer_moves(screen, base_url):
    driver = screen()
    pager = open_site(driver, base_url, "/wrap/?preview")
    driver.execute_script(COUNTING_PARTS + """
        walkthroughPager.destroy();
        window.counted = walkthroughPager.mount(document.querySelector('.walkthrough'), countingParts(walkthroughPager.parts));""")
    # The pager wires its input in the last of its start's tasks, after mount() returned.
    WebDriverWait(driver, 5).until(lambda d: live(d)["listeners"] >= 8 and live(d)["observers"] >= 2)
    click(driver, pager.control("next"))
    pager.settle(1)
    press(driver, Keys.ARROW_RIGHT)
    pager.settle(2)
    x, y, width, _ = viewport_center(driver)
    swipe(driver, (x + width * 0.3, y), (x - width * 0.3, y), duration=0.3)
    pager.settle(0)
    driver.set_window_size(*driver.execute_script("return [outerWidth - 20, outerHeight]"))
    driver.execute_script("window.counted.destroy()")
    assert live(driver) == {"listeners": 0, "observers": 0, "timers": 0, "frames": 0}
    press(driver, Keys.ARROW_RIGHT)
    driver.execute_script("location.hash = '#page-3'")
    WebDriverWait(driver, 1).until(lambda d: d.execute_script("return location.hash") == "#page-3")
    assert pager.index == 0, "a destroyed pager moves no more"


def test_destroyed_clips_leave_nothing_behind_and_play_no_more(screen, base_url):
    driver = screen()
    open_site(driver, base_url, "/example/whats-new/?preview")
    driver.execute_script(COUNTING_PARTS + """
        walkthroughClips.destroy();
        window.counted = walkthroughClips.mount(document.querySelector('.walkthrough'), countingParts(walkthroughClips.parts));""")
    assert live(driver)["listeners"] >= 4 and live(driver)["observers"] >= 1
    driver.execute_script("window.counted.destroy()")
    assert live(driver) == {"listeners": 0, "observers": 0, "timers": 0, "frames": 0}


def test_destroying_embed_js_removes_its_dialog_and_leaves_nothing_behind(screen, base_url):
    driver = screen()
    driver.get(base_url + "/host.html")
    WebDriverWait(driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, "dialog[open]"))
    driver.execute_script(COUNTING_PARTS + """
        walkthroughEmbeds.basic.destroy();
        window.counted = walkthroughEmbeds.basic.mount(countingParts(walkthroughEmbeds.basic.parts));""")
    WebDriverWait(driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, "dialog[open]"))
    assert len(driver.find_elements(By.CSS_SELECTOR, "dialog")) == 1, "the first dialog went with its handle"
    assert live(driver)["listeners"] >= 2
    driver.execute_script("window.counted.destroy()")
    assert live(driver) == {"listeners": 0, "observers": 0, "timers": 0, "frames": 0}
    assert driver.find_elements(By.CSS_SELECTOR, "dialog") == []
