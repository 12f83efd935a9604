"""What an app team depends on: one version (VERSION) in build-site, the web module and the JVM
library, and the JVM library as `make jvm` lays it out for Maven and Gradle under .build/maven/:
io.github.walkthroughsite:walkthrough-manifest:VERSION as jar, sources, javadoc and pom, each with a
.sha256 in sha256sum's form, the license inside the jars and named in the pom."""
import hashlib
import re
import subprocess
import xml.etree.ElementTree as ElementTree
import zipfile

import pytest

from consumer_apps import JAR
from site_support import ROOT

VERSION = (ROOT / "VERSION").read_text().strip()
FOLDER = ROOT / ".build" / "maven" / "io" / "github" / "walkthroughsite" / "walkthrough-manifest" / VERSION
STEM = f"walkthrough-manifest-{VERSION}"
POM = "{http://maven.apache.org/POM/4.0.0}"

pytestmark = pytest.mark.usefixtures("jvm_library")


def test_one_version_in_build_site_the_web_module_and_the_jar(build_site, example_site):
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION)
    printed = subprocess.run([str(build_site), "--version"], capture_output=True, text=True, check=True).stdout
    assert printed.split() == ["build-site", VERSION]
    module = (example_site / "walkthrough-manifest.js").as_uri()
    imported = subprocess.run(["node", "--input-type=module", "-e", f"import {{ VERSION }} from '{module}'; console.log(VERSION)"],
                              capture_output=True, text=True, check=True).stdout
    assert imported.strip() == VERSION
    with zipfile.ZipFile(JAR) as jar:
        assert f"Implementation-Version: {VERSION}" in jar.read("META-INF/MANIFEST.MF").decode().splitlines()
    assert f"## [{VERSION}] - " in (ROOT / "CHANGELOG.md").read_text(), "the changelog has this release's entry"


def test_the_maven_layout_holds_jar_sources_javadoc_and_pom_each_with_its_checksum():
    files = sorted(path.name for path in FOLDER.iterdir())
    artifacts = [f"{STEM}-javadoc.jar", f"{STEM}-sources.jar", f"{STEM}.jar", f"{STEM}.pom"]
    assert files == sorted(artifacts + [name + ".sha256" for name in artifacts])
    for name in artifacts:
        digest = hashlib.sha256((FOLDER / name).read_bytes()).hexdigest()
        assert (FOLDER / (name + ".sha256")).read_text() == f"{digest}  {name}\n"
    assert (FOLDER / f"{STEM}.jar").read_bytes() == JAR.read_bytes()
    license_text = (ROOT / "LICENSE").read_text()
    assert "Apache License" in license_text and "Version 2.0, January 2004" in license_text
    for name in (f"{STEM}.jar", f"{STEM}-sources.jar", f"{STEM}-javadoc.jar"):
        with zipfile.ZipFile(FOLDER / name) as jar:
            assert jar.read("META-INF/LICENSE").decode() == license_text, name
    with zipfile.ZipFile(FOLDER / f"{STEM}.jar") as jar, zipfile.ZipFile(FOLDER / f"{STEM}-sources.jar") as sources:
        classes = {name[:-6] for name in jar.namelist() if name.endswith(".class") and "$" not in name}
        assert len(classes) >= 40
        assert classes == {name[:-5] for name in sources.namelist() if name.endswith(".java")}, "a source for every class"
    with zipfile.ZipFile(FOLDER / f"{STEM}-javadoc.jar") as javadoc:
        pages = set(javadoc.namelist())
        assert {"index.html", "io/github/walkthroughsite/manifest/Pager.html", "io/github/walkthroughsite/manifest/loading/ManifestLoader.html"} <= pages


def test_the_pom_names_the_coordinates_the_license_and_org_json_as_provided():
    pom = ElementTree.parse(FOLDER / f"{STEM}.pom").getroot()
    assert [pom.findtext(POM + key) for key in ("groupId", "artifactId", "version", "packaging")] == [
        "io.github.walkthroughsite", "walkthrough-manifest", VERSION, "jar"]
    assert pom.findtext(f"{POM}licenses/{POM}license/{POM}name") == "Apache-2.0"
    dependencies = [(d.findtext(POM + "groupId"), d.findtext(POM + "artifactId"), d.findtext(POM + "scope"))
                    for d in pom.iter(POM + "dependency")]
    assert dependencies == [("org.json", "json", "provided")], "the annotations are compile-only, not a dependency apps inherit"


@pytest.mark.parametrize("doclint", [[], ["-Xdoclint:all"]], ids=["defaults", "all"])
def test_javadoc_prints_no_warning_every_public_type_member_parameter_and_result_documented(tmp_path, doclint):
    result = subprocess.run(["javadoc", *doclint, "-encoding", "UTF-8", "-cp",
                             "/usr/share/java/com.android.json.jar:/usr/share/java/org.jetbrains.annotations-java8.jar", "-d", str(tmp_path),
                             "-sourcepath", str(ROOT / "jvm" / "src" / "main" / "java"),
                             "io.github.walkthroughsite.manifest", "io.github.walkthroughsite.manifest.loading"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert not re.search(r"warning:|\d+ warnings?$", result.stdout + result.stderr, re.MULTILINE), result.stdout + result.stderr
    assert "Generating" in result.stdout + result.stderr, "javadoc ran"
