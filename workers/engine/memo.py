"""A bounded memo of a pure one-argument function whose bound is chosen at start-up.

``functools.lru_cache`` fixes its size when the module is imported; the reading cache's
size is a setting of the shell (``RESOLVER_READING_CACHE_SIZE``), so this wrapper keeps a
C ``lru_cache`` inside and rebuilds it on ``resize``. Entries are keyed by the argument
itself: for a text that is a dict lookup by the string's content hash, confirmed by an
equality check, so two texts never share an entry. The memo changes no result, only speed
and memory: each cached reading of a 150-300 character chunk holds about 6 KB.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import _CacheInfo, lru_cache
from typing import Generic, TypeVar

A = TypeVar("A")
R = TypeVar("R")


class Memo(Generic[A, R]):
    """``fn`` memoised in an LRU of at most ``maxsize`` entries (0: no memo at all)."""

    def __init__(self, fn: Callable[[A], R], maxsize: int) -> None:
        self.__wrapped__ = fn
        self.__doc__ = fn.__doc__
        self._cached: Callable[[A], R] = fn
        self.resize(maxsize)

    def __call__(self, arg: A) -> R:
        return self._cached(arg)

    def resize(self, maxsize: int) -> None:
        """A new bound; the entries held so far are dropped."""
        if maxsize < 0:
            raise ValueError(f"cache size must be 0 or more, not {maxsize}")
        self.maxsize = maxsize
        self._cached = lru_cache(maxsize=maxsize)(self.__wrapped__)

    def cache_info(self) -> _CacheInfo:
        info: _CacheInfo = self._cached.cache_info()  # type: ignore[attr-defined]  # lru_cache wrapper
        return info

    def cache_clear(self) -> None:
        self._cached.cache_clear()  # type: ignore[attr-defined]  # lru_cache wrapper


def memo(maxsize: int) -> Callable[[Callable[[A], R]], Memo[A, R]]:
    """Decorator form: ``@memo(1024)`` over a pure one-argument function."""

    def wrap(fn: Callable[[A], R]) -> Memo[A, R]:
        return Memo(fn, maxsize)

    return wrap
