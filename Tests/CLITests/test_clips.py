"""Clips as an author publishes them: a recording with sound becomes silent MP4 variants in AV1 and
H.264 for every screen, each what the manifest says it is (ffprobe reads them), with a frame as its
poster; an unchanged rebuild encodes nothing; a clip too heavy for a phone, or one that breaks
ffmpeg, is named."""
import json
import os
import re
import shutil
import stat
import subprocess
import tempfile
from pathlib import Path

import jsonschema
import pytest
from PIL import Image, ImageChops

PAGE = "---\nheading: {heading}\n{more}---\nText.\n"


def run(build_site, content, output, *flags, env=None):
    return subprocess.run([str(build_site), "--content", str(content), "--output", str(output), *flags], capture_output=True, text=True,
                          env=env)


def make_clip(path, size="360x640", seconds=3, source="testsrc2", sound=True, filters=None):
    """A clip ffmpeg draws from one of its test sources (through `filters`), with a tone when `sound`."""
    inputs = ["-f", "lavfi", "-i", f"{source}=size={size}:rate=30" + (f",{filters}" if filters else "")] + (["-f", "lavfi", "-i", "sine=frequency=440"] if sound else [])
    subprocess.run(["ffmpeg", "-v", "error", "-y", *inputs, "-t", str(seconds), "-pix_fmt", "yuv420p", "-c:v", "libx264", "-crf", "18",
                    *(["-c:a", "aac", "-shortest"] if sound else []), str(path)], check=True)


def ffmpeg_standing_in(folder, script):
    """An `ffmpeg` in `folder` that runs the shell `script` (which may `exec $FFMPEG "$@"`, the real
    one), and the environment that makes build-site use it."""
    wrapper = folder / "ffmpeg"
    wrapper.write_text(f'#!/bin/sh\nFFMPEG={shutil.which("ffmpeg")}\n{script}\n')
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IEXEC)
    return {**os.environ, "BUILD_SITE_FFMPEG": str(wrapper)}


def write_site(folder, pages):
    """content/ with one page per (heading, front matter lines)."""
    content = folder / "content"
    (content / "clips").mkdir(parents=True)
    for number, (heading, more) in enumerate(pages, start=1):
        (content / f"{number:02d}-page{number}.md").write_text(PAGE.format(heading=heading, more=more))
    return content


