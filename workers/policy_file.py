"""Read the policy file from disk: the shell's half of policy loading (the engine parses)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from workers.engine.policy import Policy, PolicyError, parse_policy


def load_policy(path: str) -> Policy:
    """Read and validate a policy file; raises PolicyError (also for unreadable TOML)."""
    try:
        with Path(path).open("rb") as handle:
            raw = tomllib.load(handle)
    except OSError as exc:
        raise PolicyError(path, f"cannot read: {exc.strerror}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise PolicyError(path, f"not valid TOML: {exc}") from exc
    return parse_policy(raw)
