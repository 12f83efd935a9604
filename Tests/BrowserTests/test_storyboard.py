"""The storyboard checks every page's layout at several device sizes and marks, on the frame
itself, the views that break a rule, with the reason in words."""
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from site_support import ROOT, variant_cache
from conftest import WebDriverWait

LONG_LABELS = """id: long-labels
labels:
  en:
    skip: Skip this whole introduction and never show it to me again
    next: Continue to the next part of the introduction
"""


@pytest.fixture(scope="module")
def served_storyboard(build_site, served_root):
    """`build-site serve` on the layout fixture plus a walkthrough whose labels cannot fit 320 px;
    one server for the module's tests, which only read the storyboard."""
    folder = Path(tempfile.mkdtemp(prefix="walkthrough-storyboard-"))
    shutil.copytree(variant_cache((served_root / "layout").resolve()), variant_cache(folder / "output"))
    content = folder / "content"
    shutil.copytree(ROOT / "Tests" / "Fixtures" / "layout" / "content", content)
    (content / "long-labels").mkdir()
    (content / "long-labels" / "walkthrough.yml").write_text(LONG_LABELS)
    for number in (1, 2):
        (content / "long-labels" / f"0{number}-page-{number}.md").write_text(f"---\nheading: Page {number}\n---\nText.\n")
    process = subprocess.Popen([str(build_site), "serve", "--port", "0"], cwd=folder, stdout=subprocess.PIPE, text=True)
    line = ""
    while "Serving" not in line:
        line = process.stdout.readline()
        assert line, "the server did not start"
    yield re.search(r"http://127\.0\.0\.1:\d+/", line).group(0)
    process.terminate()
    process.wait(timeout=5)
    shutil.rmtree(folder, ignore_errors=True)


def test_the_storyboard_marks_each_view_that_breaks_a_layout_rule_and_only_those(driver, served_storyboard):
    driver.get(served_storyboard + "_storyboard/")
    WebDriverWait(driver, 120).until(lambda d: d.execute_script("return document.body.dataset.layoutChecked !== undefined"))
    marked = driver.find_elements(By.CSS_SELECTOR, "figure:has(.has-layout-problems)")
    # The layout fixture's 25 pages keep every rule at every size; of the two with long labels, the
    # first breaks them (its Skip and Next cannot share a row at 320 px), the last does not (no Skip).
    assert len(driver.find_elements(By.CSS_SELECTOR, "figure[data-page]")) == 27
    problems = {figure.find_element(By.TAG_NAME, "figcaption").text: figure.find_element(By.CSS_SELECTOR, ".layout-problems").text for figure in marked}
    assert list(problems) == ["1. Page 1"], problems
    reasons = marked[0].find_element(By.CSS_SELECTOR, ".layout-problems").text
    assert "320×568: the label \"Skip this whole introduction and never s\" wraps onto" in reasons
    assert "1 of 27 pages break a layout rule" in driver.find_element(By.CSS_SELECTOR, ".layout-summary").text


def test_the_storyboard_shows_its_frames_at_the_chosen_device_size(driver, served_storyboard):
    driver.get(served_storyboard + "_storyboard/")
    # The checks resize every frame in turn; the chosen size holds once they are done.
    WebDriverWait(driver, 120).until(lambda d: d.execute_script("return document.body.dataset.layoutChecked !== undefined"))
    driver.find_element(By.CSS_SELECTOR, "input[value='844x390']").click()
    frame = driver.find_element(By.CSS_SELECTOR, "figure[data-page] .frame")
    width, height = frame.size["width"], frame.size["height"]
    assert width > height  # landscape
    inner = driver.execute_script("const f = document.querySelector('figure[data-page] iframe'); return [f.offsetWidth, f.offsetHeight]")
    assert inner == [844, 390]


def test_the_storyboard_says_what_each_page_picture_weighs_on_a_phone(driver, served_storyboard):
    driver.get(served_storyboard + "_storyboard/")
    # Once the checks are done, every frame's pictures are loaded: none is still on its way when the server stops.
    WebDriverWait(driver, 120).until(lambda d: d.execute_script("return document.body.dataset.layoutChecked !== undefined"))
    weights = driver.execute_script("return [...document.querySelectorAll('figure[data-page]')].map(f => "
                                    "[f.dataset.page, f.querySelector('.bytes')?.textContent ?? null, !!f.querySelector('.over-budget')])")
    by_page = {page: (text, over) for page, text, over in weights}
    # The screenshot and the landscape picture as the phone's AVIF variant; the SVG as it is; none
    # for pages without a picture; none over the budget.
    for page in ("screenshot", "long", "words", "start"):
        text, over = by_page[page]
        assert re.fullmatch(r"\d+(\.\d)? KB", text or "") and not over, (page, text)
    assert by_page["text"] == (None, False) and by_page["page-1"] == (None, False)
    phone = driver.execute_script(
        "return fetch('/manifest.json').then(r => r.json()).then(m => m.locales.en.pages[0].image.variants"
        ".filter(v => v.format === 'avif' && v.width >= 818).sort((a, b) => a.width - b.width)[0].src)")
    length = driver.execute_script(f"return fetch('/{phone}').then(r => r.arrayBuffer()).then(b => b.byteLength)")
    assert by_page["screenshot"][0] == (f"{length / 1024:.1f} KB" if length < 10240 else f"{(length + 512) // 1024} KB")
