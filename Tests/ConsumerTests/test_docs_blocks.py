"""Docs under test: every fenced block of README.md and docs/ is run or compiled, or says it is an
illustration (`text`). `sh` runs in a folder holding a copy of the example content, with
build-site on PATH (`serve`, which would not stop, runs as a build; `make TARGET` is checked as a
target of the Makefile); `markdown` and `yaml` are built as a page (or walkthrough.yml) of a site
whose pictures and clips the test makes (words after the tag: `key=value` lines of walkthrough.yml,
`--flags` of the build); `swift` is type-checked against the library's modules; `java` compiled
with javac and `kotlin` with Debian's kotlinc against the jar; `js` run under Node against the web
module. docs/diagnostics.md's blocks are its examples, run by test_diagnostics_reference."""
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image

from consumer_apps import JAR, ORG_JSON
from site_support import ROOT, swift

DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^```([^\n]*)\n(.*?)^```$", re.M | re.S)
RUN = {"sh", "markdown", "yaml", "swift", "java", "kotlin", "js"}
REFERENCE = ROOT / "docs" / "diagnostics.md"


def blocks(tag=None):
    found = []
    for document in DOCUMENTS:
        for number, match in enumerate(FENCE.finditer(document.read_text()), start=1):
            words = match.group(1).split()
            if document != REFERENCE and (tag is None or words[:1] == [tag]):
                found.append(pytest.param(words, match.group(2), id=f"{document.name}:{number}"))
    return found


def test_every_block_is_run_or_says_it_is_an_illustration():
    tags = [param.values[0][:1] for param in blocks()]
    untagged = [param.id for param in blocks() if param.values[0][:1] not in ([tag] for tag in RUN | {"text"})]
    assert untagged == [], "tag each block with what runs it, or `text` for an illustration"
    run, illustrations = sum(tag[0] in RUN for tag in tags), sum(tag == ["text"] for tag in tags)
    assert run >= 10 and illustrations >= 5, (run, illustrations)


def site_for(text, words, folder):
    """A site whose one page (or walkthrough.yml) is the block, with the files it names."""
    content = folder / "content"
    content.mkdir(parents=True)
    settings = [word.replace("=", ": ", 1) for word in words[1:] if "=" in word]
    if words[0] == "yaml":  # walkthrough.yml, with a page in each of its locales (released in 1.0 for a what's new)
        (content / "walkthrough.yml").write_text(text)
        locales = re.search(r"^locales: \[(.*)\]", text, re.M)
        since = "since: \"1.0\"\n" if "whats-new" in text else ""
        for number, locale in enumerate(locales.group(1).split(", ") if locales else ["en"]):
            (content / ("01-welcome.md" if number == 0 else f"01-welcome.{locale}.md")).write_text(f"---\nheading: Welcome {locale}\n{since}---\nHello.\n")
    else:
        (content / "walkthrough.yml").write_text("\n".join(settings) + "\n")
        (content / "01-page.md").write_text(text)
    for path in re.findall(r"^\s*(?:image|image_dark|video):\s*(\S+)", text, re.M):
        target = content / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.suffix == ".svg":
            target.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1560"/>')
        elif path.startswith("clips/"):
            subprocess.run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=360x640:rate=30", "-t", "2", "-pix_fmt", "yuv420p",
                            "-c:v", "libx264", "-preset", "ultrafast", str(target)], check=True)
        else:
            Image.new("RGB", (720, 1560), (200, 210, 230)).save(target)
    return content


@pytest.mark.parametrize("words, text", blocks("markdown") + blocks("yaml"))
def test_content_builds(words, text, build_site, tmp_path):
    content = site_for(text, words, tmp_path)
    flags = [word for word in words[1:] if word.startswith("--")]
    built = subprocess.run([str(build_site), "--content", str(content), "--output", str(tmp_path / "output"), *flags], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    assert "error:" not in built.stderr


@pytest.mark.parametrize("words, text", blocks("sh"))
def test_shell_runs(words, text, build_site, tmp_path):
    tools = tmp_path / "tools"
    tools.mkdir()
    (tools / "build-site").write_text(f'#!/bin/sh\nif [ "$1" = serve ]; then shift; set -- build "$@"; fi\nexec {build_site} "$@"\n')
    (tools / "make").write_text(f'#!/bin/sh\nexec {shutil.which("make")} -n -C {ROOT} "$@" > /dev/null\n')
    for tool in tools.iterdir():
        tool.chmod(0o755)
    site = tmp_path / "site"
    shutil.copytree(ROOT / "content", site / "content")
    ran = subprocess.run(["bash", "-e", "-c", text], cwd=site, capture_output=True, text=True, timeout=300,
                         env={"PATH": f"{tools}:/usr/bin:/bin", "HOME": str(tmp_path)})
    assert ran.returncode == 0, ran.stdout + ran.stderr


@pytest.mark.parametrize("words, text", blocks("swift"))
def test_swift_type_checks_against_the_library(words, text, build_site, tmp_path):
    modules = Path(swift("build", "--show-bin-path", cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()) / "Modules"
    assert (modules / "ManifestLoading.swiftmodule").exists(), "swift build builds the library's modules"
    (tmp_path / "Snippet.swift").write_text(text)
    checked = subprocess.run(["swiftc", "-typecheck", "-parse-as-library", "-I", str(modules), str(tmp_path / "Snippet.swift")], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr


@pytest.fixture(scope="module")
def jar(jvm_library):
    return f"{JAR}:{ORG_JSON}"


@pytest.mark.parametrize("words, text", blocks("java"))
def test_java_compiles_against_the_jar(words, text, jar, tmp_path):
    name = re.search(r"(?:class|interface|record) (\w+)", text).group(1)
    (tmp_path / f"{name}.java").write_text(text)
    compiled = subprocess.run(["javac", "--release", "17", "-Xlint:all", "-Werror", "-cp", jar, "-d", str(tmp_path / "out"), str(tmp_path / f"{name}.java")],
                              capture_output=True, text=True)
    assert compiled.returncode == 0, compiled.stderr


@pytest.mark.skipif(not shutil.which("kotlinc"), reason="Debian's kotlin (kotlinc) is not installed: make test installs it")
@pytest.mark.parametrize("words, text", blocks("kotlin"))
def test_kotlin_compiles_against_the_jar(words, text, jar, tmp_path):
    (tmp_path / "Snippet.kt").write_text(text)
    compiled = subprocess.run(["kotlinc", "-cp", jar, str(tmp_path / "Snippet.kt"), "-d", str(tmp_path / "out")], capture_output=True, text=True)
    assert compiled.returncode == 0, compiled.stderr


@pytest.mark.parametrize("words, text", blocks("js"))
def test_javascript_runs_against_the_web_module(words, text, example_site, tmp_path):
    module = (ROOT / "web" / "walkthrough-manifest.js").as_uri()
    manifest = example_site / "whats-new" / "manifest.json"
    prelude = ("import { readFileSync } from 'node:fs';\n"
               "globalThis.fetch = async () => ({ arrayBuffer: async () => readFileSync(%r) });\n"
               "Object.defineProperty(globalThis, 'navigator', { value: { languages: ['fr-CA', 'en'] } });\n"
               "globalThis.localStorage = { getItem: () => null };\n") % str(manifest)
    script = re.sub(r"from '[^']*walkthrough-manifest\.js'", f"from '{module}'", text)
    (tmp_path / "snippet.mjs").write_text(prelude + script)
    ran = subprocess.run(["node", str(tmp_path / "snippet.mjs")], capture_output=True, text=True)
    assert ran.returncode == 0 and "expected" not in ran.stderr, ran.stderr
