"""docs/diagnostics.md, the diagnostics reference, cannot drift from the product: every code
build-site has is there, no other; and each entry's example, built as it says, prints exactly the
line the entry shows (but for sizes in KB and content hashes, which an encoder's version may
change), with the entry's code."""
import re

import pytest

from diagnostics_reference import REFERENCE, ROOT, comparable, entries, line_of, run

ENTRIES = entries()
# Codes no example can show here, each saying why in its entry.
WITHOUT_EXAMPLE = {"unreadable", "template-missing"}


def codes_in_source():
    source = (ROOT / "Sources" / "SiteBuilder" / "Validation" / "Diagnostic.swift").read_text()
    return re.findall(r'^\s+case \w+ = "([a-z0-9-]+)"$', source, re.M)


def test_every_code_has_one_entry_and_every_entry_a_code():
    codes = codes_in_source()
    assert len(codes) > 50
    assert sorted(entry.code for entry in ENTRIES) == sorted(codes)
    text = REFERENCE.read_text()
    for code in WITHOUT_EXAMPLE:
        section = text.split(f"### `{code}`\n")[1].split("\n### ")[0]
        assert "No example:" in section and "```" not in section


@pytest.mark.parametrize("entry", [entry for entry in ENTRIES if entry.code not in WITHOUT_EXAMPLE], ids=lambda entry: entry.code)
def test_the_example_prints_the_line_the_entry_shows(entry, build_site, tmp_path):
    assert entry.shows and entry.files | {made[0]: "" for made in entry.made}, f"{entry.code}: an example, and the line it prints"
    printed = run(entry, tmp_path, build_site)
    lines = [comparable(line_of(diagnostic)) for diagnostic in printed]
    assert comparable(entry.shows) in lines, lines
    assert [diagnostic["code"] for diagnostic, line in zip(printed, lines) if line == comparable(entry.shows)] == [entry.code]
