"""``resolver worker`` refuses to start on an invalid policy or settings, before any Kafka
connection, naming the offending entry (exit code 2)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _worker(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("RESOLVER_")}
    return subprocess.run(
        [sys.executable, "-m", "workers.cli", "worker"], cwd=ROOT, env=clean | env,
        capture_output=True, text=True, timeout=60, check=False,
    )


def test_an_invalid_policy_stops_the_worker_with_the_named_entry(tmp_path: Path) -> None:
    policy = tmp_path / "policy.toml"
    policy.write_text((ROOT / "deploy" / "policy.toml").read_text().replace(
        'hr_handbook = "authoritative_source"', 'hr_handbook = "coin_flip"'))
    # an unreachable broker: the policy must be refused before any connection is tried
    done = _worker({"RESOLVER_POLICY_PATH": str(policy),
                    "RESOLVER_BOOTSTRAP_SERVERS": "127.0.0.1:1"})
    assert done.returncode == 2
    assert "strategy.hr_handbook" in done.stderr
    assert "coin_flip" in done.stderr


def test_a_missing_policy_file_is_named(tmp_path: Path) -> None:
    done = _worker({"RESOLVER_POLICY_PATH": str(tmp_path / "nope.toml")})
    assert done.returncode == 2
    assert "nope.toml" in done.stderr


def test_a_bad_setting_is_named_and_a_secret_is_not_printed() -> None:
    done = _worker({"RESOLVER_SECURITY_PROTOCOL": "SASL_SSL",
                    "RESOLVER_SASL_PASSWORD": "hunter2-very-secret"})
    assert done.returncode == 2
    assert "RESOLVER_SASL_MECHANISM" in done.stderr
    assert "hunter2" not in done.stderr + done.stdout
