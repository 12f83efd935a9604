"""The edit-look loop: serve with live reload, build --watch, and diagnostics on a terminal."""
import contextlib
import json
import os
import pty
import re
import select
import shutil
import signal
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest


@pytest.fixture
def site(build_site, tmp_path):
    subprocess.run([str(build_site), "init", str(tmp_path / "site")], check=True, capture_output=True)
    return tmp_path / "site"


class Server:
    """`build-site serve --port 0` running in a site folder."""

    def __init__(self, build_site, folder):
        self.process = subprocess.Popen([str(build_site), "serve", "--port", "0"], cwd=folder,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = []
        line = ""
        deadline = time.monotonic() + 15
        while "Serving" not in line:
            assert time.monotonic() < deadline, "the server did not start"
            line = self.process.stdout.readline()
            self.lines.append(line)
        self.url = re.search(r"http://127\.0\.0\.1:\d+/", line).group(0)
        self.port = int(self.url.rsplit(":", 1)[1].strip("/"))

    def get(self, path, method="GET"):
        request = urllib.request.Request(self.url + path.lstrip("/"), method=method)
        try:
            with urllib.request.urlopen(request, timeout=5) as response:
                return response.status, dict(response.headers), response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read().decode()

    def raw(self, request_line):
        """A request sent as bytes, so no client library tidies the path."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=5) as connection:
            connection.sendall(request_line.encode() + b"\r\nHost: localhost\r\n\r\n")
            return connection.recv(4096).decode(errors="replace").split("\r\n")[0]

    def events(self):
        """Lines of the live-reload event stream, collected on a thread."""
        received = []
        connection = socket.create_connection(("127.0.0.1", self.port), timeout=10)
        connection.sendall(b"GET /_build-site/events HTTP/1.1\r\nHost: localhost\r\n\r\n")

        def read():
            buffer = b""
            try:
                while True:
                    chunk = connection.recv(4096)
                    if not chunk:
                        return
                    buffer += chunk
                    received[:] = buffer.decode(errors="replace").split("\n")
            except OSError:
                return
        threading.Thread(target=read, daemon=True).start()
        return received, connection

    def stop(self):
        self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout=5)


def wait_for(condition, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def test_serve_serves_the_site_and_live_reloads_an_edit_within_two_seconds(build_site, site):
    server = Server(build_site, site)
    try:
        status, headers, body = server.get("/")
        assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
        assert "<h2 class=\"walkthrough-heading\">Welcome</h2>" in body
        assert '<script src="/_build-site/live-reload.js" defer></script>' in body
        assert "live-reload" not in (site / "output" / "index.html").read_text()  # only while serving
        css = next((site / "output" / "assets").glob("*.css")).name
        assert server.get("/assets/" + css)[1]["Content-Type"] == "text/css; charset=utf-8"
        assert server.get("/manifest.json")[1]["Content-Type"] == "application/json"
        assert server.get("/images/")[0] == 404
        status, headers, body = server.get("/", method="HEAD")
        assert status == 200 and body == "" and int(headers["Content-Length"]) > 0
        assert server.get("/", method="POST")[0] == 405

        events, connection = server.events()
        assert wait_for(lambda: "retry: 500" in events, 2.0), "the stream is open: the next reload reaches it"
        started = time.monotonic()
        page = site / "content" / "01-welcome.md"
        page.write_text(page.read_text().replace("heading: Welcome", "heading: Hello again"))
        assert wait_for(lambda: "event: reload" in events, 2.0), events
        assert time.monotonic() - started < 2.0
        assert "Hello again" in server.get("/")[2]
        connection.close()
    finally:
        assert server.stop() == 0


def test_a_broken_edit_keeps_the_last_good_site_and_shows_the_errors_until_fixed(build_site, site):
    server = Server(build_site, site)
    try:
        events, connection = server.events()
        assert wait_for(lambda: "retry: 500" in events, 2.0), "the stream is open: the next reload reaches it"
        page = site / "content" / "01-welcome.md"
        good = page.read_text()
        page.write_text(good.replace("heading: Welcome", "headng: Welcome"))
        assert wait_for(lambda: any(line.startswith("event: failure") for line in events), 2.0), events
        failure = next(events[i + 1] for i, line in enumerate(events) if line.startswith("event: failure"))
        assert "content/01-welcome.md:2:1: error: unknown key 'headng'" in json.loads(failure[len("data: "):])
        assert "Welcome" in server.get("/")[2]  # the old page still serves
        script = server.get("/_build-site/live-reload.js")[2]
        assert "build-site-errors" in script and "EventSource" in script
        page.write_text(good)
        assert wait_for(lambda: "event: reload" in events, 2.0), events
        connection.close()
    finally:
        assert server.stop() == 0


@pytest.mark.parametrize("request_line,expected", [
    ("GET /../../etc/passwd HTTP/1.1", "400"),
    ("GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1", "400"),
    ("GET /images/..%2f..%2fetc%2fpasswd HTTP/1.1", "400"),
    ("GET /%00 HTTP/1.1", "400"),
    ("GET /outside/passwd HTTP/1.1", "404"),
    ("GET /nothing-here HTTP/1.1", "404"),
    ("BREW /pot HTTP/1.1", "405"),
    ("nonsense", "400"),
])
def test_no_path_outside_the_output_is_reachable(build_site, site, request_line, expected):
    server = Server(build_site, site)
    try:
        (site / "output" / "outside").symlink_to("/etc")  # a link out of the output folder
        assert server.raw(request_line).split(" ")[1] == expected
    finally:
        assert server.stop() == 0


def test_serve_shows_the_storyboard(build_site, site):
    server = Server(build_site, site)
    try:
        status, _, body = server.get("/_storyboard/")
        assert status == 200 and body.count("<iframe") == 2 and 'src="/index.html?preview#page-1"' in body
    finally:
        assert server.stop() == 0


@contextlib.contextmanager
def watching(build_site, site, stop=signal.SIGINT, ignoring=()):
    """`build-site build --watch` in `site`, once it has built and announced the watch; stopped
    with `stop`, which it must obey by saying so and exiting 0. `ignoring` are signals the process
    starts with ignored, as a program started in the background (`nohup make test &`) inherits."""
    def ignore():
        for number in ignoring:
            signal.signal(number, signal.SIG_IGN)
    process = subprocess.Popen([str(build_site), "build", "--watch"], cwd=site, stdout=subprocess.PIPE, text=True, preexec_fn=ignore)
    try:
        assert "Built" in process.stdout.readline()
        assert "Watching" in process.stdout.readline()
        yield process
    finally:
        process.send_signal(stop)
        remaining, _ = process.communicate(timeout=10)
    assert process.returncode == 0 and "Stopped." in remaining, f"exit {process.returncode}, printed {remaining!r}"


def read_line(process, timeout):
    """The next line the process prints, or None after `timeout` seconds."""
    line = []
    reader = threading.Thread(target=lambda: line.append(process.stdout.readline()), daemon=True)
    reader.start()
    reader.join(timeout)
    return line[0] if line else None


def test_build_watch_rebuilds_after_each_change(build_site, site):
    with watching(build_site, site) as process:
        page = site / "content" / "02-next.md"
        page.write_text(page.read_text().replace("One more thing", "Two more things"))
        assert (read_line(process, 3) or "").startswith("Built 1 walkthrough")
        assert "Two more things" in (site / "output" / "index.html").read_text()


def cpu_seconds(pid):
    """User and system CPU time the process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.skipif(not Path("/proc/self/fd").exists(), reason="reads /proc, as on Linux")
def test_build_watch_waits_on_file_events_instead_of_polling(build_site, site):
    attachments = site / "content" / "attachments"
    for folder in range(40):
        (attachments / f"f{folder}").mkdir(parents=True)
        for number in range(50):
            (attachments / f"f{folder}" / f"note-{number}.txt").write_text("x")
    with watching(build_site, site) as process:
        descriptors = [os.readlink(entry) for entry in Path(f"/proc/{process.pid}/fd").iterdir()]
        assert "anon_inode:inotify" in descriptors
        before = cpu_seconds(process.pid)
        time.sleep(2)
        idle = cpu_seconds(process.pid) - before
        assert idle < 0.05, f"an idle watch over 2,000 files used {idle:.2f} s of CPU in 2 s"
        (attachments / "f39" / "note-0.txt").write_text("changed")
        assert (read_line(process, 3) or "").startswith(("Built", "Up to date"))


def test_build_watch_sees_pages_in_a_folder_made_after_it_started(build_site, site):
    with watching(build_site, site) as process:
        tips = site / "content" / "tips"
        tips.mkdir()
        (tips / "01-first.md").write_text("---\nheading: A tip\n---\n")
        lines = []
        while not any("2 walkthroughs" in line for line in lines):
            line = read_line(process, 5)
            assert line, f"no rebuild with the new walkthrough; printed {lines}"
            lines.append(line)
        assert "A tip" in (site / "output" / "tips" / "index.html").read_text()


def run_in_terminal(build_site, folder, *arguments, environment=None):
    """Runs build-site with its output on a pseudo-terminal, as an author sees it."""
    main, secondary = pty.openpty()
    env = dict(os.environ, **(environment or {}))
    env.pop("NO_COLOR", None) if not environment or "NO_COLOR" not in environment else None
    process = subprocess.Popen([str(build_site), *arguments], cwd=folder, stdout=secondary, stderr=secondary, env=env)
    os.close(secondary)
    output = b""
    while True:
        ready, _, _ = select.select([main], [], [], 5)
        if not ready:
            break
        try:
            chunk = os.read(main, 4096)
        except OSError:
            break
        if not chunk:
            break
        output += chunk
    process.wait(timeout=5)
    os.close(main)
    return process.returncode, output.decode()


def test_on_a_terminal_errors_show_the_line_a_caret_and_colour(build_site, site):
    page = site / "content" / "01-welcome.md"
    page.write_text(page.read_text().replace("subheading:", "subheadng:"))
    status, output = run_in_terminal(build_site, site, "check")
    assert status == 1
    assert "\x1b[1;31merror:\x1b[0m" in output
    plain = re.sub(r"\x1b\[[0-9;]*m", "", output).replace("\r", "")
    assert "content/01-welcome.md:3:1: error: unknown key 'subheadng'; did you mean 'subheading'?" in plain
    assert " 3 | subheadng: A first page to make your own.\n   | ^" in plain


def test_no_color_turns_colour_off(build_site, site):
    page = site / "content" / "01-welcome.md"
    page.write_text(page.read_text().replace("subheading:", "subheadng:"))
    status, output = run_in_terminal(build_site, site, "check", environment={"NO_COLOR": "1"})
    assert status == 1 and "\x1b[" not in output and "   | ^" in output


def test_json_diagnostics_parse_and_carry_file_line_and_column_for_every_error(build_site, tmp_path):
    content = tmp_path / "content"
    (content / "news").mkdir(parents=True)
    (content / "walkthrough.yml").write_text("locales: [en, fr]\nskip: finsh\ntint: purple\nwrapp: true\npages:\n  count: 5\n")
    (content / "01-a.md").write_text("---\nsubheadng: x\ndraft: maybe\norder: 2\nimage: missing.png\nbackground: red\n---\n")
    (content / "01-a.de.md").write_text("---\nheading: Hallo\n---\n")
    (content / "03-c.md").write_text("---\nheading: &anchor C\n---\n")
    (content / "news" / "01-x.md").write_bytes(b"---\nheading: caf\xe9\n---\n")
    (content / "news" / "02-y.md").write_text("no front matter\n")
    text = subprocess.run([str(build_site), "check", "--content", str(content)], capture_output=True, text=True)
    lines = subprocess.run([str(build_site), "check", "--content", str(content), "--diagnostics", "json"],
                           capture_output=True, text=True)
    assert text.returncode == 1 and lines.returncode == 1
    records = [json.loads(line) for line in lines.stderr.splitlines() if line.startswith("{")]
    formatted = [line for line in text.stderr.splitlines() if ": error: " in line or ": warning: " in line]
    assert len(records) == len(formatted) >= 12
    for record, line in zip(records, formatted):
        assert set(record) >= {"file", "line", "column", "severity", "code", "message"}
        assert line.startswith(f"{record['file']}:{record['line']}:{record['column']}: {record['severity']}: {record['message']}")


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_build_watch_stops_on_ctrl_c_and_sigterm(build_site, site, stop):
    with watching(build_site, site, stop=stop):
        pass
    assert "One more thing" in (site / "output" / "index.html").read_text()


def test_build_watch_started_with_ctrl_c_ignored_still_stops_on_it(build_site, site):
    with watching(build_site, site, stop=signal.SIGINT, ignoring=(signal.SIGINT,)):
        pass


def files_of(folder):
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def ended(pid):
    """Whether the process `pid` has ended (or is a zombie no one has reaped yet)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_second_stop_during_a_long_encode_stops_at_once_and_leaves_the_previous_output(build_site, site, stop, tmp_path):
    """The first stop waits for the build in progress, and says a second one stops at once; the
    second ends build-site and the encoder it started, without publishing that build."""
    encoding = tmp_path / "encoding"
    # An ffmpeg that answers what it can do as the real one does, and takes all the time in the world to encode.
    slow = tmp_path / "ffmpeg"
    slow.write_text(f'#!/bin/sh\ncase "$*" in *-version*|*-encoders*) exec {shutil.which("ffmpeg")} "$@";; esac\necho $$ > {encoding}\nexec sleep 600\n')
    slow.chmod(0o755)
    clip = site / "content" / "clips" / "tiny.mp4"
    clip.parent.mkdir()
    subprocess.run(["ffmpeg", "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=160x90:rate=10", "-t", "1", "-pix_fmt", "yuv420p",
                    "-c:v", "libx264", str(clip)], check=True)
    process = subprocess.Popen([str(build_site), "build", "--watch"], cwd=site, stdout=subprocess.PIPE, text=True,
                               env={**os.environ, "BUILD_SITE_FFMPEG": str(slow)})
    try:
        assert "Built" in process.stdout.readline() and "Watching" in process.stdout.readline()
        before = files_of(site / "output")
        (site / "content" / "03-clip.md").write_text("---\nheading: A clip\nvideo: clips/tiny.mp4\n---\nIt moves.\n")
        assert wait_for(encoding.exists, 10), "the rebuild began encoding the clip"
        process.send_signal(stop)
        assert (read_line(process, 10), read_line(process, 10)) == ("\n", "Stopping when the build in progress ends; Ctrl-C again stops at once.\n")
        assert process.poll() is None and not ended(int(encoding.read_text())), "the first stop waits for the encode"
        process.send_signal(stop)
        remaining, _ = process.communicate(timeout=10)
    finally:
        process.kill()
    assert process.returncode == 130 and "Stopped at once" in remaining, (process.returncode, remaining)
    assert wait_for(lambda: ended(int(encoding.read_text())), 5), "the encoder build-site started ended with it"
    assert files_of(site / "output") == before, "the dropped build published nothing"
    # The next build publishes the clip, and leaves nothing of the dropped one beside the output.
    built = subprocess.run([str(build_site), "build", "--quiet"], cwd=site, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    assert (site / "output" / "index.html").read_text().count('class="walkthrough-clip"') == 1
    leftovers = [path.name for path in (site / ".output.images").iterdir() if path.name.startswith(("made-", "clip-"))]
    assert leftovers == []


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_stop_during_a_rebuild_leaves_one_whole_build_and_no_staging(build_site, site, stop):
    page = site / "content" / "02-next.md"
    with watching(build_site, site, stop=stop):
        # Stopped at once: before the rebuild the edit starts, or while it runs.
        page.write_text(page.read_text().replace("One more thing", "Two more things"))
    html = (site / "output" / "index.html").read_text()
    assert ("One more thing" in html) != ("Two more things" in html), "the output is one build's, whole"
    assert sorted(p.name for p in site.iterdir() if "staging" in p.name) == [], "the build's staging is gone"
    assert (site / "output" / "manifest.json").is_file()
