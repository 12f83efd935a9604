"""`build-site translations`: the report, `translated_from:` and the build's warning, and the round
trip through XLIFF 1.2 with a translation tool nobody here wrote (translate-toolkit opens the
export, fills every target as a translator's tool would, saves it, and `import` reads it back)."""
import json
import re
import subprocess

import pytest
from translate.storage import factory

from site_support import build

WELCOME = "---\nheading: Welcome\nsubheading: The first page\nalt: A picture\n---\nOne paragraph.\n\nAnother paragraph.\n"
NEXT = "---\nheading: Next\naction:\n  id: next\n  label: Go on\n---\nThe next page.\n"


def run(build_site, *arguments, check=True):
    result = subprocess.run([str(build_site), *arguments], capture_output=True, text=True, timeout=60)
    if check:
        assert result.returncode == 0, result.stderr
    return result


@pytest.fixture
def site(tmp_path):
    content = tmp_path / "content"
    content.mkdir()
    (content / "walkthrough.yml").write_text("locales: [en, fr, de]\n")
    (content / "01-welcome.md").write_text(WELCOME)
    (content / "02-next.md").write_text(NEXT)
    (content / "01-welcome.fr.md").write_text("---\nheading: Bienvenue\nsubheading: La première page\nalt: Une image\n---\nUn paragraphe.\n")
    (content / "02-next.fr.md").write_text("---\nheading: Suite\naction:\n  label: Continuer\n---\nLa suite.\n")
    (content / "01-welcome.de.md").write_text("---\nheading: Willkommen\nsubheading: Die erste Seite\nalt: Ein Bild\n---\nEin Absatz.\n")
    (content / "02-next.de.md").write_text("---\nheading: Weiter\naction:\n  label: Weiter\n---\nWeiter.\n")
    return content


def report(build_site, content):
    entries = json.loads(run(build_site, "translations", "--content", str(content), "--format", "json").stdout)
    return {entry["locale"]: {page["page"]: (page["state"], page["fields"]) for page in entry["pages"]} for entry in entries}


def files(content):
    return {path.name: path.read_bytes() for path in sorted(content.iterdir())}


def units(path):
    store = factory.getobject(str(path))
    return [unit for unit in store.units if not unit.isheader()]


def unit_id(unit):
    """The unit's own id (translate-toolkit prefixes it with its file's `original` and a \\x04)."""
    return unit.getid().split("\x04")[-1]


def test_editing_a_heading_outdates_exactly_that_page_s_translations_and_the_round_trip_clears_it(build_site, site, tmp_path):
    assert report(build_site, site)["fr"] == {"welcome": ("unknown", []), "next": ("unknown", [])}
    run(build_site, "translations", "--content", str(site), "mark", "fr")
    run(build_site, "translations", "--content", str(site), "mark", "de")
    assert report(build_site, site) == {locale: {"welcome": ("current", []), "next": ("current", [])} for locale in ("fr", "de")}
    assert "warning" not in run(build_site, "check", "--content", str(site)).stderr

    (site / "01-welcome.md").write_text(WELCOME.replace("heading: Welcome", "heading: Hello"))
    assert report(build_site, site) == {locale: {"welcome": ("outdated", ["heading"]), "next": ("current", [])} for locale in ("fr", "de")}
    checked = run(build_site, "check", "--content", str(site))
    warnings = sorted(line for line in checked.stderr.splitlines() if "warning:" in line)
    assert [re.sub(r"^.*/content/", "", line) for line in warnings] == [
        f"01-welcome.{locale}.md:5:1: warning: heading changed in 01-welcome.md since this translation; "
        f"translate the change, then record it with 'build-site translations mark {locale} welcome'" for locale in ("de", "fr")]
    assert run(build_site, "check", "--strict", "--content", str(site), check=False).returncode == 1

    export = tmp_path / "fr.xlf"
    run(build_site, "translations", "export", "--content", str(site), "--locale", "fr", "--only", "outdated", "--output", str(export))
    [unit] = units(export)
    assert (unit_id(unit), unit.source, unit.target) == ("welcome.heading", "Hello", "Bienvenue")
    store = factory.getobject(str(export))
    for unit in store.units:
        unit.target = "Salut"
    store.save()
    imported = run(build_site, "translations", "import", str(export), "--content", str(site))
    assert "01-welcome.fr.md" in imported.stdout
    assert report(build_site, site)["fr"] == {"welcome": ("current", []), "next": ("current", [])}
    assert "01-welcome.fr.md" not in run(build_site, "check", "--content", str(site)).stderr
    before = files(site)
    again = run(build_site, "translations", "import", str(export), "--content", str(site))
    assert "Nothing to change." in again.stdout and files(site) == before, "importing the same file again changes no byte"


