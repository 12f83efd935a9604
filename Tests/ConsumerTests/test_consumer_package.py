"""A separate package depending on this one by path uses the manifest library alone: a manifest
file, and a hosted one through ManifestLoader, as an app loads it."""
import urllib.request

from consumer_apps import SWIFT_CONSUMER


def test_a_package_depending_on_this_one_by_path_walks_the_example_manifest(example_site, swift_consumer):
    run = swift_consumer("walk", str(example_site / "manifest.json"), "fr-CA")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0] == "locale fr, should show: true"
    assert lines[1].startswith("1/4 welcome: L’accueil, écrit comme un billet de blog [Suivant] skip")
    assert lines[4].startswith("4/4 start: Prêt quand vous l’êtes [Commencer]")
    assert not lines[4].endswith(" skip")
    assert lines[5] == "finished done, should show: false"


def test_the_consumer_imports_nothing_of_this_project_but_the_manifest_library():
    source = (SWIFT_CONSUMER / "Sources" / "manifest-consumer" / "main.swift").read_text()
    imports = sorted(line.split()[1] for line in source.splitlines() if line.startswith("import "))
    assert imports == ["Foundation", "ManifestLoading", "WalkthroughManifest"]


def test_the_consumer_loads_the_hosted_example_from_the_network_then_from_its_cache(hosted, swift_consumer, tmp_path):
    url = hosted + "whats-new/manifest.json"
    first = swift_consumer("load", url, "en", str(tmp_path))
    assert first.returncode == 0, first.stderr
    lines = first.stdout.splitlines()
    assert lines[0] == "source network"
    image = lines[2].split()[-1]
    assert image.startswith(hosted + "images/offline.") and image.endswith(".svg")  # ../images/ from whats-new/, under the prefix
    with urllib.request.urlopen(image) as response:
        assert response.status == 200 and response.read().startswith(b"<svg")

    second = swift_consumer("load", url, "en", str(tmp_path))
    assert second.stdout.splitlines()[0] == "source cache"  # the server answered 304 to If-Modified-Since
