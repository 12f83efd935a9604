"""The output works from any sub-path of a static host: the example site served under
/some/prefix/, every page, asset, image and manifest loaded through it, and no request fails; and
with the cache headers of the `_headers` file it ships, a second visit revalidates the pages and
the manifest and fetches no file with a hashed name again."""
import http.server
import json
import threading

import pytest
from selenium.webdriver.common.by import By

from site_support import ROOT, build
from conftest import WebDriverWait

PREFIX = "/some/prefix/"
PAGES = ["", "fr/", "whats-new/", "whats-new/fr/"]


@pytest.fixture(scope="module")
def prefixed(served_root, build_site):
    output = build(build_site, ROOT / "content", served_root / "some" / "prefix")
    (output / "host.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Host</title>'
        '<script src="embed.js" data-walkthrough="onboarding" defer></script></head><body><h1>Host</h1></body></html>')
    return output


def failed_requests(driver):
    """Every resource the page loaded that did not answer 2xx (Chromium reports the status)."""
    return driver.execute_script("""
        return performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation'))
          .filter((e) => !e.name.startsWith('data:') && !(e.responseStatus >= 200 && e.responseStatus < 300))
          .map((e) => e.name + ' ' + e.responseStatus);""")


@pytest.mark.parametrize("page", PAGES, ids=[p or "root" for p in PAGES])
def test_every_page_loads_its_assets_and_images_through_the_sub_path(driver, base_url, prefixed, page):
    driver.get(base_url + PREFIX + page + "?preview")  # preview: a seen flag never leaves the page
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.querySelector('.walkthrough')?.classList.contains('is-pager')"))
    driver.execute_script("document.querySelectorAll('img').forEach((img) => { img.loading = 'eager'; })")
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return [...document.images].every((img) => img.complete)"))
    assert driver.execute_script("return [...document.images].every((img) => img.naturalWidth > 0)")
    loaded = driver.execute_script("return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)")
    assert any(path.startswith(PREFIX + "assets/") and path.endswith(".js") for path in loaded)
    assert any(path.startswith(PREFIX + "assets/") and path.endswith(".css") for path in loaded)
    assert failed_requests(driver) == []
    links = driver.execute_script("return [...document.querySelectorAll('[href], [src], [srcset]')].flatMap((e) => "
                                  "[e.getAttribute('href'), e.getAttribute('src'), e.getAttribute('srcset')]).filter(Boolean)")
    made = [link for link in links if link != driver.find_element(By.CSS_SELECTOR, ".walkthrough").get_attribute("data-continue-url")]
    assert [link for link in made if link.startswith("/") or "://" in link] == [], "every link build-site makes is relative"


def test_every_manifest_and_every_image_it_lists_load_through_the_sub_path(driver, base_url, prefixed):
    driver.get(base_url + PREFIX + "?preview")
    statuses = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        (async () => {
          const statuses = {};
          for (const path of ['manifest.json', 'whats-new/manifest.json', 'tour/manifest.json', 'manifest.schema.json', 'embed.js']) {
            const url = new URL(path, location.href);
            const response = await fetch(url);
            statuses[url.pathname] = response.status;
            if (!path.endsWith('manifest.json')) continue;
            const manifest = await response.json();
            for (const locale of Object.values(manifest.locales)) {
              for (const page of locale.pages) {
                const image = page.image;
                if (!image) continue;
                const sources = [image.src, image.dark?.src, ...(image.variants || []), ...(image.dark?.variants || [])];
                for (const source of sources.filter(Boolean)) {
                  const imageURL = new URL(source.src || source, url);
                  statuses[imageURL.pathname] = (await fetch(imageURL)).status;
                }
              }
            }
          }
          done(statuses);
        })();""")
    assert len(statuses) > 6
    assert all(path.startswith(PREFIX) for path in statuses), statuses
    assert {path: status for path, status in statuses.items() if status != 200} == {}


def test_embed_js_opens_the_walkthrough_from_a_page_under_the_sub_path(driver, base_url, prefixed):
    driver.get(base_url + PREFIX + "host.html")
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return !!document.querySelector('dialog[open]')"))
    frame = driver.find_element(By.CSS_SELECTOR, "dialog[open] iframe")
    assert frame.get_attribute("src").startswith(base_url + PREFIX + "index.html?embed=1")
    driver.switch_to.frame(frame)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.querySelector('.walkthrough')?.classList.contains('is-pager')"))
    assert failed_requests(driver) == []
    driver.switch_to.default_content()
    assert failed_requests(driver) == []


class HeadersHost:
    """A static host that reads the output's `_headers` as Netlify and Cloudflare Pages do: each
    rule's headers for the paths it matches, `max-age=0, must-revalidate` (their default) for the
    rest, with Last-Modified and 304s. It records each request: path, status, and whether it was
    conditional."""

    def __init__(self, root):
        self.requests = []
        rules = self.rules(root / "_headers")
        host = self

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=str(root), **kwargs)

            def end_headers(self):
                matching = [headers for prefix, headers in rules if self.path.startswith(prefix)]
                for name, value in (matching[0] if matching else [("Cache-Control", "max-age=0, must-revalidate")]):
                    self.send_header(name, value)
                super().end_headers()

            def log_request(self, code="-", size="-"):
                host.requests.append((self.path.split("?")[0], int(code), "If-Modified-Since" in self.headers))

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_port}"

    @staticmethod
    def rules(path):
        """(path prefix, [(header, value)]) for each `/folder/*` rule of a `_headers` file."""
        rules = []
        for line in path.read_text().splitlines():
            if line.startswith("/"):
                assert line.endswith("/*"), line
                rules.append((line[:-1], []))
            elif line.startswith("  ") and ":" in line:
                name, value = line.strip().split(":", 1)
                rules[-1][1].append((name, value.strip()))
        return rules


def test_with_the_shipped_headers_a_second_visit_revalidates_the_pages_and_manifest_and_refetches_no_hashed_file(driver, build_site, tmp_path):
    output = build(build_site, ROOT / "content", tmp_path / "output")
    assert HeadersHost.rules(output / "_headers") == [
        (f"/{folder}/", [("Cache-Control", "public, max-age=31536000, immutable")]) for folder in ("assets", "images", "clips")]
    host = HeadersHost(output)
    try:
        def visit():
            driver.get(host.url + "/fr/index.html")
            WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.querySelector('.walkthrough')?.classList.contains('is-pager')"))
            # The pictures the page asked for (the pager asks for the next page's once it starts) are
            # in the cache only once they came: leaving earlier would abort them.
            WebDriverWait(driver, 5).until(lambda d: d.execute_script("return [...document.images].every((i) => i.loading === 'lazy' || i.complete)"))
            # As a web app reads it (ManifestLoader on a phone asks the same way, with If-Modified-Since).
            assert driver.execute_script("return fetch('/manifest.json').then((r) => r.status)") == 200
        visit()
        first = list(host.requests)
        hashed = [path for path, status, _ in first if path.split("/")[1] in ("assets", "images")]
        assert hashed and all(status == 200 for path, status, _ in first), first
        driver.get("about:blank")
        host.requests.clear()
        visit()
        second = {path: (status, conditional) for path, status, conditional in host.requests}
        assert second["/fr/index.html"] == (304, True) and second["/manifest.json"] == (304, True), host.requests
        assert not [path for path in second if path.split("/")[1] in ("assets", "images", "clips")], "hashed files come from the cache"
    finally:
        host.server.shutdown()
