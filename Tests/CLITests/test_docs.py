"""The documentation a newcomer finds their way in: a README that fits a first screen or two and
links every guide in docs/, and no link in README, docs/ or ARCHITECTURE.md that leads nowhere."""
import re

from site_support import ROOT

DOCUMENTS = [ROOT / "README.md", ROOT / "ARCHITECTURE.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)|src=\"([^\"]+)\"")


def test_the_readme_is_short_and_links_every_guide():
    readme = (ROOT / "README.md").read_text()
    assert len(readme.splitlines()) < 200
    assert readme.index("make site") < readme.index("make test") < 1500, "the two commands on the first screen"
    guides = sorted(path.name for path in (ROOT / "docs").glob("*.md"))
    assert len(guides) >= 12
    assert [guide for guide in guides if f"(docs/{guide})" not in readme] == []


def test_every_relative_link_leads_to_a_file():
    broken = []
    for document in DOCUMENTS:
        prose = re.sub(r"`[^`\n]*`", "", re.sub(r"^```.*?^```", "", document.read_text(), flags=re.M | re.S))
        for match in LINK.finditer(prose):
            target = match.group(1) or match.group(2)
            if re.match(r"[a-z]+:", target):
                continue
            if not (document.parent / target).exists():
                broken.append(f"{document.relative_to(ROOT)}: {target}")
    assert len(DOCUMENTS) > 12 and broken == []
