"""Pictures as an author publishes them: a full-size screenshot becomes variants for every screen,
which the page, the manifest and the cache beside the output agree on; a picture too heavy for a
phone is named with its size."""
import json
import os
import random
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import jsonschema
import pytest
from PIL import Image

from screenshots import write_screenshot_site


def run(build_site, content, output, *flags):
    return subprocess.run([str(build_site), "--content", str(content), "--output", str(output), *flags], capture_output=True, text=True)


@pytest.fixture(scope="module")
def built(build_site):
    folder = Path(tempfile.mkdtemp(prefix="walkthrough-variants-"))
    content = write_screenshot_site(folder / "content", count=2)
    (content / "02-screen2.md").write_text((content / "02-screen2.md").read_text().replace(
        "image: images/screen-2.png", "image: images/screen-2.png\nimage_dark: images/screen-1.png"))
    first = run(build_site, content, folder / "output")
    assert first.returncode == 0, first.stderr
    yield folder, content, first
    shutil.rmtree(folder, ignore_errors=True)


def test_every_variant_decodes_at_the_size_and_in_the_format_the_manifest_gives(built):
    folder, _, first = built
    manifest = json.loads((folder / "output" / "manifest.json").read_text())
    jsonschema.validate(manifest, json.loads((folder / "output" / "manifest.schema.json").read_text()))
    images = [page["image"] for page in manifest["locales"]["en"]["pages"]]
    variants = [v for image in images for v in image["variants"]] + [v for v in images[1]["dark"]["variants"]]
    # 360, 720 and 1080 wide, and the screenshot's own 1290, in AVIF, WebP and PNG: 12 per picture,
    # of which the PNG at 1290 is the screenshot itself.
    assert [(v["format"], v["width"], v["height"]) for v in images[0]["variants"][:4]] == [
        ("avif", 360, 780), ("avif", 720, 1561), ("avif", 1080, 2341), ("avif", 1290, 2796)]
    assert len(variants) == 36
    for variant in variants:
        with Image.open(folder / "output" / variant["src"]) as picture:
            assert (picture.width, picture.height) == (variant["width"], variant["height"]), variant["src"]
            assert picture.format.lower() == variant["format"], variant["src"]
    # The dark picture is the first page's, so its variants are the same files.
    assert images[1]["dark"]["variants"] == images[0]["variants"]
    assert [v["src"] for v in images[0]["variants"] if "w." not in v["src"]] == [images[0]["src"]]
    assert re.search(r"^Encoded 22 image variants in [0-9.]+ s$", first.stdout, re.M), first.stdout


def test_the_page_offers_each_format_with_srcset_and_sizes_and_preloads_the_first_picture(built):
    folder, _, _ = built
    html = (folder / "output" / "index.html").read_text()
    sizes = 'sizes="min(1290px, 100vw - 2.5rem, 36rem, 32.3vh)"'
    assert re.search(r'<link rel="preload" as="image" type="image/avif" imagesrcset="images/screen-1-360w\.\w+\.avif 360w, [^"]*1290w" '
                     r'imagesizes="min\(1290px, 100vw - 2\.5rem, 36rem, 32\.3vh\)" fetchpriority="high">', html)
    first, second = html.split('<section class="walkthrough-page"')[1:3]
    assert re.search(r'<source type="image/avif" srcset="images/screen-1-360w\.\w+\.avif 360w, images/screen-1-720w\.\w+\.avif 720w, '
                     r'images/screen-1-1080w\.\w+\.avif 1080w, images/screen-1-1290w\.\w+\.avif 1290w" ' + re.escape(sizes) + '>', first)
    assert '<source type="image/webp"' in first
    assert re.search(r'<img src="images/screen-1\.\w+\.png" srcset="images/screen-1-360w\.\w+\.png 360w, [^"]*" ' + re.escape(sizes)
                     + r' alt="The app[^"]*s screen 1" width="1290" height="2796" fetchpriority="high" decoding="async">', first)
    assert 'loading="lazy"' in second and "fetchpriority" not in second
    # Dark mode's sources come first, for each format, then the light ones.
    media = [m.group(1) for m in re.finditer(r'<source type="image/(\w+)"[^>]*?(?: media="\(prefers-color-scheme: dark\)")', second)]
    assert media == ["avif", "webp", "png"], second


def test_a_second_build_encodes_nothing_and_leaves_the_cache_as_it_was(built, build_site):
    folder, content, _ = built
    cache = folder / ".output.images"
    before = {p.name: p.stat().st_mtime_ns for p in cache.iterdir()}
    again = run(build_site, content, folder / "output")
    assert again.returncode == 0 and "Encoded" not in again.stdout and again.stdout.startswith("Up to date"), again.stdout
    (content / "01-screen1.md").write_text((content / "01-screen1.md").read_text() + "\nOne more sentence.\n")
    edited = run(build_site, content, folder / "output")
    assert edited.returncode == 0 and "Encoded" not in edited.stdout, edited.stdout
    assert {p.name: p.stat().st_mtime_ns for p in cache.iterdir()} == before


