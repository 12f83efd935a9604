"""Fixtures shared by the Python test suites: the real build-site binary and built sites."""
import importlib.util
import os
from pathlib import Path

import pytest

from site_support import ROOT, VariantPool, build, end_run, once_per_run, start_run, swift


def pytest_configure(config):
    """The run's shared folder (`once_per_run`), made by its first process before any test worker
    starts, so that the workers, which inherit its environment, share it."""
    if not hasattr(config, "workerinput"):
        start_run()
        VariantPool.shared().prune()


def pytest_unconfigure(config):
    if not hasattr(config, "workerinput"):
        end_run()


@pytest.fixture(scope="session")
def build_site():
    """Path of the build-site binary, built in debug mode if needed (once per run)."""
    if os.environ.get("BUILD_SITE"):
        return Path(os.environ["BUILD_SITE"])
    # The encoder, build-site-vips, is built beside build-site as its dependency.
    once_per_run("build-site", lambda _: swift("build", "--product", "build-site", cwd=ROOT, check=True, capture_output=True))
    bin_path = swift("build", "--show-bin-path", cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / "build-site"


@pytest.fixture(scope="session")
def example_site(build_site):
    """The example content of the repository, built once per run."""
    return once_per_run("example", lambda folder: build(build_site, ROOT / "content", folder / "output")) / "output"


@pytest.fixture(scope="session")
def benchmark_site(build_site):
    """A small corpus as `scripts/benchmark.py` generates it (3 walkthroughs of 5 pages in 4
    locales, one opening with a phone screenshot), built once per run: manifests the example does not write."""
    def make(folder):
        spec = importlib.util.spec_from_file_location("benchmark", ROOT / "scripts" / "benchmark.py")
        benchmark = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(benchmark)
        content, _ = benchmark.generate(folder, walkthroughs=3, pages=5, locales=4)
        build(build_site, content, folder / "output")
    return once_per_run("benchmark", make) / "output"
