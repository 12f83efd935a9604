"""Helpers shared by the Python test suites."""
import contextlib
import fcntl
import hashlib
import os
import shutil
import struct
import subprocess
import tempfile
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build(build_site, content, output, *flags):
    """Runs build-site on `content` into `output`; fails the test on a non-zero exit.

    Every build of a test run borrows the image and clip variants earlier builds encoded
    (`VariantPool`): a cached variant's name is its key (source, size, format, quality, encoder),
    so a build reuses what matches and encodes the rest, and the same picture is encoded once,
    not once per fixture, test worker and run."""
    with VariantPool.shared().lending(content, variant_cache(output)):
        result = subprocess.run([str(build_site), "--content", str(content), "--output", str(output), "--quiet", *flags],
                                capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return output


def swift(*arguments, **options):
    """`swift ARGUMENTS` run as a person runs it, without the test run's own variables (the
    current test's name, the run's folders) in its environment: SwiftPM's build-tool plugins keep
    the environment in their commands, so a variable that changed would build again what nothing
    changed."""
    environment = {name: value for name, value in (options.pop("env", None) or os.environ).items()
                   if not name.startswith(("PYTEST_", "WALKTHROUGH_TEST_"))}
    return subprocess.run(["swift", *arguments], env=environment, **options)


def once_per_run(name, make):
    """The folder `make(folder)` filled, made once in this test run by whichever test process asks
    first; the others wait for it and share it (`RUN_VARIABLE` names the run's folder, which the
    run's first process makes and removes). A `make` that fails leaves nothing for the next to share."""
    run = Path(os.environ.get(RUN_VARIABLE) or start_run())
    folder, done = run / name, run / f".{name}.done"
    with open(run / f".{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir(parents=True)
            make(folder)
            done.touch()
    return folder


RUN_VARIABLE = "WALKTHROUGH_TEST_RUN"


def start_run():
    """This test run's shared folder, made by its first process before any test worker starts (the
    workers inherit its environment); `end_run` removes it."""
    os.environ[RUN_VARIABLE] = tempfile.mkdtemp(prefix="walkthrough-test-run-")
    return os.environ[RUN_VARIABLE]


def end_run():
    shutil.rmtree(os.environ.pop(RUN_VARIABLE), ignore_errors=True)


class VariantPool:
    """The variants the test builds encoded, kept between runs in `.build/test-variants/` (or where
    `$WALKTHROUGH_TEST_VARIANTS` says) as the build keeps its own: lent to each build as hard links,
    and taken back from it. Builds of the same content take turns, so the second waits for the
    first and encodes nothing; the builds' own records of what the encoders can do are never
    shared, as some tests stand in a fake encoder. A variant no build has borrowed for
    `KEPT_DAYS` is dropped (`prune`); `make clean` drops them all."""
    POOL_VARIABLE = "WALKTHROUGH_TEST_VARIANTS"
    KEPT_DAYS = 30

    def __init__(self, folder):
        self.folder = Path(folder)

    @classmethod
    def shared(cls):
        return cls(os.environ.get(cls.POOL_VARIABLE) or ROOT / ".build" / "test-variants")

    @contextlib.contextmanager
    def lending(self, content, cache):
        (self.folder / "locks").mkdir(parents=True, exist_ok=True)
        key = hashlib.sha256(str(Path(content).resolve()).encode()).hexdigest()[:16]
        with open(self.folder / "locks" / key, "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            self.lend(content, cache)
            try:
                yield
            finally:
                self._link(cache, self.folder, renewing=True)

    def lend(self, content, cache):
        """Links into the build cache `cache` the variants the pictures and clips of `content` may have."""
        self._link(self.folder, cache, stems=media_stems(content))

    def prune(self):
        """Drops the variants no build used in `KEPT_DAYS` (the time of each variant a build kept in
        its cache, which holds only what its site shows, is renewed as it is taken back)."""
        if not self.folder.is_dir():
            return
        oldest = time.time() - self.KEPT_DAYS * 86400
        for file in self.folder.iterdir():
            if file.is_file() and file.stat().st_mtime < oldest:
                file.unlink(missing_ok=True)

    @staticmethod
    def _link(source, target, stems=None, renewing=False):
        """Hard links every variant of `source` that `target` lacks (a variant is never written in
        place: build-site writes a new file and renames it), only those named for one of `stems`
        when given; `renewing` renews the time of each."""
        if not source.is_dir():
            return
        target.mkdir(parents=True, exist_ok=True)
        for file in source.iterdir():
            if file.name.startswith(".") or ".tmp-" in file.name or not file.is_file():
                continue
            if stems is not None and file.name.split("-", 1)[0] not in stems:
                continue
            if renewing:
                os.utime(file)
            if (target / file.name).exists():
                continue
            temporary = target / f".link-{os.getpid()}-{file.name}"
            os.link(file, temporary)
            os.replace(temporary, target / file.name)


def media_stems(content):
    """The first word (up to a `-`) of each picture's and clip's name in `content`: a variant's name
    begins with its source's name, `city-720w.HASH.avif` for `city.png`."""
    return {path.name.split(".", 1)[0].split("-", 1)[0] for path in Path(content).rglob("*")
            if path.suffix.lower() in MEDIA_SUFFIXES}


MEDIA_SUFFIXES = {".png", ".jpg", ".jpeg", ".gif", ".webp", ".avif", ".mp4", ".mov", ".m4v", ".webm"}


def variant_cache(output):
    """The folder beside `output` where build-site keeps the image variants it encoded."""
    output = Path(output)
    return output.parent / f".{output.name}.images"


def png(width, height, seed):
    """A PNG that decoders read, of noise that differs for every `seed`."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    noise = b"".join(hashlib.sha256(f"{seed} {i}".encode()).digest() for i in range(width * height * 3 // 32 + 1))
    rows = b"".join(b"\x00" + noise[y * width * 3:(y + 1) * width * 3] for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 1)) + chunk(b"IEND", b""))
