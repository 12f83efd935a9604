"""The published manifests validate against the published JSON Schema, and the schema has teeth."""
import copy
import json
from pathlib import Path

import jsonschema
import pytest


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def validator(example_site):
    schema = load(example_site / "manifest.schema.json")
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.fixture(scope="module")
def manifests(example_site):
    """The example's manifests in the order of FOLDERS."""
    found = sorted(str(p.relative_to(example_site)) for p in example_site.rglob("manifest.json"))
    assert found == sorted(f"{folder}/manifest.json".lstrip("/") for folder in FOLDERS)
    return [load(example_site / folder / "manifest.json") for folder in FOLDERS]


# The example's walkthroughs: onboarding at the root, whats-new, and the tour in the background layout.
FOLDERS = ["", "whats-new", "tour"]


def test_every_example_manifest_validates(validator, manifests):
    for manifest in manifests:
        validator.validate(manifest)


def test_every_manifest_of_the_benchmark_corpus_validates(validator, benchmark_site):
    found = sorted(benchmark_site.rglob("manifest.json"))
    assert len(found) == 3
    for path in found:
        validator.validate(load(path))


@pytest.mark.parametrize("path", [
    ("version",), ("behavior", "wrap"), ("seen", "key"), ("continueURL",), ("tint",),
    ("locales", "en", "labels", "done"), ("locales", "en", "pages", 0, "heading"),
    ("locales", "en", "pages", 0, "image", "width"), ("locales", "en", "pages", 0, "body", "text"),
    ("kind",), ("audience",), ("locales", "en", "pages", 0, "since"), ("locales", "en", "pages", 0, "action"),
])
def test_a_manifest_missing_a_required_field_is_rejected(validator, manifests, path):
    broken = copy.deepcopy(manifests[0])
    holder = broken
    for key in path[:-1]:
        holder = holder[key]
    del holder[path[-1]]
    with pytest.raises(jsonschema.ValidationError):
        validator.validate(broken)


@pytest.mark.parametrize("path,value", [
    (("behavior", "skip"), "sometimes"),
    (("tint",), "purple"),
    (("locales", "en", "pages", 0, "id"), "Not A Slug"),
    (("locales", "en", "direction"), "up"),
    (("locales", "en", "name"), ""),
    (("schemaVersion",), 1),
    (("extra",), True),
    (("kind",), "tutorial"),
    (("audience",), "old"),
    (("locales", "en", "pages", 0, "since"), "v2.3"),
    (("locales", "en", "pages", 0, "since"), "2"),
    (("locales", "en", "pages", 0, "action"), {"id": "Sign In", "label": "Sign in", "url": None}),
    (("locales", "en", "pages", 0, "action"), {"id": "sign-in", "label": "", "url": None}),
    (("locales", "en", "pages", 0, "action"), {"id": "sign-in", "label": "Sign in"}),
    (("layout",), "overlay"),
    (("behavior", "restart"), "last-page"),
    (("schemaVersion",), 5),
    (("locales", "en", "pages", 0, "layout"), "full"),
    (("locales", "en", "pages", 0, "imageFocus"), {"x": 50, "y": 50}),
])
def test_a_manifest_with_a_wrong_value_is_rejected(validator, manifests, path, value):
    broken = copy.deepcopy(manifests[1])
    holder = broken
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    with pytest.raises(jsonschema.ValidationError):
        validator.validate(broken)


def test_the_whats_new_example_carries_its_releases_and_action(manifests):
    whats_new = manifests[1]
    assert (whats_new["kind"], whats_new["audience"]) == ("whats-new", "upgrading")
    for locale in whats_new["locales"].values():
        assert [page["since"] for page in locale["pages"]] == ["2.0", "2.1"]
        assert [page["action"]["id"] if page["action"] else None for page in locale["pages"]] == [None, "request-notifications"]
    assert {page["since"] for page in manifests[0]["locales"]["en"]["pages"]} == {None}


def test_the_tour_example_fills_its_pages_with_pictures_and_offers_start_again_everywhere(manifests):
    tour = manifests[2]
    assert (tour["layout"], tour["behavior"]["restart"]) == ("background", "always")
    for locale in tour["locales"].values():
        assert [page["layout"] for page in locale["pages"]] == ["background"] * 3
        assert [page["imageFocus"] for page in locale["pages"]] == [{"x": 50, "y": 40}, {"x": 50, "y": 50}, {"x": 50, "y": 0}]
        assert all(page["image"]["variants"] for page in locale["pages"])
    # Those need schema version 3; onboarding uses nothing of it and stays readable by version 2 apps;
    # whats-new has a clip, which version 4 added.
    assert [manifest["schemaVersion"] for manifest in manifests] == [2, 4, 3]
    assert [key for manifest in manifests[:2] for key in ("layout", "imageFocus") if key in json.dumps(manifest)] == []