def test_a_translator_s_tool_fills_every_target_and_the_site_builds_with_them(build_site, site, tmp_path):
    (site / "02-next.de.md").unlink()
    assert report(build_site, site)["de"]["next"] == ("missing", [])
    export = tmp_path / "de.xlf"
    run(build_site, "translations", "export", "--content", str(site), "--locale", "de", "--only", "outdated,missing,unknown", "--output", str(export))
    store = factory.getobject(str(export))
    ids = [unit_id(unit) for unit in store.units if not unit.isheader()]
    assert ids == ["welcome.heading", "welcome.subheading", "welcome.alt", "welcome.body", "next.heading", "next.body", "next.action_label"]
    translated = {"welcome.heading": "Hallo", "welcome.subheading": "Die erste", "welcome.alt": "Ein Foto",
                  "welcome.body": "Erster Absatz.\n\nZweiter Absatz.", "next.heading": "Weiter geht's", "next.body": "Die \"nächste\" Seite.",
                  "next.action_label": "Los"}
    for unit in store.units:
        if not unit.isheader():
            unit.target = translated[unit_id(unit)]
    store.save()
    run(build_site, "translations", "import", str(export), "--content", str(site))
    assert report(build_site, site)["de"] == {"welcome": ("current", []), "next": ("current", [])}
    output = tmp_path / "output"
    build(build_site, site, output)
    page = (output / "de" / "index.html").read_text()
    assert "Hallo" in page and "Weiter geht&#39;s" in page and ">Los<" in page
    assert re.search(r"<p>Erster Absatz\.</p>\s*<p>Zweiter Absatz\.</p>", page), "the paragraph break is kept"
    assert json.loads((output / "manifest.json").read_text())["locales"]["de"]["pages"][1]["body"]["text"] == "Die \"nächste\" Seite."


def test_an_empty_target_is_skipped_and_reported(build_site, site, tmp_path):
    export = tmp_path / "fr.xlf"
    run(build_site, "translations", "export", "--content", str(site), "--locale", "fr", "--output", str(export))
    text = export.read_text().replace(">Bienvenue</target>", "></target>")
    export.write_text(text)
    before = files(site)
    result = run(build_site, "translations", "import", str(export), "--content", str(site))
    assert "skipped: welcome.heading (its target is empty)" in result.stderr
    assert files(site)["01-welcome.fr.md"] != before["01-welcome.fr.md"], "the other units are imported"
    assert "heading: Bienvenue" in (site / "01-welcome.fr.md").read_text()


def test_a_locale_is_any_form_of_its_tag_and_the_export_names_it_canonically(build_site, tmp_path):
    """walkthrough.yml's pt-br and iw are pt-BR and he to a translator's tool; what comes back in
    either form lands in the files walkthrough.yml's spelling names."""
    content = tmp_path / "content"
    content.mkdir()
    (content / "walkthrough.yml").write_text("locales: [en, pt-br, iw]\n")
    (content / "01-welcome.md").write_text(WELCOME)
    export = tmp_path / "pt.xlf"
    run(build_site, "translations", "export", "--content", str(content), "--locale", "pt-BR", "--output", str(export))
    assert 'source-language="en" target-language="pt-BR"' in export.read_text()
    store = factory.getobject(str(export))
    for each in store.units:
        if not each.isheader():
            each.target = {"welcome.heading": "Bem-vindo"}.get(unit_id(each), "Texto")
    store.save()
    run(build_site, "translations", "import", str(export), "--content", str(content))
    assert 'heading: "Bem-vindo"' in (content / "01-welcome.pt-br.md").read_text()
    hebrew = tmp_path / "he.xlf"
    hebrew.write_text(xliff(unit("welcome.heading", "Welcome", "ברוכים הבאים"), target="he"))
    run(build_site, "translations", "import", str(hebrew), "--content", str(content))
    assert 'heading: "ברוכים הבאים"' in (content / "01-welcome.iw.md").read_text()
    assert run(build_site, "translations", "mark", "he", "--content", str(content)).returncode == 0


