#!/usr/bin/env python3
"""Benchmark: build-site (release) on a generated corpus of W walkthroughs x P pages x L locales,
and Hugo on the same Markdown laid out as a Hugo site doing the same work (one HTML page and one
JSON file per walkthrough and locale), measured side by side in alternating runs.

    scripts/benchmark.py [--walkthroughs 200] [--pages 5] [--locales 4] [--runs 5] [--scale 5] [--baseline REV] [--tmpfs]

Reports wall time (median of --runs), pages per second, the time spent encoding image variants,
peak memory, the no-change and one-page-edit rebuilds (exit status 1 when either takes more than
30 % of a full build, the guard), the ratio to Hugo, the files and folders a
full build creates (strace), and how a corpus --scale times larger grows. With --baseline REV, the
same for that revision's build-site too, run for run with the current code.
"""
import argparse
import os
import re
import resource
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ["en", "fr", "de", "es", "it", "pt", "nl", "ja"]
WORDS = ("walkthrough page swipe dots onboarding offline maps share trips widgets account privacy "
         "notifications settings sync backup camera photos library search filter sort").split()


def png(width, height, seed, rows=None):
    """A valid PNG of a few kilobytes, different for every seed."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = rows or b"".join(b"\x00" + bytes((x * seed + y) % 256 for x in range(width * 3)) for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 1)) + chunk(b"IEND", b""))


def screenshot(seed, width=720, height=1560):
    """A PNG the size of a phone screenshot (a diagonal gradient, quick to make), different for every seed."""
    base = bytes(((i // 3) * 200 // width + seed * 13 + (i % 3) * 40) % 256 for i in range(width * 3)) * 2
    rows = b"".join(b"\x00" + base[(y // 4 * 3) % (width * 3):(y // 4 * 3) % (width * 3) + width * 3] for y in range(height))
    return png(width, height, seed, rows)


def body(seed):
    """1-2 KB of Markdown with a list, emphasis and links."""
    words = [WORDS[(seed * 7 + i * 3) % len(WORDS)] for i in range(160 + seed % 80)]
    paragraphs = [" ".join(words[i:i + 40]) for i in range(0, len(words), 40)]
    items = "\n".join(f"- **{w}** with [a link](https://example.com/{w}) and *emphasis*" for w in words[:5])
    return paragraphs[0].capitalize() + ".\n\n" + items + "\n\n" + "\n\n".join(p.capitalize() + "." for p in paragraphs[1:]) + "\n"


def generate(folder, walkthroughs, pages, locales):
    """The corpus twice over: content/ for build-site and hugo/ for Hugo, from the same texts."""
    content, hugo = folder / "content", folder / "hugo"
    tags = LOCALES[:locales]
    for w in range(walkthroughs):
        name = f"w{w:04d}"
        (content / name / "images").mkdir(parents=True)
        (content / name / "walkthrough.yml").write_text(f"locales: [{', '.join(tags)}]\npages:\n  max: {max(12, pages)}\n")
        # Only the locale sections render (an HTML page and a JSON file each); the walkthrough
        # section and the pages are listed, never rendered on their own.
        hidden = "_build:\n  render: never\n  list: always\n"
        (hugo / "content" / name).mkdir(parents=True)
        (hugo / "content" / name / "_index.md").write_text(f"---\ntitle: {name}\n{hidden}---\n")
        for locale in tags:
            section = hugo / "content" / name / locale
            section.mkdir()
            (section / "_index.md").write_text(f"---\ntitle: {name} {locale}\n---\n")
        for p in range(1, pages + 1):
            seed = w * 31 + p
            # Small illustrations, published as they are; every tenth walkthrough opens with a
            # phone screenshot (720 x 1560), of which build-site makes variants.
            image = screenshot(seed) if p == 1 and w % 10 == 0 else png(48, 32, seed)
            (content / name / "images" / f"p{p}.png").write_bytes(image)
            # Hugo publishes the same images, as static files.
            (hugo / "static" / name / "images").mkdir(parents=True, exist_ok=True)
            (hugo / "static" / name / "images" / f"p{p}.png").write_bytes(image)
            for locale in tags:
                suffix = "" if locale == tags[0] else "." + locale
                text = body(seed + len(locale))
                heading = f"Page {p} of {name} in {locale}"
                (content / name / f"{p:02d}-page{p}{suffix}.md").write_text(
                    f"---\nheading: {heading}\nsubheading: What page {p} shows\nimage: images/p{p}.png\nalt: Illustration {p}\n---\n{text}")
                (hugo / "content" / name / locale / f"page{p}.md").write_text(
                    f"---\ntitle: \"{heading}\"\nsubheading: What page {p} shows\nimage: /{name}/images/p{p}.png\nalt: Illustration {p}\nweight: {p}\n{hidden}---\n{text}")
    layouts = hugo / "layouts" / "_default"
    layouts.mkdir(parents=True)
    (hugo / "config.toml").write_text(
        'baseURL = "/"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\n'
        '[outputs]\nhome = ["HTML"]\nsection = ["HTML", "JSON"]\n')
    (layouts / "list.html").write_text(
        '<!doctype html><html><head><title>{{ .Title }}</title></head><body><main>'
        '{{ range .Pages.ByWeight }}<section><h2>{{ .Title }}</h2><p>{{ .Params.subheading }}</p>'
        '<img src="{{ .Params.image }}" alt="{{ .Params.alt }}"><div>{{ .Content }}</div></section>{{ end }}</main></body></html>\n')
    (layouts / "list.json").write_text(
        '{"pages": [{{ range $i, $p := .Pages.ByWeight }}{{ if $i }},{{ end }}'
        '{"heading": {{ $p.Title | jsonify }}, "image": {{ $p.Params.image | jsonify }}, "html": {{ $p.Content | jsonify }}, "text": {{ $p.Plain | jsonify }}}{{ end }}]}\n')
    return content, hugo


def default_folder(tmpfs):
    """Where the corpus and outputs go: the disk the project is on (its .build folder), the medium
    authors build on, where creating a file or folder is what a build pays for; or /dev/shm with
    --tmpfs, where the disk's state cannot weigh on the ratio to Hugo."""
    if tmpfs:
        if file_system(Path("/dev/shm")) != "tmpfs" or not os.access("/dev/shm", os.W_OK):
            sys.exit("benchmark: --tmpfs needs a writable tmpfs at /dev/shm")
        return "/dev/shm"
    folder = ROOT / ".build" / "benchmark"
    folder.mkdir(parents=True, exist_ok=True)
    return str(folder)


