#!/usr/bin/env python3
"""Benchmark: the pager beside the carousels a web developer would pick instead (Glide, Splide,
slick with jQuery, from ../shared/peers: read from there, never copied into the project), on the
same four phone screenshots in the same <picture> markup, in Chromium emulating a phone (390x844 at
DPR 3) on slow 4G with the CPU slowed 4x.

    scripts/benchmark-pagers.py [--runs 5] [--build-site .build/debug/build-site] [--peers ../shared/peers]
                                [--trace trace.json]

For each pager, the median of --runs fresh loads (an empty cache each), the pagers taking turns:
  script + style   the pager's own JavaScript and CSS, as the page links them (with the parts of
                   the features its walkthrough uses), gzipped (-9)
  TBT              total blocking time from the first paint until the page is quiet: the sum of
                   each long task's time past 50 ms (PerformanceObserver 'longtask')
  start            the longest task of the start
  frame gap        the longest gap between two frames while a finger drags a page 40 % of the
                   width and lets go, until the page has settled
  early drag       the same for a drag begun a second after the page was asked for, while the
                   later pictures still load and page 2's is not yet decoded (a fresh load of
                   its own, as a person who swipes at once)
  settle           from the finger's release to the last frame that moved the page
  Next             the Next button tapped: the interaction's duration to the next paint (Event Timing)

--trace writes a performance trace of each pager's first early drag (Chrome's trace format, for
https://ui.perfetto.dev or chrome://tracing), one file per pager beside the given name, and prints
the longest tasks of the drag's frames by thread.
"""
import argparse
import functools
import gzip
import http.server
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Tests"))

from screenshots import write_screenshot_site  # noqa: E402
from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}
SLOW_4G = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8}
CPU_SLOWDOWN = 4

# Recorded from the document's start: long tasks, the first paint, frames, the release, interactions.
PROBE = """
window.bench = { longTasks: [], firstPaint: 0, frames: [], release: 0, events: [] };
new PerformanceObserver((list) => bench.longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration])))
  .observe({ type: 'longtask', buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') bench.firstPaint = e.startTime; })
  .observe({ type: 'paint', buffered: true });
new PerformanceObserver((list) => bench.events.push(...list.getEntries().filter((e) => e.interactionId).map((e) => [e.name, e.interactionId, e.duration])))
  .observe({ type: 'event', durationThreshold: 16, buffered: true });
addEventListener('touchend', (e) => { bench.release = e.timeStamp; }, { capture: true, passive: true });
bench.record = () => {
  bench.frames = [];
  const slide = document.querySelector('[data-bench-slide="1"], .walkthrough [data-page-index="1"]');
  const frame = (time) => {
    bench.frames.push([time, slide.getBoundingClientRect().left]);
    if (bench.recording) requestAnimationFrame(frame);
  };
  bench.recording = true;
  requestAnimationFrame(frame);
};
"""

PEER_STYLE = """body { margin: 0; font: 17px/1.45 system-ui, sans-serif; }
.slide { text-align: center; padding: 1rem; box-sizing: border-box; }
.slide img { display: block; margin: 0 auto; max-width: 100%; max-height: 60vh; width: auto; height: auto; }
.slide h2 { font-size: 1.5rem; margin: .5rem 0; }
"""

PEERS = {
    "Glide 3.2.7": dict(
        styles=["glide/glide.core.min.css", "glide/glide.theme.min.css"], scripts=["glide/glide.min.js"],
        markup="""<div class="glide"><div class="glide__track" data-glide-el="track"><ul class="glide__slides">{slides}</ul></div>
<div class="glide__arrows" data-glide-el="controls"><button class="glide__arrow glide__arrow--left" data-glide-dir="&lt;">Back</button>
<button class="glide__arrow glide__arrow--right" data-glide-dir="&gt;">Next</button></div>
<div class="glide__bullets" data-glide-el="controls[nav]">{bullets}</div></div>""",
        slide='<li class="glide__slide slide" data-bench-slide="{index}">{content}</li>',
        bullet='<button class="glide__bullet" data-glide-dir="={index}" aria-label="Page {number}"></button>',
        start="new Glide('.glide').mount();", next='[data-glide-dir=">"]'),
    "Splide 4.1.4": dict(
        styles=["splide/splide.min.css"], scripts=["splide/splide.min.js"],
        markup='<section class="splide" aria-label="Walkthrough"><div class="splide__track"><ul class="splide__list">{slides}</ul></div></section>',
        slide='<li class="splide__slide slide" data-bench-slide="{index}">{content}</li>', bullet="",
        start="new Splide('.splide').mount();", next=".splide__arrow--next"),
    "slick 1.8.1 + jQuery 3.6.1": dict(
        styles=["slick/slick.css", "slick/slick-theme.css"], scripts=["jquery/jquery.min.js", "slick/slick.min.js"],
        markup='<div class="slider">{slides}</div>',
        slide='<div class="slide" data-bench-slide="{index}">{content}</div>', bullet="",
        start="$('.slider').slick({ dots: true });", next=".slick-next"),
}


