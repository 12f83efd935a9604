#!/usr/bin/env python3
"""Whether a change to build-site changed what it publishes: the example site and the benchmark's
corpus (200 walkthroughs x 5 pages x 4 locales = 4,000 pages), built by a git revision's
build-site and by the current code's, compared file by file and byte for byte.

    scripts/compare-output.py --baseline REV [--current PATH] [--walkthroughs 200] [--pages 5] [--locales 4]

REV is built in a worktree under .build/ (as scripts/benchmark.py builds its baseline), the
current code with `make release` unless --current names a build-site. Prints each file only one
side has and each file whose bytes differ (at most 20 of each), and exits 1 on any; 0 when the
outputs are the same.
"""
import argparse
import filecmp
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmark import ROOT, baseline_binary, clean, generate

SHOWN = 20


def build(binary, content, output):
    clean(output)
    result = subprocess.run([str(binary), "build", "--content", str(content), "--output", str(output), "--quiet"], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"compare-output: {binary} failed on {content}:\n{result.stderr[-2000:]}")


def files(folder):
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()}


def differences(baseline, current):
    """The files only one output has and the files whose bytes differ, each as a line."""
    before, after = files(baseline), files(current)
    lines = [f"only in the baseline: {name}" for name in sorted(before - after)][:SHOWN]
    lines += [f"only in the current: {name}" for name in sorted(after - before)][:SHOWN]
    lines += [f"differs: {name}" for name in sorted(before & after) if not filecmp.cmp(baseline / name, current / name, shallow=False)][:SHOWN]
    return lines, len(before | after)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--baseline", required=True, help="the git revision whose output the current code's must equal")
    parser.add_argument("--current", help="the build-site to compare (default: the current code's, built by make release)")
    parser.add_argument("--walkthroughs", type=int, default=200)
    parser.add_argument("--pages", type=int, default=5)
    parser.add_argument("--locales", type=int, default=4)
    options = parser.parse_args()

    if options.current:
        current = Path(options.current).resolve()
    else:
        subprocess.run(["make", "--no-print-directory", "release"], cwd=ROOT, check=True, capture_output=True)
        current = ROOT / ".build" / "static" / "release" / "build-site"
    commit, baseline = baseline_binary(options.baseline)
    work = Path(tempfile.mkdtemp(prefix="walkthrough-compare-", dir=ROOT / ".build"))
    corpus, _ = generate(work / "corpus", options.walkthroughs, options.pages, options.locales)
    failed = False
    for name, content in (("example", ROOT / "content"), ("corpus", corpus)):
        build(baseline, content, work / f"{name}-{commit}")
        build(current, content, work / f"{name}-current")
        lines, count = differences(work / f"{name}-{commit}", work / f"{name}-current")
        print(f"{name}: {count} files, " + (f"differences from {commit}:" if lines else "the same bytes"))
        for line in lines:
            print(f"  {line}")
        failed = failed or bool(lines)
    subprocess.run(["rm", "-rf", str(work)])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
