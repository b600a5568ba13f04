"""Content-derived identifiers: the same content always yields the same id."""

from __future__ import annotations

from collections.abc import Iterable
from hashlib import sha256


def content_id(prefix: str, parts: Iterable[str]) -> str:
    """``prefix`` + 16 hex digits of SHA-256 over the parts, unit-separated."""
    digest = sha256("\x1f".join(parts).encode("utf-8", "surrogatepass")).hexdigest()
    return f"{prefix}{digest[:16]}"
