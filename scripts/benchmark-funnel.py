#!/usr/bin/env python3
"""Benchmark: `build-site funnel` on an export of 100,000 events (a known mix of showings: 60 %
complete, 25 % skip at page 2, 15 % close the tab on page 3), on one core (taskset -c 0).

    scripts/benchmark-funnel.py [--events 100000] [--runs 5] [--build-site .build/release/build-site]

Prints the median wall time and the funnel's first line, whose counts the mix fixes."""
import argparse
import json
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def event(name, showing, page=None, reason=None):
    fields = {"schema": "walkthrough-event/1", "name": name, "walkthrough_id": "onboarding", "manifest_version": "0123456789ab",
              "locale": "fr", "runtime": "web", "instance_id": showing, "at": "2026-12-03T12:00:00.000Z"}
    if reason:
        fields["reason"] = reason
    if page is not None:
        fields |= {"page_id": f"page-{page + 1}", "page_index": page, "page_count": 3}
    return json.dumps(fields, separators=(",", ":"))


def lines(count):
    """About `count` event lines: showings of the mix, in turn."""
    number = 0
    while True:
        showing = f"s{number}"
        kind = number % 20
        pages = [0, 1] if 12 <= kind < 17 else [0, 1, 2]
        yield event("walkthrough_shown", showing)
        yield from (event("page_viewed", showing, page) for page in pages)
        if kind < 12:
            yield event("walkthrough_completed", showing, 2)
        elif kind < 17:
            yield event("walkthrough_dismissed", showing, 1, "skip")
        number += 1
        count -= 4 + (kind < 17) - (12 <= kind < 17)
        if count <= 0:
            return


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--build-site", default=str(ROOT / ".build" / "release" / "build-site"))
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        file = Path(folder) / "events.ndjson"
        written = list(lines(arguments.events))
        file.write_text("\n".join(written) + "\n")
        pin = ["taskset", "-c", "0"] if shutil.which("taskset") else []
        times, output = [], ""
        for _ in range(arguments.runs):
            start = time.perf_counter()
            output = subprocess.run([*pin, arguments.build_site, "funnel", str(file)], capture_output=True, text=True, check=True).stdout
            times.append(time.perf_counter() - start)
        print(f"{len(written)} events, {arguments.runs} runs on one core: median {statistics.median(times) * 1000:.0f} ms")
        print(output.splitlines()[0])


if __name__ == "__main__":
    main()
