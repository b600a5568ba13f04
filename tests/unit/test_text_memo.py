"""The per-text memos: one bound shared with the reading cache, long texts never held, and
they never change a result."""

from __future__ import annotations

import pytest

from schemas import RetrievalEvent
from tests.unit.conftest import chunk, event, run
from workers.encode import encode_resolution
from workers.engine import Policy, set_reading_cache_size
from workers.engine.memo_family import MemoFamily
from workers.engine.reading import CACHE_SIZE
from workers.engine.text_memo import TEXT_CACHE_SIZE, held


def _event(number: int) -> RetrievalEvent:
    return event("How many days do I have to return the PB-441?",
                 chunk("c1", f"Returns for PB-441 are accepted within {number} days."),
                 chunk("c2", "Returns for PB-441 are accepted within 14 days of delivery."),
                 chunk("c3", f"Store {number} | Open: 9am | Manager: Ann Lee"))


def test_the_reading_cache_setting_bounds_every_per_text_memo(policy: Policy) -> None:
    assert TEXT_CACHE_SIZE == CACHE_SIZE
    try:
        set_reading_cache_size(3)
        assert max(held()) == 0  # resizing drops what was held
        for number in range(10, 20):
            run(policy, _event(number))
        assert 0 < max(held()) <= 3
    finally:
        set_reading_cache_size(CACHE_SIZE)


def test_results_are_the_same_with_the_memos_off(policy: Policy) -> None:
    events = [_event(n) for n in (30, 31, 30)]
    try:
        set_reading_cache_size(0)
        uncached = [encode_resolution(run(policy, e)) for e in events]
        assert max(held()) == 0
        set_reading_cache_size(2)
        assert [encode_resolution(run(policy, e)) for e in events] == uncached
    finally:
        set_reading_cache_size(CACHE_SIZE)


def test_a_text_longer_than_the_limit_is_computed_each_time() -> None:
    family = MemoFamily(8, max_chars=5)
    calls: list[str] = []

    @family.memo
    def shout(text: str) -> str:
        calls.append(text)
        return text.upper()

    assert [shout("abc"), shout("abc"), shout("abcdefg"), shout("abcdefg")] == \
        ["ABC", "ABC", "ABCDEFG", "ABCDEFG"]
    assert calls == ["abc", "abcdefg", "abcdefg"]
    assert family.held() == [1]


def test_a_negative_bound_is_refused() -> None:
    with pytest.raises(ValueError):
        MemoFamily(4).resize(-1)


def test_a_fixed_arity_memo_keys_on_every_argument_and_refuses_keywords() -> None:
    family = MemoFamily(8, max_chars=5)
    calls: list[tuple[str, int, int]] = []

    @family.memo
    def scaled(text: str, times: int, extra: int) -> str:
        """The text repeated."""
        calls.append((text, times, extra))
        return text * times + str(extra)

    asked = [("ab", 2, 0), ("ab", 2, 1), ("ab", 2, 0), ("abcdefg", 1, 0), ("abcdefg", 1, 0)]
    assert [scaled(*a) for a in asked] == ["abab0", "abab1", "abab0", "abcdefg0", "abcdefg0"]
    assert calls == [("ab", 2, 0), ("ab", 2, 1), ("abcdefg", 1, 0), ("abcdefg", 1, 0)]
    assert family.held() == [2]
    assert scaled.__name__ == "scaled" and scaled.__doc__ == "The text repeated."
    with pytest.raises(TypeError):
        scaled("ab", 2, extra=0)  # type: ignore[call-arg]
    family.resize(1)
    assert family.held() == [0]
    assert scaled("ab", 2, 0) == "abab0"
    assert family.held() == [1]