def test_a_picture_too_heavy_for_a_phone_is_a_warning_with_its_size_and_an_error_with_strict(build_site, tmp_path):
    content = tmp_path / "content"
    (content / "images").mkdir(parents=True)
    # Wide enough for the 1080 px a phone loads, short enough to encode quickly, too grainy for 250 KB.
    noise = Image.frombytes("RGB", (1290, 1200), random.Random(1).randbytes(1290 * 1200 * 3))
    noise.save(content / "images" / "noise.png")
    (content / "walkthrough.yml").write_text("images:\n  widths: [1080]\n  formats: [avif]\n")
    (content / "01-noise.md").write_text("---\nheading: Static\nimage: images/noise.png\n---\nNothing but noise.\n")
    result = run(build_site, content, tmp_path / "output")
    assert result.returncode == 0, result.stderr
    warning = re.search(r"^content/01-noise\.md:3:8: warning: a phone loads (\d+) KB for 'images/noise\.png' \(noise-1080w\.\w+\.avif\), "
                        r"more than the 250 KB a page may take; crop or simplify the picture, or lower 'images: quality:' in walkthrough.yml$",
                        result.stderr.replace(str(tmp_path) + "/", ""), re.M)
    assert warning, result.stderr
    variant = next((tmp_path / "output" / "images").glob("noise-1080w.*.avif"))
    assert int(warning.group(1)) == variant.stat().st_size // 1024
    shutil.rmtree(tmp_path / "output")
    strict = run(build_site, content, tmp_path / "output", "--strict")
    assert strict.returncode == 1 and "error: a phone loads" in strict.stderr
    assert not (tmp_path / "output").exists()


def screenshot_content(folder):
    return write_screenshot_site(folder / "content", count=1)


def test_without_the_encoder_pictures_are_published_as_they_are_with_a_warning(build_site, tmp_path):
    content = screenshot_content(tmp_path)
    result = subprocess.run([str(build_site), "--content", str(content), "--output", str(tmp_path / "output")], capture_output=True, text=True,
                            env={**os.environ, "BUILD_SITE_VIPS": str(tmp_path / "missing")})
    assert result.returncode == 0, result.stderr
    assert re.search(r"01-screen1\.md:4:8: warning: 'images/screen-1\.png' is published as it is, without smaller variants: the image encoder "
                     r"\S*missing does not start: No such file or directory; install libvips \(Debian: apt install libvips42\) and keep build-site-vips beside build-site", result.stderr)
    manifest = json.loads((tmp_path / "output" / "manifest.json").read_text())
    assert manifest["locales"]["en"]["pages"][0]["image"]["variants"] == []


def test_a_picture_that_crashes_the_encoder_is_an_error_naming_it_and_nothing_is_written(build_site, tmp_path):
    content = screenshot_content(tmp_path)
    # An encoder that knows every format but dies on the first job, as libvips might on a hostile file.
    crashing = tmp_path / "crashing-vips"
    crashing.write_text("#!/bin/sh\nif [ \"$1\" = capabilities ]; then echo 'library /dev/null'; echo 'version 0.0.0'; "
                        "echo 'writable avif webp png jpeg gif'; exit 0; fi\nkill -SEGV $$\n")
    crashing.chmod(0o755)
    result = subprocess.run([str(build_site), "--content", str(content), "--output", str(tmp_path / "output")], capture_output=True, text=True,
                            env={**os.environ, "BUILD_SITE_VIPS": str(crashing)})
    assert result.returncode == 1, result.stderr
    assert re.search(r"content/images/screen-1\.png:1:1: error: 'images/screen-1\.png' could not be resized: the image encoder stopped on this image",
                     result.stderr.replace(str(tmp_path) + "/", "")), result.stderr
    assert not (tmp_path / "output").exists()


def test_a_portrait_photo_turned_by_its_exif_orientation_gets_upright_variants(build_site, tmp_path):
    content = tmp_path / "content"
    (content / "images").mkdir(parents=True)
    photo = Image.linear_gradient("L").resize((1200, 800)).convert("RGB")  # stored landscape
    exif = Image.Exif()
    exif[0x0112] = 6  # shown turned a quarter clockwise: portrait
    photo.save(content / "images" / "photo.jpg", exif=exif.tobytes(), quality=80)
    (content / "01-photo.md").write_text("---\nheading: Photo\nimage: images/photo.jpg\n---\nText.\n")
    result = run(build_site, content, tmp_path / "output")
    assert result.returncode == 0, result.stderr
    image = json.loads((tmp_path / "output" / "manifest.json").read_text())["locales"]["en"]["pages"][0]["image"]
    assert (image["width"], image["height"]) == (800, 1200)
    for variant in image["variants"]:
        assert variant["height"] > variant["width"]
        with Image.open(tmp_path / "output" / variant["src"]) as picture:
            assert (picture.width, picture.height) == (variant["width"], variant["height"]), variant["src"]


def test_where_libvips_cannot_write_avif_webp_is_made_instead_with_a_warning(build_site, tmp_path):
    content = screenshot_content(tmp_path)
    encoder = Path(build_site).parent / "build-site-vips"
    # The real encoder, but telling that it cannot write AVIF.
    without_avif = tmp_path / "vips-without-avif"
    without_avif.write_text(f"#!/bin/sh\nif [ \"$1\" = capabilities ]; then \"{encoder}\" capabilities | sed 's/ avif//'; exit 0; fi\n"
                            f"exec \"{encoder}\" \"$@\"\n")
    without_avif.chmod(0o755)
    result = subprocess.run([str(build_site), "--content", str(content), "--output", str(tmp_path / "output")], capture_output=True, text=True,
                            env={**os.environ, "BUILD_SITE_VIPS": str(without_avif)})
    assert result.returncode == 0, result.stderr
    assert re.search(r"walkthrough\.yml:1:1: warning: this libvips cannot write avif images; making webp instead; install libvips with avif "
                     r"support", result.stderr), result.stderr
    image = json.loads((tmp_path / "output" / "manifest.json").read_text())["locales"]["en"]["pages"][0]["image"]
    assert sorted({v["format"] for v in image["variants"]}) == ["png", "webp"]
