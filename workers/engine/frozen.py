"""One shared empty frozenset for memoised readings.

CPython 3.11 has no empty-frozenset singleton: every ``frozenset()`` and every empty result
of ``frozenset(iterable)`` or ``a | b`` is a new 216-byte object. Readings and per-sentence
memos hold tens of thousands of them (88,000 after 12,000 generated events, 18 MB). Equality
and hashing are by value, so handing out one shared empty set changes no result.
"""

from __future__ import annotations

from typing import Any, Final, TypeVar

T = TypeVar("T")

EMPTY: Final[frozenset[Any]] = frozenset()
"""The shared empty frozenset (never mutated: frozensets cannot be)."""


def shared(items: frozenset[T]) -> frozenset[T]:
    """``items`` itself, or ``EMPTY`` when it is empty (equal to ``items``, one object)."""
    return items if items else EMPTY
