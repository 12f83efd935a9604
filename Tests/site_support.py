"""Helpers shared by the Python test suites."""
import hashlib
import struct
import subprocess
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build(build_site, content, output, *flags):
    """Runs build-site on `content` into `output`; fails the test on a non-zero exit."""
    result = subprocess.run([str(build_site), "--content", str(content), "--output", str(output), "--quiet", *flags],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return output


def png(width, height, seed):
    """A PNG that decoders read, of noise that differs for every `seed`."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    noise = b"".join(hashlib.sha256(f"{seed} {i}".encode()).digest() for i in range(width * height * 3 // 32 + 1))
    rows = b"".join(b"\x00" + noise[y * width * 3:(y + 1) * width * 3] for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 1)) + chunk(b"IEND", b""))
