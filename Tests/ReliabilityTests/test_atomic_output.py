"""A build publishes exactly the new site or changes nothing: killed at any moment, racing
another build, or failing to write."""
import fcntl
import hashlib
import os
import random
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from site_support import VariantPool, build, png, variant_cache


def make_content(folder, version, walkthroughs=12, pages=6):
    """A site large enough that writing it takes a while: pages in two locales, an image each."""
    if folder.exists():
        shutil.rmtree(folder)
    for w in range(walkthroughs):
        base = folder / f"w{w:02d}"
        (base / "img").mkdir(parents=True)
        # Small pictures, and a small width for their variants, so that they are quick to make.
        (base / "walkthrough.yml").write_text("locales: [en, fr]\nimages:\n  widths: [32]\n")
        for p in range(1, pages + 1):
            # Each image differs by version, walkthrough and page, and is large enough to take time to write.
            (base / "img" / f"p{p}.png").write_bytes(png(64, 48, f"{version}{w}{p}"))
            for suffix in ("", ".fr"):
                (base / f"{p:02d}-page{p}{suffix}.md").write_text(
                    f"---\nheading: Page {p} of {w} ({version}{suffix})\nimage: img/p{p}.png\n---\n" + "Some text. " * 50 + "\n")
    return folder


def tree(folder):
    """Every file below `folder` by relative path, with a digest of its bytes."""
    return {str(path.relative_to(folder)): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(folder.rglob("*")) if path.is_file()}


def run(build_site, content, output, **kwargs):
    return subprocess.run([str(build_site), "--content", str(content), "--output", str(output), "--quiet"],
                          capture_output=True, text=True, **kwargs)


@pytest.fixture
def workspace():
    folder = Path(tempfile.mkdtemp(prefix="walkthrough-reliability-"))
    yield folder
    subprocess.run(["umount", str(folder / "small")], capture_output=True)
    shutil.rmtree(folder, ignore_errors=True)


def edit_one_page(source, folder):
    """A copy of the content folder `source` with one page of one walkthrough changed."""
    shutil.copytree(source, folder)
    page = folder / "w05" / "03-page3.fr.md"
    page.write_text(page.read_text().replace("Some text.", "Edited text.", 1))
    return folder


# The killed builds' site: six walkthroughs of six pages in two languages, several folders for a
# kill to fall between, each build short enough that two dozen kills take seconds, not minutes.
KILLED_WALKTHROUGHS = 6


@pytest.mark.parametrize("change", ["every page", "one page"])
def test_builds_killed_at_random_moments_leave_the_old_or_the_new_site_never_a_mix(build_site, workspace, change):
    old_content = make_content(workspace / "old", "old", walkthroughs=KILLED_WALKTHROUGHS)
    # Every page differs (a full build), or one page of one walkthrough (a rebuild that reuses the rest).
    new_content = (make_content(workspace / "new", "new", walkthroughs=KILLED_WALKTHROUGHS) if change == "every page"
                   else edit_one_page(old_content, workspace / "new"))
    expected = {"old": tree(build(build_site, old_content, workspace / "expected-old")),
                "new": tree(build(build_site, new_content, workspace / "expected-new"))}
    output = workspace / "site" / "output"
    build(build_site, old_content, output)
    # The builds below encode nothing: every variant of both sites is in the output's cache, so the
    # kills land in reading, rendering and publishing, where a mix of two sites could come about.
    for folder in (output, workspace / "timing"):
        VariantPool.shared().lend(new_content, variant_cache(folder))
    start = time.monotonic()
    assert run(build_site, new_content, workspace / "timing").returncode == 0
    duration = time.monotonic() - start

    rng = random.Random(20261129)
    outcomes = {"old": 0, "new": 0}
    window = duration * 1.4
    # At least 24 kills, and more until both sites were seen: a kill between the cache and the
    # state makes the next build a full one, and a run of full builds killed before the swap
    # can leave only the old site for a while.
    for attempt in range(64):
        if attempt >= 24 and outcomes["old"] > 0 and outcomes["new"] > 0:
            break
        content = new_content if attempt % 2 == 0 else old_content
        process = subprocess.Popen([str(build_site), "--content", str(content), "--output", str(output), "--quiet"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0, window))
        finished = process.poll() is not None
        process.send_signal(signal.SIGKILL)
        process.wait()
        found = tree(output)
        matches = [name for name, files in expected.items() if files == found]
        assert matches, f"attempt {attempt}: output is neither the old nor the new site"
        outcomes[matches[0]] += 1
        # A machine busier than when the build was timed (a browser test beside this one) can
        # make every build outlast the window: widen it until one finishes.
        if not finished and outcomes["new"] == 0:
            window *= 1.15
    # The kills landed both before and after the swap.
    assert outcomes["old"] > 0 and outcomes["new"] > 0, outcomes

    # The next build cleans up whatever the killed ones left beside the output.
    assert run(build_site, new_content, output).returncode == 0
    assert tree(output) == expected["new"]
    # Nothing is left beside the output but the build cache, the image variants, and the site the
    # output replaced, in which the next build makes its own (checked byte by byte, never trusted).
    assert sorted(p.name for p in output.parent.iterdir()) == [".output.cache", ".output.images", ".output.next", "output"]
    # The build cache holds one whole entry per walkthrough, and nothing half written.
    assert len(list((output.parent / ".output.cache").iterdir())) == KILLED_WALKTHROUGHS
    # The variant cache holds every variant the output has, each one whole.
    cached = {p.name: p.read_bytes() for p in (output.parent / ".output.images").iterdir()}
    variants = {p.name: p.read_bytes() for p in (output / "images").iterdir() if "w." in p.name}
    # 32 pixels wide in AVIF, WebP and PNG.
    assert len(variants) == KILLED_WALKTHROUGHS * 6 * 3 and all(cached.get(name) == data for name, data in variants.items())


