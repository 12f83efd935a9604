"""build-site serve in the browser: an edit reloads the open page; a broken edit shows the errors
over the last good page until it is fixed."""
import re
import signal
import subprocess

from selenium.webdriver.common.by import By
from conftest import WebDriverWait


def test_live_reload_and_the_error_overlay_in_a_real_page(driver, build_site, tmp_path):
    folder = tmp_path / "site"
    subprocess.run([str(build_site), "init", str(folder)], check=True, capture_output=True)
    server = subprocess.Popen([str(build_site), "serve", "--port", "0"], cwd=folder, stdout=subprocess.PIPE, text=True)
    try:
        line = ""
        while "Serving" not in line:
            line = server.stdout.readline()
        url = re.search(r"http://127\.0\.0\.1:\d+/", line).group(0)
        driver.get(url)
        # Read in one step: a reload between finding the element and reading it is no error then.
        heading = lambda: driver.execute_script("return document.querySelector(\"[data-page-index='0'] h2\")?.textContent.trim()")
        assert heading() == "Welcome"
        page = folder / "content" / "01-welcome.md"
        good = page.read_text()

        page.write_text(good.replace("heading: Welcome", "heading: Welcome back"))
        WebDriverWait(driver, 3).until(lambda d: heading() == "Welcome back")

        page.write_text(good.replace("heading: Welcome", "headng: Welcome"))
        overlay = WebDriverWait(driver, 3).until(lambda d: d.find_element(By.ID, "build-site-errors"))
        assert overlay.get_attribute("role") == "alert"
        assert "unknown key 'headng'; did you mean 'heading'?" in overlay.text
        assert heading() == "Welcome back"  # the last good page stays under the overlay

        page.write_text(good)
        WebDriverWait(driver, 3).until(lambda d: not d.find_elements(By.ID, "build-site-errors") and heading() == "Welcome")
    finally:
        driver.get("about:blank")
        server.send_signal(signal.SIGINT)
        assert server.wait(timeout=5) == 0
