"""make test's pytest workers: two per CPU the process can keep busy, which a container's cgroup
quota may make fewer than the CPUs it may run on."""
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("usable_cpus", ROOT / "scripts" / "usable-cpus.py")
usable_cpus = importlib.util.module_from_spec(spec)
spec.loader.exec_module(usable_cpus)


@pytest.mark.parametrize("files, expected", [
    ({}, 8),
    ({"cpu.max": "max 100000\n"}, 8),
    ({"cpu.max": "200000 100000\n"}, 2),
    ({"cpu.max": "150000 100000\n"}, 2),
    ({"cpu.max": "50000 100000\n"}, 1),
    ({"cpu.max": "1600000 100000\n"}, 8),
    ({"cpu/cpu.cfs_quota_us": "-1\n", "cpu/cpu.cfs_period_us": "100000\n"}, 8),
    ({"cpu/cpu.cfs_quota_us": "300000\n", "cpu/cpu.cfs_period_us": "100000\n"}, 3),
    ({"cpu.max": "garbled\n"}, 8),
])
def test_the_cpus_a_process_may_run_on_fewer_when_its_cgroup_quota_allows_less(tmp_path, monkeypatch, files, expected):
    monkeypatch.setattr(usable_cpus.os, "sched_getaffinity", lambda pid: set(range(8)), raising=False)
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    assert usable_cpus.usable_cpus(tmp_path) == expected
