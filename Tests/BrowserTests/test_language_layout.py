"""The closed language control on a walkthrough as a real app ships it (many_locales.py: 72
locales, CLDR's texts, a phone screenshot per page), in Chromium and WebKit: one line naming the
current language as its speakers do, never hiding a page's heading or the first line of its body,
at a small phone, a phone, a phone on its side and a laptop."""
from conftest import WebDriverWait
from many_locales import LOCALES
from layout_checks import CHECKER
from test_language_control import CONTROL_HEIGHT, open_pager, page_url

SIZES = ((320, 568), (390, 844), (844, 390), (1280, 800))


# For the control and each page of the track, what the first view shows: the control's height and
# name; per page, whether the heading is whole and the body's first line shown inside the page's
# own scrolling boxes, and below the control.
MEASURE = """
const control = document.querySelector('.walkthrough-language-control summary').getBoundingClientRect();
const shownBottom = (element, page) => {
  let bottom = page.getBoundingClientRect().top + page.clientHeight;
  for (let box = element.parentElement; box !== page; box = box.parentElement) {
    if (getComputedStyle(box).overflowY !== 'visible') bottom = Math.min(bottom, box.getBoundingClientRect().top + box.clientHeight);
  }
  return Math.min(bottom, document.querySelector('.walkthrough-controls').getBoundingClientRect().top);
};
const covers = (rect) => rect.right > control.left && rect.left < control.right && rect.bottom > control.top && rect.top < control.bottom;
const pages = [...document.querySelectorAll('.walkthrough-page')].map((page) => {
  const heading = page.querySelector('.walkthrough-heading').getBoundingClientRect();
  const body = page.querySelector('.walkthrough-body > :first-child');
  const line = parseFloat(getComputedStyle(body).lineHeight);
  const first = body.getBoundingClientRect();
  return { headingWhole: !covers(heading) && heading.bottom <= shownBottom(page.querySelector('.walkthrough-heading'), page) + 0.5,
           bodyLineShown: !covers({ ...first.toJSON(), bottom: first.top + line }) && first.top + line <= shownBottom(body, page) + 0.5 };
});
return { height: control.height, bottom: control.bottom, name: document.querySelector('summary [lang]').textContent, pages };
"""



def resize(driver, width, height):
    if driver.engine == "chromium":
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    else:
        driver.set_window_size(width, height)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return [innerWidth, innerHeight]") == [width, height])
    driver.execute_script("return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def test_every_locale_shows_each_pages_heading_and_body_under_a_one_line_control_at_every_size(screen, base_url, many):
    driver = screen(*SIZES[0])
    problems, names = [], {}
    for locale in LOCALES:
        open_pager(driver, page_url(base_url, many, locale))
        for width, height in SIZES:
            resize(driver, width, height)
            seen = driver.execute_script(MEASURE)
            assert len(seen["pages"]) == 4
            names[locale] = seen["name"]
            if seen["height"] > CONTROL_HEIGHT or seen["bottom"] > CONTROL_HEIGHT:
                problems.append(f"{locale} {width}×{height}: the closed control is {seen['height']} px tall, ends at {seen['bottom']}")
            problems += [f"{locale} {width}×{height} page {number}: {what}" for number, page in enumerate(seen["pages"], start=1)
                         for what, shown in (("heading cut, covered or hidden", page["headingWhole"]), ("body's first line hidden", page["bodyLineShown"])) if not shown]
    assert len(names) == len(LOCALES) == 72
    assert problems == []
    # Named as its speakers name it (CLDR), never by its code.
    assert [locale for locale, name in names.items() if name.lower() == locale.lower()] == []
    assert (names["fi"], names["de"], names["zh-hant"], names["ta"], names["ar"], names["sr-cyrl"]) == ("suomi", "Deutsch", "繁體中文", "தமிழ்", "العربية", "српски (ћирилица)")


def test_the_storyboards_layout_check_reports_a_tall_language_control_and_a_heading_or_body_out_of_the_first_view(screen, base_url, many):
    driver = screen(320, 568)
    open_pager(driver, base_url + many + "de/")
    driver.execute_script(CHECKER)
    check = "const done = arguments[0]; requestAnimationFrame(() => done(walkthroughLayoutProblems(document)))"
    assert driver.execute_async_script(check) == []
    driver.execute_script("document.querySelector('.walkthrough-language-control summary').style.height = '520px'")
    problems = driver.execute_async_script(check)
    assert {"the language control is 520 px tall, over 48", "the heading is not whole in the first view",
            "the body's first line is not in the first view"} <= set(problems), problems


def test_a_page_that_scrolls_fades_at_its_lower_edge_until_it_is_scrolled_to_its_end(screen, base_url, many):
    driver = screen(320, 568)
    open_pager(driver, base_url + many + "fi/")
    state = """const page = document.querySelector('.walkthrough-page.is-current'), style = getComputedStyle(page);
               return [page.hasAttribute('data-more'), style.maskImage || style.webkitMaskImage, page.scrollHeight > page.clientHeight]"""
    more, mask, scrolls = driver.execute_script(state)
    assert scrolls and more and "linear-gradient" in mask
    driver.execute_script("const page = document.querySelector('.walkthrough-page.is-current'); page.scrollTop = page.scrollHeight")
    WebDriverWait(driver, 3).until(lambda d: d.execute_script(state)[0] is False)
    assert driver.execute_script(state)[1] == "none"
    # A page that fits does not fade.
    driver.execute_script("document.querySelector('.walkthrough-page.is-current').scrollTop = 0")
    resize(driver, 1280, 800)
    assert driver.execute_script(state) == [False, "none", False]
