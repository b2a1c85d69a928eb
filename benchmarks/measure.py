"""What every benchmark measures the same way: percentiles, and the machine it ran on."""

from __future__ import annotations

import platform
import time


def percentile(values: list[float], q: float) -> float:
    """The value below which a fraction `q` of `values` lies."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def calibration() -> float:
    """Seconds for a plain Python loop of 10**7 additions: how fast this machine is now."""
    started = time.perf_counter()
    total = 0
    for i in range(10**7):
        total += i
    return time.perf_counter() - started


def print_machine() -> None:
    """Print the processor, the Python version and the calibration time (two lines)."""
    print(
        f"machine: {platform.processor() or platform.machine()}, Python {platform.python_version()}"
    )
    print(f"calibration: 10**7 plain additions in {calibration():.2f} s")
