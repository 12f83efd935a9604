"""Helpers shared by the Python test suites."""
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build(build_site, content, output, *flags):
    """Runs build-site on `content` into `output`; fails the test on a non-zero exit."""
    result = subprocess.run([str(build_site), "--content", str(content), "--output", str(output), "--quiet", *flags],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return output
