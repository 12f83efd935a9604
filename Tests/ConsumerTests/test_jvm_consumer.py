"""The JVM library as an Android app uses it, against the Swift library: an app program compiled
against the jar alone decodes every manifest the example site writes to the same pages as Swift,
walks them, selects release pages, and loads a hosted manifest with each fallback, line for line
as the Swift example app does."""
import json
import re

import pytest

from consumer_apps import JVM_CONSUMER


@pytest.fixture(scope="module")
def manifests(example_site):
    found = sorted(str(path) for path in example_site.rglob("manifest.json"))
    assert len(found) >= 3, found
    return found


def same_output(swift_consumer, jvm_consumer, *arguments):
    """What both apps print for `arguments`, after asserting it is the same."""
    swift, jvm = swift_consumer(*arguments), jvm_consumer(*arguments)
    assert (jvm.returncode, jvm.stdout) == (swift.returncode, swift.stdout), jvm.stderr + swift.stderr
    return jvm.stdout.splitlines()


def test_every_manifest_the_site_writes_decodes_to_the_same_pages_in_swift_and_on_the_jvm(manifests, swift_consumer, jvm_consumer):
    lines = same_output(swift_consumer, jvm_consumer, "pages", *manifests)
    assert sum(line.startswith("manifest ") for line in lines) == len(manifests)
    pages = [line for line in lines if line.startswith("    ")]
    assert len(pages) >= 20
    assert any(" webp]" in line or " webp," in line for line in pages), "variants are compared"
    assert any(" dark " in line for line in pages), "a picture with a dark variant is compared"
    assert any("| no action |" not in line for line in pages), "an action is compared"
    assert any("| since null |" not in line for line in pages), "a release is compared"


def test_every_manifest_of_the_benchmark_corpus_decodes_to_the_same_pages_in_swift_and_on_the_jvm(benchmark_site, swift_consumer, jvm_consumer):
    found = sorted(str(path) for path in benchmark_site.rglob("manifest.json"))
    assert len(found) == 3
    lines = same_output(swift_consumer, jvm_consumer, "pages", *found)
    assert sum(line.startswith("    ") for line in lines) == 3 * 5 * 4


@pytest.mark.parametrize("locale", ["fr-CA", "en", "ar", "de-AT", "it", "pt_BR"])
def test_the_jvm_app_walks_each_example_walkthrough_as_the_swift_app_does(manifests, swift_consumer, jvm_consumer, locale):
    for manifest in manifests:
        lines = same_output(swift_consumer, jvm_consumer, "walk", manifest, locale)
        assert lines[0].startswith("locale ") and lines[-1].endswith("should show: false")
        assert len(lines) >= 4


def test_the_jvm_app_walks_the_french_example_page_by_page(example_site, jvm_consumer):
    lines = jvm_consumer("walk", str(example_site / "manifest.json"), "fr-CA").stdout.splitlines()
    assert lines[0] == "locale fr, should show: true"
    assert lines[1].startswith("1/4 welcome: L’accueil, écrit comme un billet de blog [Suivant] skip")
    assert lines[4].startswith("4/4 start: Prêt quand vous l’êtes [Commencer]") and not lines[4].endswith(" skip")
    assert lines[5] == "finished done, should show: false"


def test_the_jvm_app_selects_the_release_pages_the_swift_app_selects(example_site, swift_consumer, jvm_consumer):
    manifest = example_site / "whats-new" / "manifest.json"
    releases = sorted({page["since"] for page in json.loads(manifest.read_text())["locales"]["en"]["pages"]})
    versions = ["-", "0.9", *releases, releases[-1] + ".1", "99.0"]
    pairs = [(last_seen, current) for last_seen in versions for current in versions[1:]]
    lines = same_output(swift_consumer, jvm_consumer, "releases", str(manifest), "fr", *[v for pair in pairs for v in pair])
    assert len(lines) == len(pairs)
    selections = set(lines)
    assert "releases " in selections, "some launches show nothing"
    assert len(selections) >= 3, selections


def test_the_jvm_app_loads_a_hosted_manifest_with_each_fallback_as_the_swift_app_does(hosted, example_site, swift_consumer, jvm_consumer, tmp_path):
    url = hosted + "whats-new/manifest.json"
    bundled = str(example_site / "whats-new" / "manifest.json")

    def load(cache, *bundle):
        swift = swift_consumer("load", url, "en", str(tmp_path / "swift" / cache), *bundle)
        jvm = jvm_consumer("load", url, "en", str(tmp_path / "jvm" / cache), *bundle)
        assert (jvm.returncode, jvm.stdout.replace(str(tmp_path / "jvm"), "")) == (swift.returncode, swift.stdout.replace(str(tmp_path / "swift"), "")), jvm.stderr
        return jvm.stdout.splitlines()

    first = load("cache")
    assert first[0] == "source network"
    assert first[2].split()[-1].startswith(hosted + "images/offline.")  # ../images/ from whats-new/, under the prefix
    assert load("cache")[0] == "source cache"  # a 304 to If-Modified-Since
    hosted.failing.set()
    try:
        assert load("cache")[0] == "source cache (HTTP 500)"
        from_bundle = load("fresh", bundled)
        assert from_bundle[0] == "source bundled (HTTP 500)"
        assert from_bundle[2].split()[-1].startswith(f"file://{example_site}/images/offline.")  # beside the bundled copy
        assert load("empty") == ["source none (HTTP 500)"]
    finally:
        hosted.failing.clear()


def test_the_jvm_app_imports_nothing_but_the_library_and_java():
    imports = re.findall(r"^import (\S+);", JVM_CONSUMER.read_text(), re.MULTILINE)
    assert imports and all(name.startswith(("java.", "io.github.walkthroughsite.manifest.")) for name in imports), imports
    assert any(name.startswith("io.github.walkthroughsite.manifest.loading.") for name in imports)
