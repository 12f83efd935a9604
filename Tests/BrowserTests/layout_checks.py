"""What the layout tests share: the screens they measure, and the checks of
web/storyboard/layout-check.js (the storyboard's own) run on every page of a walkthrough."""
from conftest import open_site
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


def problems_in_every_locale(screen, base_url, spec, style):
    """The layout problems of every page of the layout fixture in every locale, at the screen
    `spec` in `style`, as 'LOCALE page N: problem' lines."""
    driver = open_screen(screen, spec)
    found = []
    for locale in LOCALES:
        path = STYLES[style] + ("" if locale == "en" else f"{locale}/")
        found += [f"{locale} {line}" for line in problems_on_every_page(driver, base_url, path, PAGES)]
    return found
