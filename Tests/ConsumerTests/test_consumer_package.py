"""A separate package depending on this one by path imports WalkthroughManifest alone and uses it."""
import subprocess

from site_support import ROOT

CONSUMER = ROOT / "Examples" / "ManifestConsumer"


def test_a_package_depending_on_this_one_by_path_walks_the_example_manifest(example_site):
    built = subprocess.run(["swift", "build", "--package-path", str(CONSUMER)], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr + built.stdout
    run = subprocess.run(["swift", "run", "--skip-build", "--package-path", str(CONSUMER), "manifest-consumer",
                          str(example_site / "manifest.json"), "fr-CA"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0] == "locale fr, should show: true"
    assert lines[1].startswith("1/4 welcome: L’accueil, écrit comme un billet de blog [Suivant] skip")
    assert lines[4].startswith("4/4 start: Prêt quand vous l’êtes [Commencer]")
    assert not lines[4].endswith(" skip")
    assert lines[5] == "finished done, should show: false"


def test_the_consumer_imports_nothing_of_this_project_but_walkthrough_manifest():
    source = (CONSUMER / "Sources" / "manifest-consumer" / "main.swift").read_text()
    imports = sorted(line.split()[1] for line in source.splitlines() if line.startswith("import "))
    assert imports == ["Foundation", "WalkthroughManifest"]
