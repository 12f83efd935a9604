"""Helpers shared by the Python test suites."""
import contextlib
import fcntl
import hashlib
import os
import struct
import subprocess
import tempfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build(build_site, content, output, *flags):
    """Runs build-site on `content` into `output`; fails the test on a non-zero exit.

    Every build of a test run shares the image and clip variants it encodes (`VariantPool`): a
    cached variant's name is its key (source, size, format, quality, encoder), so a build reuses
    what matches and encodes the rest, and the same picture is encoded once per run, not once per
    fixture and test worker."""
    with VariantPool.for_run().lending(content, variant_cache(output)):
        result = subprocess.run([str(build_site), "--content", str(content), "--output", str(output), "--quiet", *flags],
                                capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return output


class VariantPool:
    """The variants the builds of one test run encoded, in a folder every test worker of the run
    shares (`POOL_VARIABLE`, set by the run's first process): lent to each build as hard links, and
    taken back from it. Builds of the same content take turns, so the second waits for the first
    and encodes nothing; the builds' own records of what the encoders can do are never shared, as
    some tests stand in a fake encoder."""
    POOL_VARIABLE = "WALKTHROUGH_TEST_VARIANTS"

    def __init__(self, folder):
        self.folder = Path(folder)

    @classmethod
    def for_run(cls):
        if cls.POOL_VARIABLE not in os.environ:
            os.environ[cls.POOL_VARIABLE] = tempfile.mkdtemp(prefix="walkthrough-test-variants-")
        return cls(os.environ[cls.POOL_VARIABLE])

    @contextlib.contextmanager
    def lending(self, content, cache):
        (self.folder / "locks").mkdir(parents=True, exist_ok=True)
        key = hashlib.sha256(str(Path(content).resolve()).encode()).hexdigest()[:16]
        with open(self.folder / "locks" / key, "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            self._link(self.folder, cache)
            try:
                yield
            finally:
                self._link(cache, self.folder)

    @staticmethod
    def _link(source, target):
        """Hard links every variant of `source` that `target` lacks (a variant is never written in
        place: build-site writes a new file and renames it)."""
        if not source.is_dir():
            return
        target.mkdir(parents=True, exist_ok=True)
        for file in source.iterdir():
            if file.name.startswith(".") or ".tmp-" in file.name or not file.is_file() or (target / file.name).exists():
                continue
            temporary = target / f".link-{os.getpid()}-{file.name}"
            os.link(file, temporary)
            os.replace(temporary, target / file.name)


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
