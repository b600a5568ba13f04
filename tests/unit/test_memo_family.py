"""A family of memos without a text bound (the per-query memos) is called with no Python frame
between caller and LRU: it still returns what the function returns, holds at most its bound,
keys on every argument (keywords too) and resizes with its family."""

from __future__ import annotations

import pytest

from workers.engine.memo_family import MemoFamily


def _family_and_memo(size: int) -> tuple[MemoFamily, list[tuple[str, int]], object]:
    family = MemoFamily(size)
    calls: list[tuple[str, int]] = []

    @family.memo
    def scaled(text: str, times: int = 1) -> tuple[str, ...]:
        """The text repeated."""
        calls.append((text, times))
        return (text,) * times

    return family, calls, scaled


def test_a_cached_result_equals_a_fresh_one_and_every_argument_is_in_the_key() -> None:
    family, calls, scaled = _family_and_memo(8)
    fresh = scaled.__wrapped__  # type: ignore[attr-defined]
    asked = [("a", 1), ("a", 2), ("b", 2), ("a", 1), ("a", 2)]
    cached = [scaled(text, times) for text, times in asked]  # type: ignore[operator]
    assert calls == [("a", 1), ("a", 2), ("b", 2)]  # the repeats are hits
    assert cached == [fresh(text, times) for text, times in asked]
    calls.clear()
    assert scaled("a", times=3) == scaled("a", times=3) == ("a", "a", "a")  # type: ignore
    assert calls == [("a", 3)]  # a keyword argument is in the key too
    assert family.held() == [4]


def test_the_memo_holds_at_most_its_bound_and_a_resize_drops_what_it_held() -> None:
    family, calls, scaled = _family_and_memo(2)
    for text in "abcab":
        scaled(text)  # type: ignore[operator]
    assert family.held() == [2]
    assert len(calls) == 5  # "a" and "b" fell out before they came back
    family.resize(3)
    assert family.held() == [0]
    for text in "abcab":
        scaled(text)  # type: ignore[operator]
    assert family.held() == [3]
    assert len(calls) == 8  # a, b, c once each; then hits
    family.resize(0)
    assert scaled("a") == ("a",)  # type: ignore[operator]
    assert family.held() == [0]
    with pytest.raises(ValueError):
        family.resize(-1)


def test_the_memo_reads_as_its_function_and_memos_do_not_share_entries() -> None:
    family, _, scaled = _family_and_memo(4)

    @family.memo
    def other(text: str, times: int = 1) -> tuple[str, ...]:
        return (text.upper(),) * times

    assert scaled.__name__ == "scaled"  # type: ignore[attr-defined]
    assert scaled.__doc__ == "The text repeated."
    assert (scaled("x"), other("x")) == (("x",), ("X",))  # type: ignore[operator]
    assert family.held() == [1, 1]