def pages_of(html):
    """The inside of each page section of a built walkthrough page: its picture and its text."""
    return re.findall(r'<section class="walkthrough-page"[^>]*>(.*?)</section>', html, re.S)


def write_peer_pages(folder, built_html, peers):
    """One page per peer with the pages of `built_html`, its release files linked from peers/."""
    shutil.copytree(peers, folder / "peers")  # into the benchmark's temporary folder, not the project
    contents = pages_of(built_html)
    paths = {}
    for name, peer in PEERS.items():
        slides = "".join(peer["slide"].format(index=i, content=c) for i, c in enumerate(contents))
        bullets = "".join(peer["bullet"].format(index=i, number=i + 1) for i in range(len(contents)))
        stem = name.split()[0].lower()
        head = "".join(f'<link rel="stylesheet" href="peers/{s}">' for s in peer["styles"]) + '<link rel="stylesheet" href="peer.css">'
        tail = "".join(f'<script src="peers/{s}"></script>' for s in peer["scripts"]) + f'<script src="start-{stem}.js"></script>'
        (folder / f"start-{stem}.js").write_text(peer["start"] + "\n")
        (folder / f"{stem}.html").write_text(
            '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<link rel="icon" href="data:,"><title>{name}</title>{head}</head><body>'
            + peer["markup"].format(slides=slides, bullets=bullets) + tail + "</body></html>")
        paths[name] = (f"/{stem}.html", peer["next"], [f"peers/{s}" for s in peer["styles"] + peer["scripts"]])
    (folder / "peer.css").write_text(PEER_STYLE)
    return paths


def gzipped(files):
    return sum(len(gzip.compress(f.read_bytes(), compresslevel=9)) for f in files)


# What a trace records, as DevTools' Performance panel does: the threads' tasks, script, style,
# layout, paint, image decoding and the frames (chromedriver keeps about 100,000 events: no more).
TRACE_CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.frame,toplevel"


def browser(trace=False):
    options = webdriver.ChromeOptions()
    if trace:
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
        options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": False, "enablePage": False, "traceCategories": TRACE_CATEGORIES})
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                     f"--window-size={PHONE['width']},{PHONE['height']}"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(120)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", SLOW_4G)
    driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})
    return driver


def touch(driver, kind, x=None, y=None):
    points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def wait_quiet(driver, seconds=3.0, limit=30.0):
    """Until no long task has begun for `seconds` after the load event (or `limit` passed)."""
    start = time.monotonic()
    while time.monotonic() - start < limit:
        now, last = driver.execute_script(
            "return [performance.now(), Math.max(performance.timing.loadEventEnd - performance.timeOrigin, ...bench.longTasks.map(([s, d]) => s + d))]")
        if last > 0 and now - last > seconds * 1000:
            return
        time.sleep(0.25)


def drag(driver, duration=0.3):
    """A finger dragging the page 40 % of the width to the left in `duration` seconds, then letting
    go: the longest gap between frames from its touch until the page settled, and the settle time."""
    y = PHONE["height"] * 0.45
    x0, x1 = PHONE["width"] * 0.75, PHONE["width"] * 0.35
    driver.execute_script("bench.record()")
    touch(driver, "touchStart", x0, y)
    for step in range(1, 21):
        time.sleep(duration / 20)
        touch(driver, "touchMove", x0 + (x1 - x0) * step / 20, y)
    touch(driver, "touchEnd")
    time.sleep(2.5)
    frames, release = driver.execute_script("bench.recording = false; return [bench.frames, bench.release]")
    moved = [t for (t, left), (_, before) in zip(frames[1:], frames) if abs(left - before) > 0.25]
    settled = max(moved) if moved else release
    span = [t for t, _ in frames if t <= settled + 50]
    gaps = [b - a for a, b in zip(span, span[1:])]
    return max(gaps) if gaps else 0, max(0, settled - release)


def tap_next(driver, selector):
    """The Next button tapped: the longest event of the interaction, to the next paint."""
    box = driver.execute_script("const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]", selector)
    driver.execute_script("bench.events = []")
    touch(driver, "touchStart", *box)
    touch(driver, "touchEnd")
    time.sleep(1.5)
    events = driver.execute_script("return bench.events")
    return max((duration for _, _, duration in events), default=0)


def early_drag(url, trace=None):
    """The longest frame gap of a 250 ms drag begun a second after the page was asked for; with
    `trace`, a path, the drag's performance trace written there."""
    driver = browser(trace=bool(trace))
    try:
        driver.execute_cdp_cmd("Page.navigate", {"url": url})
        asked = time.monotonic()
        while not driver.execute_script("return !!window.bench && !!document.querySelector('[data-bench-slide=\"1\"], .walkthrough [data-page-index=\"1\"]')"):
            time.sleep(0.01)
        time.sleep(max(0, 1.0 - (time.monotonic() - asked)))
        gap, _ = drag(driver, duration=0.25)
        if trace:
            write_trace(driver, trace)
        return gap
    finally:
        driver.quit()


