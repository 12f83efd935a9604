"""The language matching data every runtime reads (web/rules/language-data.js, the Swift and JVM
libraries' LanguageData) and Tests/Fixtures/manifests/locale-negotiation.json are what
scripts/generate-language-matching.py makes of ICU's CLDR data: an edit by hand, or a case added
without ICU's answer, shows here. ICU is Debian's python3-icu (under /usr/bin/python3); another
ICU version than the one the files name is reported as skipped, since CLDR's data moves."""
import re
import subprocess

import pytest

from site_support import ROOT

SCRIPT = ROOT / "scripts" / "generate-language-matching.py"


def icu_version():
    found = subprocess.run(["/usr/bin/python3", "-c", "import icu; print(icu.ICU_VERSION)"], capture_output=True, text=True)
    return found.stdout.strip() if found.returncode == 0 else None


def test_the_language_data_and_the_shared_cases_are_what_icu_gives():
    written = re.search(r"from ICU ([\d.]+)'s CLDR data", (ROOT / "web" / "rules" / "language-data.js").read_text()).group(1)
    version = icu_version()
    if version is None:
        pytest.skip("python3-icu is not installed (scripts/ensure-dependencies.sh --test installs it)")
    if version != written:
        pytest.skip(f"the files are written from ICU {written}; this machine has ICU {version}")
    checked = subprocess.run(["/usr/bin/python3", str(SCRIPT), "--check"], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr

