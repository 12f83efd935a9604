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
    """Each code as its family of rules declares it, beside its checks and messages
    (`package static let clipTooLong = Self("clip-too-long")` in an `extension Diagnostic.Code`),
    with what its doc comment says it reports."""
    codes = []
    for source in sorted((ROOT / "Sources").rglob("*.swift")):
        for block in re.findall(r"^extension Diagnostic\.Code \{\n(.*?)^\}", source.read_text(), re.M | re.S):
            for doc, code in re.findall(r'((?:[ \t]*///.*\n)*)[ \t]*package static let \w+ = Self\("([a-z0-9-]+)"\)', block):
                codes.append((code, " ".join(line.strip().removeprefix("///").strip() for line in doc.splitlines())))
    return codes


def test_every_code_has_one_entry_and_every_entry_a_code():
    codes = [code for code, _ in codes_in_source()]
    assert len(codes) > 50
    assert sorted(entry.code for entry in ENTRIES) == sorted(codes)
    text = REFERENCE.read_text()
    for code in WITHOUT_EXAMPLE:
        section = text.split(f"### `{code}`\n")[1].split("\n### ")[0]
        assert "No example:" in section and "```" not in section


def test_the_reference_table_says_what_each_code_says_it_reports():
    """The table's line for a code is the doc comment the code is declared with, so the two are
    written together (capital and full stop aside)."""
    table = dict(re.findall(r"^\| `([a-z0-9-]+)` \| (.*) \|$", REFERENCE.read_text(), re.M))
    declared = {code: meaning[:1].lower() + meaning[1:].removesuffix(".") for code, meaning in codes_in_source()}
    assert len(declared) > 50 and all(len(meaning) > 10 for meaning in declared.values())
    assert {code: table.get(code) for code in declared} == declared


@pytest.mark.parametrize("entry", [entry for entry in ENTRIES if entry.code not in WITHOUT_EXAMPLE], ids=lambda entry: entry.code)
def test_the_example_prints_the_line_the_entry_shows(entry, build_site, tmp_path):
    assert entry.shows and entry.files | {made[0]: "" for made in entry.made}, f"{entry.code}: an example, and the line it prints"
    printed = run(entry, tmp_path, build_site)
    lines = [comparable(line_of(diagnostic)) for diagnostic in printed]
    assert comparable(entry.shows) in lines, lines
    assert [diagnostic["code"] for diagnostic, line in zip(printed, lines) if line == comparable(entry.shows)] == [entry.code]
