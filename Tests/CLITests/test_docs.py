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


def test_the_build_makes_public_only_what_the_command_line_uses():
    """The build's layers have one client, build-site: each public type of them is one build-site
    names, or one a public signature needs; the layers reach each other through `package` and the
    tests reach the rest with @testable."""
    layers = ["SiteModel", "SiteMedia", "SiteRules", "SiteRendering", "SiteCache", "SiteBuilder", "SitePublishing", "SiteFunnel"]
    sources = sorted(source for layer in layers for source in (ROOT / "Sources" / layer).rglob("*.swift"))
    declarations = [line.strip() for source in sources for line in source.read_text().splitlines() if re.match(r"\s*public ", line)]
    types = {re.search(r"(?:struct|enum|class|protocol) (\w+)", line).group(1) for line in declarations
             if re.match(r"public (?:final )?(?:struct|enum|class|protocol) ", line)}
    command_line = " ".join(path.read_text() for path in (ROOT / "Sources" / "build-site").rglob("*.swift"))
    signatures = " ".join(line for line in declarations if not re.match(r"public (?:final )?(?:struct|enum|class|protocol) ", line))
    unused = sorted(name for name in types if not re.search(rf"\b{name}\b", command_line + " " + signatures))
    assert len(types) >= 10 and unused == []
    assert len(declarations) < 100, f"{len(declarations)} public declarations"


def test_nothing_cites_a_document_outside_the_repository():
    """The contract is the project's own (docs/specification.md): code and docs cite it, never the
    design notes it was first agreed in, which a reader of the repository does not have."""
    outside = "DESIGN" + " §"
    folders = ["Sources", "Tests", "jvm", "web", "templates", "scripts", "docs", "Plugins", "Examples"]
    files = [*ROOT.glob("*.md"), *(path for folder in folders for path in (ROOT / folder).rglob("*")
                                   if path.is_file() and not any(part.startswith(".") for part in path.relative_to(ROOT).parts))]
    citing = [str(path.relative_to(ROOT)) for path in files if outside.encode() in path.read_bytes()]
    assert len(files) > 100 and citing == []


def declared_dependencies():
    """Each target of Package.swift, tests' aside, with the targets it depends on."""
    declarations = re.split(r"\n\s*\.(?=(?:target|executableTarget|systemLibrary|plugin|testTarget)\()",
                            "\n" + (ROOT / "Package.swift").read_text().split("targets: [", 1)[1])
    dependencies = {}
    for declaration in declarations:
        name = re.match(r'(?:target|executableTarget|systemLibrary|plugin)\(\s*name: "([^"]+)"', declaration)
        if name:
            listed = re.search(r"dependencies: \[([^\]]*)\]", declaration)
            dependencies[name.group(1)] = set(re.findall(r'"([^"]+)"', listed.group(1) if listed else ""))
            if "+ encoder" in declaration:  # build-site's encoder, left out of a static build
                dependencies[name.group(1)].add("build-site-vips")
    return dependencies


def test_the_architecture_note_is_short_and_maps_every_target_of_package_swift():
    """Its map names every target once, and with each the targets Package.swift says it depends on."""
    note = (ROOT / "ARCHITECTURE.md").read_text()
    assert len(note.splitlines()) <= 150
    dependencies = declared_dependencies()
    targets = set(dependencies)
    the_map = note.split("## The map")[1].split("\n## ")[0]
    rows = re.findall(r"^\| (`[^|]+) \| [^|]+ \| ([^|]+) \|$", the_map, re.M)
    mapped = {name for row, _ in rows for name in re.findall(r"`([^`]+)`", row)}
    assert len(targets) > 15 and mapped == targets
    for row, depends_on in rows:
        names = set(re.findall(r"`([^`]+)`", row))
        declared = set().union(*(dependencies[name] for name in names)) & targets
        assert set(re.findall(r"`([^`]+)`", depends_on)) & targets == declared, row
