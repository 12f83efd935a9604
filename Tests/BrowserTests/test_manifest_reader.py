"""The web's manifest reader, walkthrough-manifest.js as every site publishes it, in each engine: the
shared files of Tests/Fixtures/manifests decide what it accepts and what it refuses, naming which
field, as they decide for the Swift and JVM libraries and the schema."""
import copy
import json

import pytest

from site_support import ROOT

FIXTURES = ROOT / "Tests" / "Fixtures" / "manifests"
INVALID = json.loads((FIXTURES / "invalid" / "expected.json").read_text())["files"]
DECODING = json.loads((FIXTURES / "decoding.json").read_text())
LINKS = json.loads((FIXTURES / "links.json").read_text())

# Runs `calls` ([function name, argument] pairs) through the module at arguments[0]: each result is
# ["value", what it returned] or ["error", name, path, reason].
CALL = """
const [module, calls, done] = arguments;
import(module).then((reader) => done(calls.map(([name, argument]) => {
  try {
    return ['value', reader[name](...argument)];
  } catch (error) {
    return ['error', error.name, error.path, error.reason];
  }
})), (error) => done(String(error)));
"""


def call(driver, base_url, calls):
    """The reader published with the example site, called in the page of `driver`."""
    results = driver.execute_async_script(CALL, base_url + "/example/walkthrough-manifest.js", calls)
    assert isinstance(results, list), results
    return results


def parse(driver, base_url, texts):
    """[parseManifest(text)] for each text: the manifest (a dict), or ["error", name, path, reason]."""
    return [result[1] if result[0] == "value" else result for result in
            call(driver, base_url, [["parseManifest", [text]] for text in texts])]


def refused(result):
    return isinstance(result, list)


def test_every_manifest_of_the_invalid_set_is_refused_naming_its_field(screen, base_url):
    names = sorted(INVALID)
    results = parse(screen(), base_url, [(FIXTURES / "invalid" / name).read_text(encoding="utf-8") for name in names])
    found = {name: result[:3] if refused(result) else "accepted" for name, result in zip(names, results)}
    assert found == {name: ["error", "ManifestError", INVALID[name]["path"]] for name in names}
    assert len(names) >= 17


def with_defaults(manifest):
    """The manifest as the readers return it: the keys older schema versions leave out, filled in."""
    manifest = copy.deepcopy(manifest)
    manifest.setdefault("layout", "stacked")
    for locale in manifest["locales"].values():
        for page in locale["pages"]:
            page.setdefault("layout", "stacked")
            page.setdefault("imageFocus", None)
            page.setdefault("video", None)
            for image in [page["image"], page["image"] and page["image"]["dark"]]:
                if image:
                    image.setdefault("variants", [])
    return manifest


def test_every_manifest_the_builds_write_is_accepted_as_it_is(screen, base_url, example_site, benchmark_site):
    files = sorted(example_site.rglob("manifest.json")) + sorted(benchmark_site.rglob("manifest.json"))
    assert len(files) == 6
    read = parse(screen(), base_url, [path.read_text(encoding="utf-8") for path in files])
    for path, result in zip(files, read):
        assert result == with_defaults(json.loads(path.read_text(encoding="utf-8"))), path


def test_a_broken_copy_of_the_shared_manifest_names_the_field_and_the_reason_as_swift_and_the_jvm_do(screen, base_url):
    base = (FIXTURES / DECODING["manifest"]).read_text(encoding="utf-8")
    cases = DECODING["malformed"]
    texts = [base.replace(case["original"], case["replacement"], 1) for case in cases]
    assert all(text != base for text in texts)
    results = parse(screen(), base_url, texts)
    for case, result in zip(cases, results):
        assert refused(result), f"accepted: {case['description']}"
        assert result[2] == case["path"], (case["description"], result)
        if "reason" in case:
            assert result[3] == case["reason"], (case["description"], result)
    assert len(cases) >= 15


def test_the_forms_every_runtime_accepts_read_as_they_do_in_swift_and_the_jvm(screen, base_url):
    base = (FIXTURES / DECODING["manifest"]).read_text(encoding="utf-8")
    cases = DECODING["accepted"]
    results = parse(screen(), base_url, [base.replace(case["original"], case["replacement"], 1) for case in cases])
    assert [result if refused(result) else result["behavior"]["pageSpacing"] for result in results] == [case["pageSpacing"] for case in cases]


def test_a_locale_falls_back_as_in_swift_and_the_jvm(screen, base_url):
    driver = screen()
    manifest = parse(driver, base_url, [(FIXTURES / DECODING["manifest"]).read_text(encoding="utf-8")])[0]
    results = call(driver, base_url, [["resolvedLocale", [manifest, asked]] for asked, _ in DECODING["fallback"]])
    assert [result[1] for result in results] == [expected for _, expected in DECODING["fallback"]]


def test_the_shared_links_are_safe_or_unsafe_as_links_json_says(screen, base_url):
    links = LINKS["safe"] + LINKS["unsafe"]
    results = call(screen(), base_url, [["isSafeLink", [link]] for link in links])
    judged = dict(zip(links, (result[1] for result in results)))
    assert judged == {link: link in LINKS["safe"] for link in links}


@pytest.mark.parametrize("source", ["bytes", "text"])
def test_bytes_that_are_not_utf_8_and_values_that_are_not_a_manifest_are_refused_as_the_whole_file(screen, base_url, source):
    driver = screen()
    if source == "bytes":
        result = driver.execute_async_script(CALL.replace("reader[name](...argument)", "reader[name](new Uint8Array(argument[0]))"),
                                             base_url + "/example/walkthrough-manifest.js", [["parseManifest", [[0x7B, 0xFF, 0x7D]]]])
    else:
        result = call(driver, base_url, [["parseManifest", ["[]"]], ["parseManifest", ["null"]], ["parseManifest", ['"{}"']]])
    assert {tuple(item[:3]) for item in result} == {("error", "ManifestError", "")}, result
