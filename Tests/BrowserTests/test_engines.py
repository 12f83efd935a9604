"""The browsers themselves: each engine shows the screen asked for, and what goes wrong in a page
(a script error, a failed load) reaches the test, in Chromium through its log and in WebKit
through the collector webkit_window.py puts at the start of every document."""
import pytest

from conftest import WebDriverWait, script_errors

BROKEN = """<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Broken</title></head>
<body><img src="missing-picture.png" alt=""><script>undefinedFunction();</script></body></html>"""


@pytest.mark.parametrize("javascript", [True, False], ids=["scripts", "no scripts"])
def test_a_failed_load_and_a_script_error_reach_the_test(screen, base_url, served_root, javascript):
    (served_root / "broken.html").write_text(BROKEN)
    driver = screen(javascript=javascript)
    driver.get(base_url + "/broken.html")
    found = []
    WebDriverWait(driver, 5).until(lambda d: found.extend(script_errors(d)) or any("missing-picture" in str(e) for e in found))
    assert any("undefinedFunction" in str(error) for error in found) == javascript, found
    driver.get(base_url + "/blank.html")
    driver.execute_script("sessionStorage.clear()")  # caught on purpose: not the test's failure