def xliff(body, version="1.2", original="walkthrough.yml", target="fr", source="en"):
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="{version}" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n'
            f'  <file original="{original}" datatype="plaintext" source-language="{source}" target-language="{target}">\n'
            f"    <body>\n{body}    </body>\n  </file>\n</xliff>\n")


def unit(unit_id, source, target):
    return f'      <trans-unit id="{unit_id}">\n        <source>{source}</source>\n        <target>{target}</target>\n      </trans-unit>\n'


@pytest.mark.parametrize("name, text, message", [
    ("not XML", "this is not < xml", r"bad\.xlf:1:\d+: error: not XML"),
    ("not XLIFF 1.2", xliff(unit("welcome.heading", "Welcome", "Salut"), version="2.0"), r"bad\.xlf:2:\d+: error: not XLIFF 1\.2"),
    ("another locale", xliff(unit("welcome.heading", "Welcome", "Hola"), target="es"), r"bad\.xlf:3:\d+: error: for another locale: walkthrough\.yml does not list 'es'"),
    ("another site", xliff(unit("welcome.heading", "Welcome", "Salut"), original="shop/walkthrough.yml"), r"bad\.xlf:3:\d+: error: for another site"),
    ("an unknown unit", xliff(unit("welcome.heading", "Welcome", "Salut") + unit("farewell.heading", "Bye", "Adieu")), r"bad\.xlf:13:\d+: error: unknown unit id 'farewell\.heading'"),
    ("a stale unit", xliff(unit("welcome.heading", "Welcome back", "Salut")), r"bad\.xlf:9:\d+: error: stale unit 'welcome\.heading'"),
    ("front matter in a body", xliff(unit("welcome.body", "One paragraph.\n\nAnother paragraph.", "Un.\n---\nheading: x")), r"error: unit 'welcome\.body': a line '---'"),
    ("a line break in a heading", xliff(unit("welcome.heading", "Welcome", "Sa\nlut")), r"error: unit 'welcome\.heading': a heading is one line"),
])
def test_a_bad_file_is_refused_whole_with_where_and_why_and_nothing_is_written(build_site, site, tmp_path, name, text, message):
    bad = tmp_path / "bad.xlf"
    # A good unit first: a refusal writes nothing, not even what was right.
    bad.write_text(text.replace("<body>\n", "<body>\n" + unit("next.heading", "Next", "Plus loin"), 1) if "<body>" in text else text)
    before = files(site)
    result = run(build_site, "translations", "import", str(bad), "--content", str(site), check=False)
    assert result.returncode == 1
    assert re.search(message, result.stderr), result.stderr
    assert "Nothing written" in result.stderr and files(site) == before


def test_a_file_over_10_mib_is_refused_unread(build_site, site, tmp_path):
    big = tmp_path / "big.xlf"
    big.write_text(xliff(unit("welcome.heading", "Welcome", "x" * (11 << 20))))
    result = run(build_site, "translations", "import", str(big), "--content", str(site), check=False)
    assert result.returncode == 1 and "more than the limit of 10485760 (10 MiB)" in result.stderr


def test_the_report_reads_a_site_that_does_not_build_and_marks_pages_by_id(build_site, site):
    (site / "02-next.md").write_text("---\nsubheading: no heading, an error\n---\nBody.\n")
    assert run(build_site, "check", "--content", str(site), check=False).returncode == 1
    assert report(build_site, site)["fr"] == {"welcome": ("unknown", []), "next": ("unknown", [])}
    run(build_site, "translations", "--content", str(site), "mark", "fr", "welcome")
    assert report(build_site, site)["fr"] == {"welcome": ("current", []), "next": ("unknown", [])}
    unknown = run(build_site, "translations", "--content", str(site), "mark", "fr", "farewell", check=False)
    assert unknown.returncode == 1 and "no page 'farewell'" in unknown.stderr
    text = run(build_site, "translations", "--content", str(site)).stdout
    assert text.splitlines()[:2] == ["(root) fr: 1 current, 0 outdated, 0 missing, 1 unknown", "  02-next.fr.md: unknown"]
