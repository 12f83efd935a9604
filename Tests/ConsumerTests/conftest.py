"""The example apps of the two native runtimes, built as an app is built (the Swift package by path,
the Java program against the library's jar alone), and the example site on a loopback host."""
import functools
import http.server
import subprocess
import threading

import pytest

from site_support import swift

from consumer_apps import JAR, JVM_CONSUMER, ORG_JSON, SWIFT_CONSUMER, make_jvm_library


@pytest.fixture(scope="session")
def swift_consumer():
    """`swift_consumer(*arguments)`: the Swift example app's run."""
    built = swift("build", "--package-path", str(SWIFT_CONSUMER), capture_output=True, text=True)
    assert built.returncode == 0, built.stderr + built.stdout

    def run(*arguments):
        return swift("run", "--skip-build", "--package-path", str(SWIFT_CONSUMER), "manifest-consumer", *arguments,
                     capture_output=True, text=True)
    return run


@pytest.fixture(scope="session")
def jvm_library():
    """The JVM library's jar and Maven layout, made (once, by one worker at a time) if out of date."""
    make_jvm_library()


@pytest.fixture(scope="session")
def jvm_consumer(tmp_path_factory, jvm_library):
    """`jvm_consumer(*arguments)`: the Java example app's run, compiled against the jar and org.json only."""
    classes = tmp_path_factory.mktemp("jvm-consumer")
    classpath = f"{JAR}:{ORG_JSON}"
    compiled = subprocess.run(["javac", "--release", "17", "-Xlint:all", "-Werror", "-encoding", "UTF-8", "-cp", classpath,
                               "-d", str(classes), str(JVM_CONSUMER)], capture_output=True, text=True)
    assert compiled.returncode == 0, compiled.stderr

    def run(*arguments):
        return subprocess.run(["java", "-cp", f"{classes}:{classpath}", "ManifestConsumer", *arguments], capture_output=True, text=True)
    return run


class SwitchableHost(http.server.SimpleHTTPRequestHandler):
    """Static hosting (with Last-Modified and 304s) that answers 500 while `failing` is set."""
    failing = threading.Event()

    def send_head(self):
        if self.failing.is_set():
            self.send_error(500)
            return None
        return super().send_head()

    def log_message(self, *arguments):
        pass


class HostURL(str):
    """The hosted site's URL, with the switch that makes its host fail."""

    def __new__(cls, url, failing):
        host = super().__new__(cls, url)
        host.failing = failing
        return host


@pytest.fixture(scope="module")
def hosted(example_site, tmp_path_factory):
    """The example site served under /some/prefix/ on loopback, as static hosting would; its
    `failing` event makes it answer 500."""
    root = tmp_path_factory.mktemp("hosting")
    (root / "some").mkdir()
    (root / "some" / "prefix").symlink_to(example_site, target_is_directory=True)
    handler = type("Host", (SwitchableHost,), {"failing": threading.Event()})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}/some/prefix/"
    yield HostURL(url, handler.failing)
    server.shutdown()
