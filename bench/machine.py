"""One line that says where and when a benchmark ran: CPU, cores, load, Python, date."""

from __future__ import annotations

import os
import platform
import sys
from datetime import UTC, datetime
from pathlib import Path


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def describe() -> str:
    """CPU model, cores, load average, Python version and the UTC date and time."""
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    return (f"machine: {cpu_model()}, {os.cpu_count()} cores, load average {load}; "
            f"Python {sys.version.split()[0]}; {datetime.now(UTC):%Y-%m-%d %H:%M} UTC")
