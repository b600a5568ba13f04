"""promtool (Debian package ``prometheus``; ``make prometheus`` installs it) for the tests."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROMETHEUS_DIR = ROOT / "deploy" / "prometheus"


def promtool(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    """Run promtool; the test fails (never skips) when it is not installed."""
    binary = shutil.which("promtool")
    if binary is None:
        pytest.fail("promtool not found: `make prometheus` installs Debian's prometheus package")
    return subprocess.run([binary, *args], input=stdin.decode() if stdin else None,
                          capture_output=True, text=True, timeout=120, check=False)
