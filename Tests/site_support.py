"""Helpers shared by the Python test suites."""
import hashlib
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build(build_site, content, output, *flags, variants_from=None):
    """Runs build-site on `content` into `output`; fails the test on a non-zero exit.

    `variants_from`, an earlier output of the same pictures, lends it its variant cache: a cached
    variant's name is its key (source, size, format, quality, libvips), so the build reuses what
    matches and encodes the rest, and the same picture is not encoded again in every fixture."""
    if variants_from is not None:
        shutil.copytree(variant_cache(variants_from), variant_cache(output), dirs_exist_ok=True)
    result = subprocess.run([str(build_site), "--content", str(content), "--output", str(output), "--quiet", *flags],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return output


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