def probe(path):
    result = subprocess.run(["ffprobe", "-v", "error", "-show_streams", "-show_format", "-of", "json", str(path)],
                            capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


@pytest.fixture(scope="module")
def built(build_site):
    folder = Path(tempfile.mkdtemp(prefix="walkthrough-clips-"))
    content = write_site(folder, [("First", ""), ("Shared trips", "video: clips/trip.mp4\nalt: A trip\nposter_at: 1.5\n")])
    make_clip(content / "clips" / "trip.mp4")
    first = run(build_site, content, folder / "output")
    assert first.returncode == 0, first.stderr
    yield folder, content, first
    shutil.rmtree(folder, ignore_errors=True)


def test_every_variant_is_the_silent_clip_the_manifest_says_at_its_size_codec_level_and_length(built):
    folder, _, _ = built
    output = folder / "output"
    manifest = json.loads((output / "manifest.json").read_text())
    jsonschema.validate(manifest, json.loads((output / "manifest.schema.json").read_text()))
    assert manifest["schemaVersion"] == 4
    page = manifest["locales"]["en"]["pages"][1]
    assert page["image"] is None
    variants = page["video"]["variants"]
    # 360 wide (the clip's own width; wider ones would only be upscaled), in AV1 then H.264.
    assert [(v["width"], v["height"], v["codec"].split(".")[0]) for v in variants] == [(360, 640, "av01"), (360, 640, "avc1")]
    for variant in variants:
        file = output / variant["src"]
        assert variant["bytes"] == file.stat().st_size and variant["format"] == "mp4"
        found = probe(file)
        video = [s for s in found["streams"] if s["codec_type"] == "video"]
        assert [s["codec_type"] for s in found["streams"]] == ["video"], "no sound, no other stream"
        assert (video[0]["width"], video[0]["height"]) == (variant["width"], variant["height"])
        family, level = variant["codec"].split(".")[0], variant["codec"].split(".")[2 if variant["codec"].startswith("av01") else 1]
        if family == "av01":
            assert video[0]["codec_name"] == "av1" and int(level[:2]) == video[0]["level"], (variant["codec"], video[0]["level"])
        else:
            assert video[0]["codec_name"] == "h264" and video[0]["profile"] == "High" and int(level[4:], 16) == video[0]["level"]
        assert abs(float(found["format"]["duration"]) - 3) < 0.1
        assert eval(video[0]["avg_frame_rate"]) <= 30
        data = file.read_bytes()
        assert data.index(b"moov") < data.index(b"mdat"), "+faststart: the index comes first, so it plays while it loads"


def test_the_poster_is_the_frame_at_poster_at_with_its_own_variants(built):
    folder, content, _ = built
    output = folder / "output"
    poster = json.loads((output / "manifest.json").read_text())["locales"]["en"]["pages"][1]["video"]["poster"]
    assert poster["alt"] == "A trip" and (poster["width"], poster["height"]) == (360, 640)
    frame = folder / "frame.png"
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-ss", "1.5", "-i", str(content / "clips" / "trip.mp4"), "-frames:v", "1", str(frame)], check=True)
    with Image.open(output / poster["src"]) as published, Image.open(frame) as expected:
        assert published.size == (360, 640)
        assert ImageChops.difference(published.convert("RGB"), expected.convert("RGB")).getbbox() is None
    assert {v["format"] for v in poster["variants"]} == {"avif", "webp", "png"}
    for variant in poster["variants"]:
        with Image.open(output / variant["src"]) as picture:
            assert picture.size == (variant["width"], variant["height"])


def test_the_build_says_how_long_encoding_took_and_an_unchanged_rebuild_encodes_nothing(built, build_site):
    folder, content, first = built
    assert re.search(r"^Encoded 3 clip files in [0-9.]+ s$", first.stdout, re.M), first.stdout
    published = {path.name: path.read_bytes() for path in (folder / "output" / "clips").iterdir()}
    before = {path.name: (path.read_bytes(), path.stat().st_mtime_ns) for path in (folder / ".output.images").iterdir() if path.suffix == ".mp4"}
    again = run(build_site, content, folder / "output")
    assert again.returncode == 0 and again.stdout.startswith("Up to date:"), again.stdout
    assert "Encoded" not in again.stdout
    assert {path.name: path.read_bytes() for path in (folder / "output" / "clips").iterdir()} == published
    after = {path.name: (path.read_bytes(), path.stat().st_mtime_ns) for path in (folder / ".output.images").iterdir() if path.suffix == ".mp4"}
    assert after == before and len(before) == 2


def test_the_page_offers_every_variant_and_the_clip_shows_without_javascript(built):
    folder, _, _ = built
    html = (folder / "output" / "index.html").read_text()
    video = re.search(r'<video class="walkthrough-clip" muted playsinline loop preload="none" controls width="360" height="640" aria-label="A trip">(.*?)</video>',
                      html, re.S)
    assert video, html
    sources = re.findall(r'<source src="(clips/[^"]+)" type="video/mp4; codecs=&quot;(\w+)\.[^&]+&quot;"', video.group(1))
    assert [codec for _, codec in sources] == ["av01", "avc1"]
    assert re.search(r'<link rel="stylesheet" href="assets/walkthrough-clips\.\w+\.css">', html)
    assert re.search(r'<script src="assets/walkthrough-clips\.\w+\.js" defer></script>', html)


def test_a_site_without_a_clip_links_no_clip_script_and_asks_for_no_ffmpeg(build_site, tmp_path):
    content = write_site(tmp_path, [("Only", "")])
    marking = ffmpeg_standing_in(tmp_path, f'touch {tmp_path / "asked"}\nexec $FFMPEG "$@"')
    result = run(build_site, content, tmp_path / "output", env=marking)
    assert result.returncode == 0, result.stderr
    assert not (tmp_path / "asked").exists(), "ffmpeg was started"
    (content / "clips" / "later.webm").write_bytes(b"")  # a file a clip could be, though no page names it
    assert run(build_site, content, tmp_path / "output", env=marking).returncode == 0
    assert (tmp_path / "asked").exists(), "the marker works"
    assert "walkthrough-clips" not in (tmp_path / "output" / "index.html").read_text()
    assert not list((tmp_path / "output" / "assets").glob("walkthrough-clips*"))
    assert json.loads((tmp_path / "output" / "manifest.json").read_text())["schemaVersion"] == 2


def test_check_asks_ffmpeg_what_it_can_do_with_one_run(build_site, tmp_path):
    content = write_site(tmp_path, [("Trip", "video: clips/trip.mp4\n")])
    make_clip(content / "clips" / "trip.mp4", seconds=1, sound=False)
    counting = ffmpeg_standing_in(tmp_path, f'echo "$*" >> {tmp_path / "runs"}\nexec $FFMPEG "$@"')
    result = subprocess.run([str(build_site), "check", "--content", str(content)], capture_output=True, text=True, env=counting)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "runs").read_text().splitlines() == ["-encoders"]


