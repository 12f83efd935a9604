"""An app package that uses the WalkthroughContent plugin by path (Examples/WalkthroughApp): `swift
build` publishes its Walkthrough/ folder into its resources, the app reads its pages through
Bundle.module, and a content error fails the app's build at its file, line and column.

The copies of the app that break or edit a page build into the example's own build folder
(`--scratch-path`), so that this package's targets are built once; they run after the tests of the
example as it is, which build it again first."""
import json
import os
import re
import shutil

import pytest

from site_support import ROOT, swift

APP = ROOT / "Examples" / "WalkthroughApp"
SCRATCH = APP / ".build"
RESOURCES = SCRATCH / "debug" / "WalkthroughApp_walkthrough-app.resources"
HASH = "[0-9a-f]{8}"


def swift_build(package):
    # SwiftPM keeps the plan of the package last built in a build folder until the environment
    # changes, whatever --package-path says: the package named in it makes a copy plan itself.
    return swift("build", "--package-path", str(package), "--scratch-path", str(SCRATCH), capture_output=True, text=True,
                 env={**os.environ, "WALKTHROUGH_APP_PACKAGE": str(package)})


def run_app(package, *arguments):
    return swift("run", "--skip-build", "--package-path", str(package), "--scratch-path", str(SCRATCH), "walkthrough-app", *arguments,
                 capture_output=True, text=True)


@pytest.fixture(scope="module")
def app():
    """The example app, built as it is in the repository, once for the tests that read it."""
    built = swift_build(APP)
    assert built.returncode == 0, built.stderr + built.stdout
    return APP


@pytest.fixture
def copy(tmp_path):
    """A copy of the example app outside the repository, depending on this package by its absolute path."""
    copied = tmp_path / "WalkthroughApp"
    shutil.copytree(APP, copied, ignore=shutil.ignore_patterns(".build"))
    manifest = copied / "Package.swift"
    manifest.write_text(manifest.read_text().replace('path: "../.."', f'path: "{ROOT}"'))
    return copied


def test_the_app_reads_its_pages_and_their_pictures_from_bundle_module_after_swift_build(app):
    run = run_app(app, "fr-CA")
    assert run.returncode == 0, run.stderr
    expected = [
        r"onboarding fr: Bienvenue dans Trips, 2 pages",
        # 390 points at 3×: 1,170 pixels; the widest variant is 1,080, in the first format a phone decodes.
        rf"  0 welcome \| Bienvenue dans Trips \| walkthrough/images/map-1080w\.{HASH}\.webp",
        rf"  1 offline \| Fonctionne hors ligne \| walkthrough/images/offline\.{HASH}\.svg",
        r"tour en: A tour of Trips, 2 pages",
        rf"  0 share \| Share a trip \| walkthrough/images/coast-1080w\.{HASH}\.webp",
        r"  1 done \| You are all set \| no picture",
    ]
    lines = run.stdout.splitlines()
    assert len(lines) == len(expected), run.stdout
    for line, pattern in zip(lines, expected):
        assert re.fullmatch(pattern, line), f"{line!r} does not match {pattern!r}"


def media_paths(value):
    """Every `src` in a manifest."""
    if isinstance(value, dict):
        own = [value["src"]] if isinstance(value.get("src"), str) else []
        return own + [path for item in value.values() for path in media_paths(item)]
    if isinstance(value, list):
        return [path for item in value for path in media_paths(item)]
    return []


def test_the_resources_hold_the_manifests_and_the_files_they_name_in_the_sites_paths_and_no_html(app):
    bundled = RESOURCES / "walkthrough"
    files = {str(path.relative_to(bundled)) for path in bundled.rglob("*") if path.is_file() and not path.name.startswith(".")}
    named = set()
    for manifest in ["manifest.json", "tour/manifest.json"]:
        folder = (bundled / manifest).parent
        for src in media_paths(json.loads((bundled / manifest).read_text())):
            named.add(str((folder / src).resolve().relative_to(bundled.resolve())))
    assert {"manifest.json", "tour/manifest.json"} <= files
    assert len(named) > 10  # the pictures, their dark files and their variants
    assert files == {"manifest.json", "tour/manifest.json"} | named
    assert not any(path.endswith(".html") or path.startswith("assets/") for path in files)


def test_a_broken_page_fails_the_apps_build_with_the_diagnostic_at_its_file_line_and_column(copy):
    page = copy / "Sources" / "walkthrough-app" / "Walkthrough" / "02-offline.md"
    page.write_text(page.read_text().replace("subheading:", "subhead:"))
    (copy / "Sources" / "walkthrough-app" / "Walkthrough" / "tour" / "02-done.md").rename(
        copy / "Sources" / "walkthrough-app" / "Walkthrough" / "tour" / "03-done.md")
    built = swift_build(copy)
    output = built.stdout + built.stderr
    assert built.returncode != 0, output
    assert f"{page}:3:1: error: unknown key 'subhead'" in output
    assert f"{copy}/Sources/walkthrough-app/Walkthrough/tour/03-done.md:1:1: error: " in output
    assert "Build complete" not in output


def test_an_edit_publishes_the_walkthrough_again_and_a_build_without_one_does_not(copy):
    # A root package new to the shared build folder has the plugin's tools linked again by the first
    # two builds (SwiftPM keeps a build database for its tools pass and one for the build), and a
    # tool linked again publishes again; from then on, as in an app's own build folder, a build
    # that changes nothing runs nothing.
    for _ in range(2):
        settling = swift_build(copy)
        assert settling.returncode == 0, settling.stderr + settling.stdout
    again = swift_build(copy)
    assert again.returncode == 0 and "Publishing the walkthrough" not in again.stdout, again.stdout

    page = copy / "Sources" / "walkthrough-app" / "Walkthrough" / "tour" / "02-done.md"
    page.write_text(page.read_text().replace("You are all set", "Ready to go"))
    edited = swift_build(copy)
    assert edited.returncode == 0 and "Publishing the walkthrough of walkthrough-app" in edited.stdout, edited.stdout
    run = run_app(copy)
    assert "  1 done | Ready to go | no picture" in run.stdout.splitlines(), run.stdout
