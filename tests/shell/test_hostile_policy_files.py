"""Issue 11: hostile policy files are refused with a named message and exit 2, both by
``resolver validate-policy`` and by ``resolver worker`` (before any Kafka connection)."""

from __future__ import annotations

import gzip
import os
import subprocess
import sys
from pathlib import Path

import pytest

from workers.engine import PolicyError
from workers.policy_file import load_policy

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = (ROOT / "deploy" / "policy.toml").read_text()


def _hostile(tmp_path: Path) -> dict[str, Path]:
    files = {
        "utf16": SHIPPED.encode("utf-16"),
        "binary": bytes(range(256)) * 64,
        "gzip": gzip.compress(SHIPPED.encode()),
        "huge_tolerance": SHIPPED.replace("[tolerance]", "[tolerance]\ndate = " + "9" * 400
                                          ).encode(),
        "giant_integer": (SHIPPED + "\nextra = " + "9" * 5000 + "\n").encode(),
        "deep_nesting": (SHIPPED + "\nextra = " + "[" * 900 + "]" * 900 + "\n").encode(),
        "deep_tables": (SHIPPED + "\nextra = " + "{a = " * 900 + "1" + "}" * 900 + "\n"
                        ).encode(),
        "too_large": b"# " + b"x" * (2 << 20) + b"\n",
    }
    paths = {}
    for name, content in files.items():
        path = tmp_path / f"{name}.toml"
        path.write_bytes(content)
        paths[name] = path
    paths["dev_zero"] = Path("/dev/zero")
    paths["directory"] = tmp_path
    return paths


CASES = ["utf16", "binary", "gzip", "huge_tolerance", "giant_integer", "deep_nesting",
         "deep_tables", "too_large", "dev_zero", "directory"]


@pytest.mark.parametrize("case", CASES)
def test_load_policy_raises_only_policy_error(tmp_path: Path, case: str) -> None:
    with pytest.raises(PolicyError):
        load_policy(str(_hostile(tmp_path)[case]))


def _run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("RESOLVER_")}
    return subprocess.run(
        [sys.executable, "-m", "workers.cli", *args], cwd=ROOT, env=clean | env,
        capture_output=True, text=True, timeout=60, check=False,
    )


NAMED = {"gzip": "gzip", "huge_tolerance": "tolerance.date", "deep_nesting": "TOML",
         "dev_zero": "larger than"}


@pytest.mark.parametrize("case", sorted(NAMED))
def test_validate_policy_and_worker_exit_2_with_a_named_message(tmp_path: Path, case: str) -> None:
    path = str(_hostile(tmp_path)[case])
    for args, env in ((["validate-policy", path], {}),
                      (["worker"], {"RESOLVER_POLICY_PATH": path,
                                    "RESOLVER_BOOTSTRAP_SERVERS": "127.0.0.1:1"})):
        done = _run(args, env)
        assert done.returncode == 2, (args, done.stderr)
        assert "Traceback" not in done.stderr
        assert "invalid policy" in done.stderr
        assert NAMED[case] in done.stderr