def test_a_phone_variant_over_600_kb_is_a_warning_naming_its_size(build_site, tmp_path):
    content = write_site(tmp_path, [("Noise", "video: clips/noise.mp4\n")])
    # Noise: every pixel new in every frame, which no codec can make small.
    make_clip(content / "clips" / "noise.mp4", size="320x568", seconds=1, source="nullsrc", sound=False,
              filters="geq=lum='random(1)*255':cb=128:cr=128")
    result = run(build_site, content, tmp_path / "output")
    assert result.returncode == 0, result.stderr
    warning = re.search(r"/content/01-page1\.md:3:8: warning: a phone plays (\d+) KB for 'clips/noise\.mp4' \(noise-320w-h264\.\w+\.mp4\), "
                        r"more than the 600 KB a page's clip may take; shorten the clip, crop it to what matters, or calm its motion$", result.stderr, re.M)
    assert warning, result.stderr
    assert int(warning.group(1)) * 1024 <= next((tmp_path / "output" / "clips").glob("noise-320w-h264.*")).stat().st_size
    assert run(build_site, content, tmp_path / "output", "--strict").returncode == 1


def test_an_ffmpeg_that_crashes_on_a_clip_fails_that_clip_and_writes_nothing(build_site, tmp_path):
    content = write_site(tmp_path, [("Trip", "video: clips/trip.mp4\n")])
    make_clip(content / "clips" / "trip.mp4", seconds=1, sound=False)
    # Answers as ffmpeg does when asked what it is, and dies of a signal when asked to encode.
    crashing = ffmpeg_standing_in(tmp_path, 'case "$*" in *-version*|*-encoders*) exec $FFMPEG "$@";; esac\nkill -9 $$')
    result = run(build_site, content, tmp_path / "output", env=crashing)
    assert result.returncode == 1
    assert result.stderr.splitlines()[0].endswith("/content/clips/trip.mp4:1:1: error: 'clips/trip.mp4' could not be encoded: ffmpeg stopped (signal 9); "
                                             "re-export the clip as MP4; if every clip fails, reinstall ffmpeg"), result.stderr
    assert not (tmp_path / "output").exists()
    missing = run(build_site, content, tmp_path / "output", env={**os.environ, "BUILD_SITE_FFMPEG": "/nowhere/ffmpeg"})
    assert missing.returncode == 1 and "content/01-page1.md:3:8: error: 'clips/trip.mp4' cannot be published: /nowhere/ffmpeg does not run" in missing.stderr


def test_a_clip_the_site_no_longer_shows_leaves_the_output_and_the_cache(build_site, tmp_path):
    content = write_site(tmp_path, [("Trip", "video: clips/trip.mp4\n")])
    make_clip(content / "clips" / "trip.mp4", seconds=1, sound=False)
    assert run(build_site, content, tmp_path / "output").returncode == 0
    assert len(list((tmp_path / ".output.images").glob("trip-*.mp4"))) == 2
    (content / "01-page1.md").write_text(PAGE.format(heading="Trip", more=""))
    assert run(build_site, content, tmp_path / "output").returncode == 0
    assert not (tmp_path / "output" / "clips").exists()
    assert list((tmp_path / ".output.images").glob("trip-*")) == []