def file_system(path):
    """The type of the file system holding `path`, from /proc/mounts (Linux); '?' elsewhere."""
    try:
        mounts = [line.split() for line in Path("/proc/mounts").read_text().splitlines()]
    except OSError:
        return "?"
    resolved = str(path.resolve())
    best = max((m for m in mounts if resolved == m[1] or resolved.startswith(m[1].rstrip("/") + "/")), key=lambda m: len(m[1]), default=None)
    return best[2] if best else "?"


def timed(command, cwd=None):
    """Wall time and the child's peak resident memory (MB) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"benchmark: {' '.join(map(str, command))} failed:\n{result.stderr[-2000:]}")
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return elapsed, max(peak, before) / 1024


def peak_memory(command):
    """Peak resident memory (MB) of one run, measured by GNU time when available."""
    if not Path("/usr/bin/time").exists():
        return None
    result = subprocess.run(["/usr/bin/time", "-f", "%M", *command], capture_output=True, text=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024


def clean(output, keep_variants=False):
    """Removes the output and everything build-site keeps beside it (but the encoded variants when
    `keep_variants`): the next build is a full one."""
    shutil.rmtree(output, ignore_errors=True)
    for leftover in output.parent.glob(f".{output.name}.*"):
        if keep_variants and leftover.name == f".{output.name}.images":
            continue
        shutil.rmtree(leftover) if leftover.is_dir() else leftover.unlink()


def command(binary, content, output):
    return [str(binary), "--content", str(content), "--output", str(output), "--quiet"]


def first_build(binary, content, output):
    """A build from nothing: wall time, and the variants it encoded with the seconds that took."""
    clean(output)
    start = time.perf_counter()
    result = subprocess.run([arg for arg in command(binary, content, output) if arg != "--quiet"], capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"benchmark: the build failed:\n{result.stderr[-2000:]}")
    encoded = re.search(r"^Encoded (\d+) image variants? in ([0-9.]+) s$", result.stdout, re.M)
    return elapsed, (int(encoded.group(1)), float(encoded.group(2))) if encoded else (0, 0.0)


def file_operations(arguments):
    """How many files and folders one run of `arguments` creates, renames and links (strace)."""
    if not shutil.which("strace"):
        return None
    with tempfile.NamedTemporaryFile("r", suffix=".strace") as log:
        subprocess.run(["strace", "-f", "-qq", "-o", log.name, "-e", "trace=openat,mkdir,mkdirat,rename,renameat,renameat2,link,linkat",
                        *arguments], capture_output=True)
        calls = [line for line in log.read().splitlines() if not re.search(r"= -1 ", line)]
    return {"files": sum("O_CREAT" in line for line in calls), "folders": sum(re.search(r"\bmkdir(at)?\(", line) is not None for line in calls),
            "renames": sum(re.search(r"\brename", line) is not None for line in calls), "links": sum(re.search(r"\blink(at)?\(", line) is not None for line in calls)}


def measure(binaries, content, hugo_site, runs):
    """Every measure for each of `binaries` (name -> path), run for run in turn, with Hugo among them."""
    outputs = {name: content.parent / f"output-{name}" for name in binaries}
    full = {name: [] for name in binaries}
    hugo = []
    encodings = {name: first_build(binary, content, outputs[name]) for name, binary in binaries.items()}
    for _ in range(runs):  # alternate, so all see the same machine state
        for name, binary in binaries.items():
            clean(outputs[name], keep_variants=True)  # what Hugo does too: no picture to encode
            full[name].append(timed(command(binary, content, outputs[name]))[0])
        if hugo_site:
            shutil.rmtree(hugo_site / "public", ignore_errors=True)
            hugo.append(timed(["hugo", "--quiet", "--source", str(hugo_site)])[0])
    results = {name: {"full": statistics.median(full[name]), "first": encodings[name][0], "variants": encodings[name][1][0],
                      "encoding": encodings[name][1][1]} for name in binaries}
    for name, binary in binaries.items():
        clean(outputs[name], keep_variants=True)
        results[name]["memory"] = peak_memory(command(binary, content, outputs[name]))
        clean(outputs[name], keep_variants=True)
        results[name]["operations"] = file_operations(command(binary, content, outputs[name]))
    # Rebuilds take milliseconds, where one run's noise is a large share: the median of more of them.
    quick_runs = max(runs, 11)
    no_change = {name: [] for name in binaries}
    edits = {name: [] for name in binaries}
    page = next(content.rglob("03-*.md"))
    for run in range(quick_runs):
        for name, binary in binaries.items():
            no_change[name].append(timed(command(binary, content, outputs[name]))[0])
        page.write_text(page.read_text() + f"\nEdited {run}.\n")
        for name, binary in binaries.items():
            edits[name].append(timed(command(binary, content, outputs[name]))[0])
    for name in binaries:
        results[name].update(no_change=statistics.median(no_change[name]), edit=statistics.median(edits[name]))
    if hugo_site:
        shutil.rmtree(hugo_site / "public", ignore_errors=True)
        results["hugo"] = {"full": statistics.median(hugo), "operations": file_operations(["hugo", "--quiet", "--source", str(hugo_site)])}
    return results


def baseline_binary(revision):
    """The release build-site of `revision`, built in a worktree of its own under .build/."""
    commit = subprocess.run(["git", "rev-parse", "--short", revision], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    tree = ROOT / ".build" / f"baseline-{commit}"
    if not tree.exists():
        subprocess.run(["git", "worktree", "add", "--detach", str(tree), commit], cwd=ROOT, check=True, capture_output=True)
    subprocess.run(["make", "--no-print-directory", "release"], cwd=tree, check=True, capture_output=True)
    return commit, tree / ".build" / "static" / "release" / "build-site"


def report(results, names, pages, walkthroughs, images):
    """The results as a Markdown table, one column per build-site."""
    def row(label, value):
        print(f"| {label} | " + " | ".join(value(results[name]) for name in names) + " |")
    print("| measure | " + " | ".join(names) + " |\n| --- |" + " --- |" * len(names))
    row("full build (variants kept)", lambda r: f"{r['full']:.2f} s ({pages / r['full']:.0f} pages/s)")
    if "hugo" in results:
        row("Hugo, same pages", lambda r: f"{results['hugo']['full']:.2f} s: **{r['full'] / results['hugo']['full']:.2f} ×**")
    row("first build, encoding pictures", lambda r: f"{r['first']:.2f} s, of which {r['encoding']:.2f} s encoding {r['variants']} variants of {images} images")
    row("no-change rebuild", lambda r: f"{1000 * r['no_change']:.0f} ms, {100 * r['no_change'] / r['full']:.0f} % of a full build")
    row("one-page edit", lambda r: f"{1000 * r['edit']:.0f} ms, {100 * r['edit'] / r['full']:.0f} % of a full build")
    row("peak memory, full build", lambda r: f"{r['memory']:.0f} MB" if r["memory"] else "no /usr/bin/time")
    def operations(r):
        o = r.get("operations")
        return f"{o['files']} files, {o['folders']} folders, {o['renames']} renames, {o['links']} links" if o else "no strace"
    row("made by a full build", operations)
    if "hugo" in results:
        print(f"| made by Hugo's build | {operations(results['hugo'])} |" + " |" * (len(names) - 1))


# A rebuild, no change or one page edited, takes at most this share of a full build: rebuilds
# are told changes by the bytes of the content (never by file times), and reading every byte
# again must stay a small part of the work.
REBUILD_GUARD = 0.30


def rebuilds_over_guard(results, names):
    """The rebuilds of `results` that take more than REBUILD_GUARD of their full build, in words."""
    return [f"{name}: {kind} rebuild {1000 * results[name][key]:.0f} ms is {100 * results[name][key] / results[name]['full']:.0f} % "
            f"of a full build, over the {100 * REBUILD_GUARD:.0f} % guard"
            for name in names for key, kind in [("no_change", "no-change"), ("edit", "one-page edit")]
            if results[name][key] > REBUILD_GUARD * results[name]["full"]]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--walkthroughs", type=int, default=200)
    parser.add_argument("--pages", type=int, default=5)
    parser.add_argument("--locales", type=int, default=4)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--scale", type=int, default=5, help="also build a corpus this many times larger (0: skip)")
    parser.add_argument("--baseline", help="also measure this git revision, built in a worktree, run for run with the current code")
    parser.add_argument("--tmpfs", action="store_true", help="build in /dev/shm (a tmpfs) instead of on the project's disk")
    parser.add_argument("--folder", help="where the corpus and both outputs go (default: .build/benchmark, on the project's disk)")
    options = parser.parse_args()
    options.folder = options.folder or default_folder(options.tmpfs)

    # As `make install` installs it: `make release`, one static file (like Hugo's) and its image encoder.
    subprocess.run(["make", "--no-print-directory", "release"], cwd=ROOT, check=True, capture_output=True)
    binaries = {"current": ROOT / ".build" / "static" / "release" / "build-site"}
    if options.baseline:
        commit, binary = baseline_binary(options.baseline)
        binaries = {commit: binary, **binaries}
    has_hugo = shutil.which("hugo") is not None
    work = Path(tempfile.mkdtemp(prefix="walkthrough-benchmark-", dir=options.folder))
    try:
        pages = options.walkthroughs * options.pages * options.locales
        content, hugo = generate(work / "base", options.walkthroughs, options.pages, options.locales)
        results = measure(binaries, content, hugo if has_hugo else None, options.runs)
        print(f"corpus: {options.walkthroughs} walkthroughs x {options.pages} pages x {options.locales} locales = {pages} pages, "
              f"{os.cpu_count()} cores, median of {options.runs} runs, in {work.parent} ({file_system(work)})"
              + ("" if has_hugo else "; Hugo not installed (apt-get install hugo)"))
        report(results, list(binaries), pages, options.walkthroughs, options.walkthroughs * options.pages)
        over = rebuilds_over_guard(results, list(binaries))
        print("\n".join(over) or f"rebuilds within the {100 * REBUILD_GUARD:.0f} % guard")
        if options.scale > 1:
            big_content, _ = generate(work / "big", options.walkthroughs * options.scale, options.pages, options.locales)
            for name, binary in binaries.items():
                output = work / "big" / f"output-{name}"
                first_build(binary, big_content, output)  # encodes the variants, kept for the timed builds
                times = []
                for _ in range(options.runs):
                    clean(output, keep_variants=True)
                    times.append(timed(command(binary, big_content, output))[0])
                big = statistics.median(times)
                print(f"{name}: {pages * options.scale} pages in {big:.2f} s = {big / results[name]['full']:.2f} x the {pages}-page time "
                      f"(linear: {options.scale} x)")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