def test_a_second_build_on_the_same_output_refuses_while_the_first_runs(build_site, workspace):
    content = make_content(workspace / "v1", "v1", walkthroughs=1, pages=2)
    newer = make_content(workspace / "v2", "v2", walkthroughs=1, pages=2)
    output = workspace / "site" / "output"
    assert run(build_site, content, output).returncode == 0
    before = tree(output)
    lock = os.open(output.parent, os.O_RDONLY)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX)  # what a running build holds, from its first look at the output to its last record
        unchanged = run(build_site, content, output)
        changed = run(build_site, newer, output)
    finally:
        os.close(lock)
    # Even a build with nothing to do waits its turn: it would judge the output while another replaces it.
    for result in (unchanged, changed):
        assert result.returncode == 3
        assert f"another build is writing '{output}'" in result.stderr
    assert tree(output) == before
    assert run(build_site, newer, output).returncode == 0  # the lock is free again
    assert tree(output) != before


def test_an_output_path_that_cannot_be_written_exits_3_with_the_path_and_the_reason(build_site, workspace):
    content = make_content(workspace / "content", "v1", walkthroughs=1, pages=2)
    (workspace / "file").write_text("not a folder")
    result = run(build_site, content, workspace / "file" / "output")
    assert result.returncode == 3
    assert str(workspace / "file") in result.stderr and "Not a directory" in result.stderr


def test_a_full_disk_exits_3_and_leaves_the_previous_output_intact(build_site, workspace):
    small = workspace / "small"
    small.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(small)], capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small file system here to fill: {mounted.stderr.strip()}")
    output = small / "output"
    assert run(build_site, make_content(workspace / "content", "v1", walkthroughs=1, pages=1), output).returncode == 0
    before = tree(output)
    result = run(build_site, make_content(workspace / "content", "v2", walkthroughs=12, pages=12), output)
    assert result.returncode == 3
    assert f"cannot write '{output}'" in result.stderr and "No space left on device" in result.stderr
    assert "the previous output is unchanged" in result.stderr
    assert tree(output) == before
    # The half-made next site is removed, so the disk gets its space back; the variants encoded
    # until the disk was full stay in their cache, for the next build.
    assert sorted(p.name for p in small.iterdir()) == [".output.cache", ".output.images", "output"]
    assert not [p.name for p in (small / ".output.images").iterdir() if ".tmp-" in p.name]
    # The failed build took nothing from the cache that the output still shows.
    cached = {p.name: p.read_bytes() for p in (small / ".output.images").iterdir()}
    shown = {p.name: p.read_bytes() for p in (output / "images").iterdir() if "w." in p.name}
    assert shown and all(cached.get(name) == data for name, data in shown.items()), sorted(set(shown) - set(cached))


def test_an_unreadable_content_folder_exits_3(build_site, workspace):
    result = run(build_site, workspace / "missing", workspace / "output")
    assert result.returncode == 3
    assert "content folder" in result.stderr and "not found" in result.stderr


def test_an_output_tampered_with_is_replaced_whole_by_the_next_build_even_with_nothing_changed(build_site, workspace):
    content = make_content(workspace / "content", "v1", walkthroughs=4, pages=2)
    output = workspace / "site" / "output"
    assert run(build_site, content, output).returncode == 0
    expected = tree(output)
    # Someone writes into the output: changes a file, adds files and folders, turns a file into a
    # folder and another into a symbolic link, rewrites the marker.
    (output / "w01" / "index.html").write_text("tampered")
    (output / "stray.txt").write_text("stray")
    (output / "w02" / "extra").mkdir()
    (output / "w02" / "extra" / "file").write_text("extra")
    (output / "w03" / "manifest.json").unlink()
    (output / "w03" / "manifest.json").mkdir()
    (output / "w00" / "index.html").unlink()
    (output / "w00" / "index.html").symlink_to(content / "w00" / "walkthrough.yml")
    (output / ".build-site-output").write_text("tampered marker")

    result = run(build_site, content, output)
    assert result.returncode == 0, result.stderr
    assert tree(output) == expected
    assert not any(path.is_symlink() for path in output.rglob("*"))
    assert (content / "w00" / "walkthrough.yml").read_text().startswith("locales:")  # nothing was written through the link


def test_a_content_folder_that_cannot_be_listed_is_an_error_naming_it_and_nothing_is_written(build_site, workspace):
    content = make_content(workspace / "content", "v1", walkthroughs=2, pages=1)
    output = workspace / "site" / "output"
    output.parent.mkdir()
    for folder, _, names in os.walk(workspace):
        os.chmod(folder, 0o755)
        for name in names:
            os.chmod(os.path.join(folder, name), 0o644)
    os.chmod(output.parent, 0o777)
    hidden = content / "w01"
    os.chmod(hidden, 0o311)  # it can be entered, not listed
    command = [str(build_site), "--content", str(content), "--output", str(output)]
    if os.geteuid() == 0:  # root lists any folder: run as nobody
        command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *command]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 3, result.stdout + result.stderr
    assert f"cannot read '{hidden}': Permission denied" in result.stderr
    assert not output.exists()
