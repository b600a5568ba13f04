"""One bound for every memo keyed by a query, or by what one event derives from it.

A stream rarely asks the same question twice, while within one event every call for its
query after the first hits: so these memos need a small bound, not the tens of thousands of
entries that chunk texts (which recur) earn. ``per_query`` makes such a memo (a
``functools.lru_cache``); ``resize`` sets the bound of all of them at once and drops what
they hold. The shell calls it once at start-up with ``RESOLVER_QUERY_CACHE_SIZE`` (through
``workers.engine.set_query_cache_size``). A memo changes speed, never a result.

Regular expressions compiled for one event's words go through such a memo too; ``re``'s own
cache of compiled patterns is bounded by the interpreter (512 in CPython 3.11).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, update_wrapper
from typing import ParamSpec, TypeVar, cast

P = ParamSpec("P")
R = TypeVar("R")

QUERY_CACHE_SIZE = 1024
"""Entries each per-query memo holds by default (a few events' worth of questions)."""

_resizers: list[Callable[[int], None]] = []
_sizes: list[Callable[[], int]] = []
_bound = [QUERY_CACHE_SIZE]  # the current bound, for memos made after a resize


def per_query(function: Callable[P, R]) -> Callable[P, R]:
    """``function`` memoised in an LRU of the per-query bound (0: not memoised)."""
    cached = cast(Callable[P, R], lru_cache(maxsize=_bound[0])(function))

    def memo(*args: P.args, **kwargs: P.kwargs) -> R:
        return cached(*args, **kwargs)

    def resize(size: int) -> None:
        nonlocal cached
        cached = cast(Callable[P, R], lru_cache(maxsize=size)(function))

    def held() -> int:
        return int(cached.cache_info().currsize)  # type: ignore[attr-defined]

    _resizers.append(resize)
    _sizes.append(held)
    return update_wrapper(memo, function)


def resize(size: int) -> None:
    """Hold at most ``size`` entries in each per-query memo from now on; drops what is held."""
    if size < 0:
        raise ValueError(f"cache size must be 0 or more, not {size}")
    _bound[0] = size
    for resize_one in _resizers:
        resize_one(size)


def held() -> list[int]:
    """How many entries each per-query memo holds now (in the order they were made)."""
    return [size() for size in _sizes]