def write_trace(driver, path):
    """The trace since the last one (chromedriver's performance log) to `path`, and the tasks over
    8 ms from the drag's touch on printed, each with what took most of it."""
    events = [json.loads(entry["message"])["message"] for entry in driver.get_log("performance")]
    trace = [message["params"] for message in events if message["method"] == "Tracing.dataCollected"]
    Path(path).write_text(json.dumps({"traceEvents": trace}))
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in trace if e.get("name") == "thread_name"}
    touches = [e["ts"] for e in trace if e.get("name") == "EventDispatch" and e.get("args", {}).get("data", {}).get("type") == "touchstart"]
    start = touches[-1] if touches else 0
    spans = [e for e in trace if e.get("ph") == "X" and e.get("ts", 0) >= start]
    print(f"{path}: {len(trace)} events; tasks over 8 ms from the touch on (ms from the touch, length, thread, what took most of it):", file=sys.stderr)
    for task in sorted((e for e in spans if e["name"] in ("RunTask", "ThreadPool_RunTask") and e.get("dur", 0) > 8000), key=lambda e: e["ts"]):
        thread = (task["pid"], task["tid"])
        inside = [e for e in spans if (e["pid"], e["tid"]) == thread and e is not task and task["ts"] <= e["ts"]
                  and e["ts"] + e.get("dur", 0) <= task["ts"] + task["dur"] and e.get("dur", 0) >= 0.5 * task["dur"]]
        innermost = min(inside, key=lambda e: e["dur"])["name"] if inside else task["name"]
        print(f"  {(task['ts'] - start) / 1000:7.1f}  {task['dur'] / 1000:5.1f}  {threads.get(thread, thread[1])}: {innermost}", file=sys.stderr)


def measure(url, next_selector, trace=None):
    driver = browser()
    try:
        driver.get(url)
        wait_quiet(driver)
        tasks, first_paint = driver.execute_script("return [bench.longTasks, bench.firstPaint]")
        blocking = sum(max(0, d - 50) for start, d in tasks if start + d > first_paint)
        longest = max((d for _, d in tasks), default=0)
        gap, settle = drag(driver)
        driver.execute_script("scrollTo(0, 0)")
        time.sleep(0.5)
        result = {"TBT": blocking, "start": longest, "frame gap": gap, "settle": settle, "Next": tap_next(driver, next_selector)}
    finally:
        driver.quit()
    return result | {"early drag": early_drag(url, trace)}


def trace_path(path, pager):
    """`path` with the pager's name before its extension: trace.json → trace-glide-3.2.7.json."""
    return path.with_name(f"{path.stem}-{re.sub(r'[^a-z0-9.]+', '-', pager.lower()).strip('-')}{path.suffix}")


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder):
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--build-site", default=str(ROOT / ".build" / "debug" / "build-site"))
    parser.add_argument("--peers", default=str(ROOT.parent / "shared" / "peers"))
    parser.add_argument("--trace", type=Path, help="write each pager's first early drag as a Chrome trace beside this path")
    arguments = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="benchmark-pagers-"))
    try:
        content = write_screenshot_site(folder / "content")
        site = folder / "site"
        subprocess.run([arguments.build_site, "--content", str(content), "--output", str(site), "--quiet"], check=True)
        peers = write_peer_pages(site, (site / "index.html").read_text(), Path(arguments.peers))
        linked = re.findall(r'(?:href|src)="(assets/walkthrough\.[0-9a-f]+\.(?:css|js))"', (site / "index.html").read_text())
        ours = ("/index.html", ".walkthrough-next", linked)
        server, base = serve(site)
        pagers = {"build-site pager": ours, **peers}
        # Round by round, each pager once a round, so a machine busier for a while weighs on all alike.
        runs = {name: [] for name in pagers}
        for run in range(arguments.runs):
            for name, (path, next_selector, _files) in pagers.items():
                trace = arguments.trace and run == 0 and trace_path(arguments.trace, name)
                runs[name].append(measure(base + path, next_selector, trace))
        rows = {}
        for name, (_path, _next, files) in pagers.items():
            rows[name] = {"script + style": gzipped(site / f for f in files)} | {k: statistics.median(r[k] for r in runs[name]) for k in runs[name][0]}
            by_run = {key: [round(r[key]) for r in runs[name]] for key in ("frame gap", "early drag", "Next")}
            print(f"{name}: {rows[name]}; by run: {by_run}", file=sys.stderr)
        server.shutdown()
        print(f"| pager ({arguments.runs} runs, median) | script + style (gzip) | TBT | longest start task | longest frame gap, drag and settle "
              "| the same, drag 1 s after load | settle | Next, tap to paint |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for name, row in rows.items():
            print(f"| {name} | {row['script + style'] / 1024:.1f} KB | {row['TBT']:.0f} ms | {row['start']:.0f} ms | {row['frame gap']:.0f} ms "
                  f"| {row['early drag']:.0f} ms | {row['settle']:.0f} ms | {row['Next']:.0f} ms |")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
