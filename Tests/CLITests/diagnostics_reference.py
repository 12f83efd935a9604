"""The examples of docs/diagnostics.md, read and run: each entry's files (fenced blocks whose info
string names a path, and `files` blocks that say how to make a binary file), its command (an `sh`
block), and the diagnostic line it shows (a `text` block)."""
import codecs
import json
import os
import random
import re
import shlex
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image

from site_support import VariantPool, variant_cache

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT / "docs" / "diagnostics.md"
FENCE = re.compile(r"^```([^\n]*)\n(.*?)^```\n", re.M | re.S)


@dataclass
class Entry:
    code: str
    files: dict = field(default_factory=dict)  # path -> text
    made: list = field(default_factory=list)  # (path, kind, arguments)
    command: str = "build-site check"
    shows: str = ""


def entries():
    """Every `### \\`code\\`` section of the reference, in order."""
    sections = re.split(r"^### `([a-z0-9-]+)`\n", REFERENCE.read_text(), flags=re.M)
    found = []
    for code, body in zip(sections[1::2], sections[2::2]):
        entry = Entry(code)
        for info, text in FENCE.findall(body):
            words = info.split()
            if words[:2] == ["text", "files"]:
                for line in text.splitlines():
                    path, kind = line.split(": ", 1)
                    entry.made.append((path, *kind.split(" ", 1)))
            elif len(words) == 2 and "/" in words[1]:
                entry.files[words[1]] = text
            elif words == ["sh"]:
                entry.command = text.strip()
            elif words == ["text"]:
                entry.shows = text.strip().splitlines()[0]
        found.append(entry)
    return found


def make(folder, path, kind, arguments=""):
    target = folder / path
    target.parent.mkdir(parents=True, exist_ok=True)
    if kind == "png":  # WxH [noise] [bad-depth]: a picture, flat grey or noise (which no codec makes small), or one that does not decode
        width, height = map(int, arguments.split()[0].split("x"))
        noise = random.Random(path).randbytes(width * height * 3) if "noise" in arguments else None
        image = Image.frombytes("RGB", (width, height), noise) if noise else Image.new("RGB", (width, height), (128, 128, 128))
        image.save(target)
        if "bad-depth" in arguments:  # a header that reads, with a bit depth no PNG decoder takes
            data = bytearray(target.read_bytes())
            data[24] = 3
            target.write_bytes(bytes(data))
    elif kind == "svg":  # BYTES: a valid SVG of about that size
        padding = int(arguments) - 120
        target.write_text(f'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><!-- {"x" * padding} --></svg>\n')
    elif kind == "bytes":  # N [random]: N bytes
        count = int(arguments.split()[0])
        target.write_bytes(os.urandom(count) if "random" in arguments else b"x" * count)
    elif kind == "latin-1":  # the text (with \\n and \\xHH escapes), encoded as Latin-1
        target.write_bytes(codecs.decode(arguments, "unicode_escape").encode("latin-1"))
    elif kind == "clip":  # WxH SECONDS [sound] [noise]: a test pattern, or noise (every pixel new in every frame)
        size, seconds, *rest = arguments.split()
        source = f"nullsrc=size={size}:rate=30,geq=lum='random(1)*255':cb=128:cr=128" if "noise" in rest else f"testsrc2=size={size}:rate=30"
        inputs = ["-f", "lavfi", "-i", source] + (["-f", "lavfi", "-i", "sine"] if "sound" in rest else [])
        subprocess.run(["ffmpeg", "-v", "error", "-y", *inputs, "-t", seconds, "-pix_fmt", "yuv420p", "-c:v", "libx264", "-preset", "ultrafast",
                        *(["-c:a", "aac", "-shortest"] if "sound" in rest else []), str(target)], check=True)
    elif kind == "executable":  # the file its block wrote, made executable
        target.chmod(0o755)
    elif kind == "link":
        target.symlink_to(arguments)
    elif kind == "folder":
        target.mkdir()
    else:
        raise ValueError(f"{path}: unknown kind {kind}")


def run(entry, folder, build_site):
    """The entry's site in `folder`, its command run there with --diagnostics json: the diagnostics."""
    for path, text in entry.files.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(text)
    for made in entry.made:
        make(folder, *made)
    words = shlex.split(entry.command)
    environment = {**os.environ, "PATH": f"{Path(build_site).parent}:{os.environ['PATH']}"}
    while words and "=" in words[0]:
        name, value = words.pop(0).split("=", 1)
        environment[name] = value
    assert words[0] == "build-site", entry.command
    # Pictures encoded once, not once per run: the examples' pictures are made the same every time.
    with VariantPool.shared().lending(folder, variant_cache(folder / "output")):
        result = subprocess.run([str(build_site), *words[1:], "--diagnostics", "json"], cwd=folder, capture_output=True, text=True,
                                env=environment, timeout=300)
    return [json.loads(line) for line in result.stdout.splitlines() + result.stderr.splitlines() if line.startswith("{")]


def comparable(line):
    """A printed line with what an encoder's version may change (sizes in KB, content hashes) blanked."""
    return re.sub(r"\b\d+ KB\b", "N KB", re.sub(r"\.[0-9a-f]{8}\.", ".HASH.", line))


def line_of(diagnostic):
    """A diagnostic as the text format prints it."""
    text = f"{diagnostic['file']}:{diagnostic['line']}:{diagnostic['column']}: {diagnostic['severity']}: {diagnostic['message']}"
    return text + (f"; {diagnostic['hint']}" if diagnostic.get("hint") else "")
