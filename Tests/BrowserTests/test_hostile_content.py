"""Script-injection payloads through every field a author writes: none executes in Chromium,
and each shows literally where it should."""
import json

import pytest
from selenium.webdriver.common.by import By

from conftest import open_site
from site_support import build

PAYLOADS = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "'><svg onload=alert(1)>",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "</script><script>alert(1)</script>",
    "{{title}}",
    "{{{body}}}",
    "{{=<% %>=}}<%title%>",
    "<iframe src=javascript:alert(1)>",
    '<a href="javascript:alert(1)">x</a>',
    "' onmouseover='alert(1)",
    '" onfocus="alert(1)" autofocus="',
    "<style>body{display:none}</style>",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "line\u2028sep\u2029alert(1)",
    "<img src=x onerror=alert(1)//",
    "<details open ontoggle=alert(1)>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    "`${alert(1)}`",
    "<!--<img src=x onerror=alert(1)>-->",
    "]]><script>alert(1)</script>",
    '<base href="javascript:alert(1)//">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<object data="javascript:alert(1)">',
    "<svg><script>alert(1)</script></svg>",
    '"-alert(1)-"',
    '\\"});alert(1);//',
    "<input autofocus onfocus=alert(1)>",
    "%3Cscript%3Ealert(1)%3C/script%3E",
    "<body onload=alert(1)>",
    "＜script＞alert(1)＜/script＞",
]

WATCH = """
window.executed = [];
for (const name of ['alert', 'confirm', 'prompt', 'print']) {
  window[name] = (...args) => window.executed.push([name, String(args[0])]);
}
window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective));
"""


def quoted(text):
    """A YAML single-quoted scalar."""
    return "'" + text.replace("'", "''") + "'"


@pytest.fixture(scope="module")
def hostile_site(served_root, build_site):
    content = served_root / "_sources" / "hostile" / "content"
    for number, payload in enumerate(PAYLOADS):
        folder = content / f"p{number:02d}"
        folder.mkdir(parents=True)
        image = f'x{number}"><img src=x onerror=alert(1)>.svg'
        (folder / image).write_text('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"/>')
        labels = "\n".join(f"    {key}: {quoted(payload)}" for key in ["next", "skip", "done", "restart", "back"])
        (folder / "walkthrough.yml").write_text(f"title: {quoted(payload)}\nrestart: true\nlabels:\n  en:\n{labels}\n")
        for page in (1, 2):
            (folder / f"0{page}-page{page}.md").write_text(
                f"---\nheading: {quoted(payload)}\nsubheading: {quoted(payload)}\nimage: {quoted(image)}\n"
                f"alt: {quoted(payload)}\ndata:\n  note: {quoted(payload)}\n---\n{payload}\n\nAfter the payload.\n")
    build(build_site, content, served_root / "hostile")
    return served_root / "hostile"


def test_the_corpus_has_at_least_30_payloads():
    assert len(PAYLOADS) >= 30


@pytest.mark.parametrize("number", range(len(PAYLOADS)), ids=[f"payload-{n:02d}" for n in range(len(PAYLOADS))])
def test_no_payload_executes_and_each_shows_literally(driver, base_url, hostile_site, number):
    payload = PAYLOADS[number]
    driver.inject(WATCH)
    pager = open_site(driver, base_url, f"/hostile/p{number:02d}/")
    page = pager.page(0)
    assert driver.title == payload
    assert page.find_element(By.TAG_NAME, "h2").get_attribute("textContent") == payload
    assert page.find_element(By.CSS_SELECTOR, ".walkthrough-subheading").get_attribute("textContent") == payload
    assert page.find_element(By.TAG_NAME, "img").get_attribute("alt") == payload
    assert pager.control("next").get_attribute("textContent") == payload
    assert pager.control("skip").get_attribute("textContent") == payload
    assert "After the payload." in page.find_element(By.CSS_SELECTOR, ".walkthrough-body").get_attribute("textContent")
    # The body's raw HTML is dropped (safe mode): no element of the payload exists.
    assert driver.execute_script("""return [...document.querySelectorAll('.walkthrough-body *')]
        .filter(e => !['P', 'CODE', 'EM', 'STRONG', 'A', 'BR'].includes(e.tagName)).map(e => e.tagName)""") == []
    assert driver.execute_script("return [...document.querySelectorAll('.walkthrough-body a')].map(a => a.getAttribute('href')).filter(h => h && h.startsWith('javascript'))") == []
    # Move through both pages and finish, where handlers would fire.
    pager.control("next").click()
    pager.settle(1)
    pager.control("next").click()
    assert driver.execute_script("return window.executed") == []
    assert driver.execute_script("return window.violations") == []
    assert driver.execute_script("return typeof window.pwned") == "undefined"
    manifest = json.loads((hostile_site / f"p{number:02d}" / "manifest.json").read_text())
    assert manifest["locales"]["en"]["pages"][0]["data"]["note"] == payload
    assert manifest["locales"]["en"]["pages"][0]["heading"] == payload
