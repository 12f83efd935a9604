"""Fixtures shared by the Python test suites: the real build-site binary and built sites."""
import importlib.util
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from site_support import ROOT, VariantPool, build


def pytest_configure(config):
    """The run's variant pool, made by its first process before any test worker starts, so that
    the workers, which inherit its environment, share it."""
    if not hasattr(config, "workerinput"):
        config.owns_variant_pool = VariantPool.POOL_VARIABLE not in os.environ
        VariantPool.for_run()


def pytest_unconfigure(config):
    if getattr(config, "owns_variant_pool", False):
        shutil.rmtree(os.environ.pop(VariantPool.POOL_VARIABLE), ignore_errors=True)


@pytest.fixture(scope="session")
def build_site():
    """Path of the build-site binary, built in debug mode if needed."""
    if os.environ.get("BUILD_SITE"):
        return Path(os.environ["BUILD_SITE"])
    # The encoder, build-site-vips, is built beside build-site as its dependency.
    subprocess.run(["swift", "build", "--product", "build-site"], cwd=ROOT, check=True, capture_output=True)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / "build-site"


@pytest.fixture(scope="session")
def example_site(build_site):
    """The example content of the repository, built into a temporary folder."""
    folder = Path(tempfile.mkdtemp(prefix="example-site-"))
    yield build(build_site, ROOT / "content", folder / "output")
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def benchmark_site(build_site, tmp_path_factory):
    """A small corpus as `scripts/benchmark.py` generates it (3 walkthroughs of 5 pages in 4
    locales, one opening with a phone screenshot), built: manifests the example does not write."""
    spec = importlib.util.spec_from_file_location("benchmark", ROOT / "scripts" / "benchmark.py")
    benchmark = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(benchmark)
    folder = tmp_path_factory.mktemp("benchmark")
    content, _ = benchmark.generate(folder, walkthroughs=3, pages=5, locales=4)
    return build(build_site, content, folder / "output")
