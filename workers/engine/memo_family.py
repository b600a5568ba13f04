"""Families of memos that share one bound, resized together from one setting.

Each memo of a family is a ``functools.lru_cache`` behind a thin wrapper, so ``resize`` can
replace every one of them (dropping what they hold) when the shell reads its setting at
start-up. Without a text bound the wrapper is no Python function but an object whose class
calls the LRU directly (``_direct``: the per-query memos, some 900 calls per event, nearly all
hits, where a Python frame per call cost about 1.5 % of the engine's CPU). A family may also
refuse to memoise calls whose first argument is a text longer than ``max_chars``: such texts
are computed each time, so the memory a family holds stays bounded by its entries times
``max_chars`` however long the texts it meets; that check needs a Python wrapper, one of fixed
arity (no argument tuple to build) where the function takes one to three positional
parameters. A memo changes speed, never a result.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, update_wrapper
from inspect import Parameter, signature
from typing import Any, ParamSpec, TypeVar, cast

P = ParamSpec("P")
R = TypeVar("R")


class MemoFamily:
    """Memos of at most ``size`` entries each (0: none memoised)."""

    def __init__(self, size: int, max_chars: int | None = None) -> None:
        self.size = size
        self.max_chars = max_chars
        self._resizers: list[Callable[[int], None]] = []
        self._sizes: list[Callable[[], int]] = []

    def memo(self, function: Callable[P, R]) -> Callable[P, R]:
        """``function`` memoised in an LRU of this family's bound."""
        if self.max_chars is None:
            return self._direct(function)
        cached: Any = lru_cache(maxsize=self.size)(function)
        max_chars = self.max_chars
        plain: Any = function

        def memo(*args: P.args, **kwargs: P.kwargs) -> R:
            first: Any = args[0]
            if len(first) > max_chars:
                return function(*args, **kwargs)
            return cast(R, cached(*args, **kwargs))

        # Fixed-arity twins of ``memo`` for the usual memoised function (its parameters all
        # positional, none defaulted): no tuple or dict of arguments to build, about 40 %
        # less time per call; positional-only, so a keyword call fails instead of keying
        # differently. Same entries, same bound.
        def memo1(a: Any, /) -> Any:
            if len(a) > max_chars:
                return plain(a)
            return cached(a)

        def memo2(a: Any, b: Any, /) -> Any:
            if len(a) > max_chars:
                return plain(a, b)
            return cached(a, b)

        def memo3(a: Any, b: Any, c: Any, /) -> Any:
            if len(a) > max_chars:
                return plain(a, b, c)
            return cached(a, b, c)

        wrapper: Any = {1: memo1, 2: memo2, 3: memo3}.get(_arity(function), memo)

        def resize(size: int) -> None:
            nonlocal cached
            cached = lru_cache(maxsize=size)(function)

        def held() -> int:
            return int(cached.cache_info().currsize)

        self._resizers.append(resize)
        self._sizes.append(held)
        return cast(Callable[P, R], update_wrapper(wrapper, function))

    def _direct(self, function: Callable[P, R]) -> Callable[P, R]:
        """``function`` memoised with no Python frame of its own between caller and LRU: the
        memo is an instance of a class of its own whose ``__call__`` is the LRU (a static
        method, so called in C), and resizing rebinds that attribute. Hot per-query memos
        are called hundreds of times per event, most of them hits."""
        kind = type(function.__name__, (), {
            "__call__": staticmethod(lru_cache(maxsize=self.size)(function)),
            "__doc__": function.__doc__,
        })

        def resize(size: int) -> None:
            kind.__call__ = staticmethod(lru_cache(maxsize=size)(function))  # type: ignore

        def held() -> int:
            return int(kind.__call__.cache_info().currsize)  # type: ignore

        self._resizers.append(resize)
        self._sizes.append(held)
        return cast(Callable[P, R], update_wrapper(kind(), function))

    def resize(self, size: int) -> None:
        """Hold at most ``size`` entries in each memo from now on; drops what is held."""
        if size < 0:
            raise ValueError(f"cache size must be 0 or more, not {size}")
        self.size = size
        for resize_one in self._resizers:
            resize_one(size)

    def held(self) -> list[int]:
        """How many entries each memo holds now (in the order they were made)."""
        return [size() for size in self._sizes]


_POSITIONAL = (Parameter.POSITIONAL_ONLY, Parameter.POSITIONAL_OR_KEYWORD)


def _arity(function: Callable[..., Any]) -> int:
    """How many parameters ``function`` takes when each is positional with no default; else
    -1."""
    parameters = signature(function).parameters.values()
    if all(p.kind in _POSITIONAL and p.default is Parameter.empty for p in parameters):
        return len(parameters)
    return -1
