"""What docker-compose.yml and deploy/Dockerfile reference exists and is valid.

No Docker engine runs here, so the files are checked with the tools that do: the YAML
parser, the project's own settings loader and policy validator, and the file system.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from workers.policy_file import load_policy
from workers.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def compose() -> dict[str, Any]:
    document: dict[str, Any] = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    return document


def test_every_build_points_at_an_existing_dockerfile() -> None:
    builds = [s["build"] for s in compose()["services"].values() if "build" in s]
    assert builds
    for build in builds:
        assert (ROOT / build["context"] / build["dockerfile"]).is_file()


def test_every_resolver_environment_is_a_valid_settings_object() -> None:
    for name, service in compose()["services"].items():
        env = {k: str(v) for k, v in (service.get("environment") or {}).items()}
        if any(k.startswith("RESOLVER_") for k in env):
            settings = Settings.from_env(env)
            assert settings.bootstrap_servers == "kafka:9092", name


def test_dockerfile_copies_what_exists_and_ships_a_valid_policy() -> None:
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text()
    sources = [line.split()[1:-1] for line in dockerfile.splitlines() if line.startswith("COPY ")]
    for paths in sources:
        for path in paths:
            assert (ROOT / path).exists(), path
    policy = re.search(r"RESOLVER_POLICY_PATH=/app/(\S+)", dockerfile)
    assert policy is not None
    assert load_policy(str(ROOT / policy.group(1))).version