@pytest.mark.parametrize("page", [
    pytest.param({"image": None}, id="without a picture"),
    pytest.param({"imageFocus": None}, id="with a null focus"),
    pytest.param({"imageFocus": {"x": 50, "y": 120}}, id="with a focus past 100 %"),
    pytest.param({"imageFocus": {"x": 50}}, id="with a focus without y"),
])
def test_a_background_page_without_its_picture_or_focus_is_rejected(validator, manifests, page):
    broken = copy.deepcopy(manifests[2])
    broken["locales"]["en"]["pages"][0].update(page)
    with pytest.raises(jsonschema.ValidationError):
        validator.validate(broken)


def test_a_background_page_without_a_focus_is_rejected(validator, manifests):
    broken = copy.deepcopy(manifests[2])
    del broken["locales"]["en"]["pages"][0]["imageFocus"]
    with pytest.raises(jsonschema.ValidationError):
        validator.validate(broken)


def test_image_and_clip_paths_are_relative_to_each_manifest(example_site, manifests):
    files = []
    for manifest, folder in zip(manifests, FOLDERS):
        folder = example_site / folder
        for locale in manifest["locales"].values():
            for page in locale["pages"]:
                pictures = [page["image"], page.get("video") and page["video"]["poster"]]
                paths = [picture["src"] for picture in pictures if picture] + [v["src"] for p in pictures if p for v in p.get("variants", [])]
                paths += [variant["src"] for variant in (page.get("video") or {}).get("variants", [])]
                files += [(folder / path).resolve() for path in paths]
    assert files and all(file.is_file() for file in files), [file for file in files if not file.is_file()]
    assert any(file.suffix == ".mp4" for file in files)


def test_the_whats_new_example_has_a_clip_on_its_second_page_in_every_locale(manifests):
    for locale in manifests[1]["locales"].values():
        first, second = locale["pages"]
        assert first.get("video") is None and second["image"] is None
        video = second["video"]
        assert [v["codec"].split(".")[0] for v in video["variants"]] == ["av01", "av01", "avc1", "avc1"]
        assert video["poster"]["alt"] and video["poster"]["src"].startswith("../images/shared-trips-poster.")


INVALID = Path(__file__).resolve().parent.parent / "Fixtures" / "manifests" / "invalid"
INVALID_SET = json.loads((INVALID / "expected.json").read_text())["files"]


def dotted(path):
    """jsonschema's path as the decoders write it: locales.en.pages[1].id."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else ("." if text else "") + part
    return text


def leaves(errors):
    """The errors under each oneOf or anyOf, down to the ones that name a field."""
    for error in errors:
        yield from leaves(error.context) if error.context else [error]


@pytest.mark.parametrize("name", sorted(name for name, rule in INVALID_SET.items() if rule["schema"]))
def test_the_schema_rejects_each_invalid_manifest_whose_rule_it_can_say(validator, name):
    errors = list(validator.iter_errors(load(INVALID / name)))
    assert errors, INVALID_SET[name]["description"]
    expected = INVALID_SET[name]["path"]
    # The field itself, or (for a rule of `not`, which cannot point inside what it forbids) where the rule stands.
    found = [(dotted(error.absolute_path), error.validator) for error in leaves(errors)]
    assert any(path == expected or (keyword == "not" and expected.startswith(path)) for path, keyword in found), found


def test_the_schema_judges_the_shared_links_as_the_decoders_do(validator):
    links = json.loads((INVALID.parent / "links.json").read_text())
    link = jsonschema.Draft202012Validator({"$ref": "#/$defs/link", "$defs": validator.schema["$defs"]})
    assert all(link.is_valid(text) for text in links["safe"]), [text for text in links["safe"] if not link.is_valid(text)]
    assert not any(link.is_valid(text) for text in links["unsafe"]), [text for text in links["unsafe"] if link.is_valid(text)]


@pytest.mark.parametrize("name", sorted(name for name, rule in INVALID_SET.items() if not rule["schema"]))
def test_the_rules_that_span_fields_are_the_decoders_to_check(validator, name):
    # JSON Schema cannot compare one field with another (unique ids, the default locale among the
    # locales, locales with the same pages): if it ever can, say so in expected.json.
    assert list(validator.iter_errors(load(INVALID / name))) == []


def test_the_invalid_set_has_a_file_for_each_rule_and_names_every_file():
    assert set(INVALID_SET) == {path.name for path in INVALID.glob("*.json")} - {"expected.json"}
    assert len(INVALID_SET) >= 12
