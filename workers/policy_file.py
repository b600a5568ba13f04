"""Read the policy file from disk: the shell's half of policy loading (the engine parses).

Invariant: ``load_policy`` raises nothing but ``PolicyError``, whatever the file holds: at
most ``MAX_POLICY_BYTES`` are read (``/dev/zero`` is refused, not read forever), bytes
that are not UTF-8 (UTF-16, gzip, binary) and TOML the parser cannot hold (integers over
4,300 digits, nesting past the recursion limit) are named as such.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from workers.engine.policy import Policy, PolicyError, parse_policy

MAX_POLICY_BYTES = 1 << 20
"""A policy is a few kilobytes; a larger file is refused unread."""
MAX_POLICY_DEPTH = 32
"""Deepest nesting of tables and arrays a policy may have (the shipped one has 2)."""
_GZIP_MAGIC = b"\x1f\x8b"


def load_policy(path: str) -> Policy:
    """Read and validate a policy file; raises PolicyError and nothing else."""
    raw = _read_bounded(path)
    if raw.startswith(_GZIP_MAGIC):
        raise PolicyError(path, "is gzip-compressed; expected a plain UTF-8 TOML file")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PolicyError(
            path, f"not UTF-8 text ({exc.reason} at byte {exc.start}); expected UTF-8 TOML"
        ) from exc
    if "\x00" in text:
        raise PolicyError(path, "contains NUL bytes; expected a UTF-8 TOML text file")
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PolicyError(path, f"not valid TOML: {exc}") from exc
    except (ValueError, RecursionError, MemoryError) as exc:
        reason = str(exc) or type(exc).__name__
        raise PolicyError(path, f"not valid TOML: {reason[:200]}") from exc
    if _depth(document) > MAX_POLICY_DEPTH:
        raise PolicyError(path, f"nested more than {MAX_POLICY_DEPTH} levels deep")
    try:
        return parse_policy(document)
    except PolicyError:
        raise
    except (ValueError, TypeError, OverflowError, RecursionError) as exc:
        raise PolicyError(path, f"cannot be read as a policy: {type(exc).__name__}: {exc}"
                          ) from exc


def _read_bounded(path: str) -> bytes:
    try:
        with Path(path).open("rb") as handle:
            raw = handle.read(MAX_POLICY_BYTES + 1)
    except OSError as exc:
        raise PolicyError(path, f"cannot read: {exc.strerror or exc}") from exc
    if len(raw) > MAX_POLICY_BYTES:
        raise PolicyError(path, f"is larger than {MAX_POLICY_BYTES} bytes; not a policy file")
    return raw


def _depth(node: Any) -> int:
    """Levels of tables and arrays, counted without recursion."""
    deepest, stack = 0, [(node, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item
        deepest = max(deepest, depth)
        stack.extend((c, depth + 1) for c in children if isinstance(c, dict | list))
    return deepest
