#!/usr/bin/env python3
"""Prints how many CPUs this process can keep busy: the ones it may run on (its affinity), or fewer
when its cgroup's CPU quota allows less time than that (a container given 2 CPUs on a larger host).

    scripts/usable-cpus.py [--cgroup /sys/fs/cgroup]
"""
import argparse
import math
import os
from pathlib import Path


def quota(cgroup):
    """The CPUs the cgroup's quota allows (cgroup v2 `cpu.max`, v1 `cpu.cfs_quota_us`), or None."""
    v2, v1 = cgroup / "cpu.max", cgroup / "cpu" / "cpu.cfs_quota_us"
    try:
        if v2.exists():
            limit, period = v2.read_text().split()[:2]
            return None if limit == "max" else math.ceil(int(limit) / int(period))
        if v1.exists():
            limit, period = int(v1.read_text()), int((cgroup / "cpu" / "cpu.cfs_period_us").read_text())
            return None if limit <= 0 else math.ceil(limit / period)
    except (OSError, ValueError):
        return None
    return None


def usable_cpus(cgroup=Path("/sys/fs/cgroup")):
    mine = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    allowed = quota(cgroup)
    return max(1, min(mine, allowed) if allowed else mine)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cgroup", type=Path, default=Path("/sys/fs/cgroup"))
    print(usable_cpus(parser.parse_args().cgroup))
