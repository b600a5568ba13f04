"""The per-query memos: one bound, a setting, and they never change a result."""

from __future__ import annotations

import pytest

from schemas import RetrievalEvent
from tests.unit.conftest import chunk, event, run
from workers.encode import encode_resolution
from workers.engine import Policy, set_query_cache_size
from workers.engine.query_memo import QUERY_CACHE_SIZE, held, per_query
from workers.settings import Settings


def _event(query: str) -> RetrievalEvent:
    return event(query, chunk("c1", "Returns for PB-441 are accepted within 30 days."),
                 chunk("c2", "Returns for PB-441 are accepted within 14 days of delivery."))


def test_every_per_query_memo_holds_at_most_the_bound(policy: Policy) -> None:
    try:
        set_query_cache_size(3)
        assert max(held()) == 0  # resizing drops what was held
        for number in range(8):
            run(policy, _event(f"How many days do I have to return the PB-441 of Ann {number}?"))
        assert max(held()) <= 3
        assert max(held()) > 0
    finally:
        set_query_cache_size(QUERY_CACHE_SIZE)


def test_results_are_the_same_with_the_memos_off(policy: Policy) -> None:
    events = [_event(f"How long is the return window for the Orders API v{n}?")
              for n in (1, 2, 1)]
    try:
        set_query_cache_size(0)
        uncached = [encode_resolution(run(policy, e)) for e in events]
        assert max(held()) == 0
        set_query_cache_size(2)
        assert [encode_resolution(run(policy, e)) for e in events] == uncached
        assert max(held()) > 0
    finally:
        set_query_cache_size(QUERY_CACHE_SIZE)


def test_a_memo_made_after_a_resize_takes_the_current_bound() -> None:
    calls: list[str] = []
    try:
        set_query_cache_size(1)

        @per_query
        def shout(text: str) -> str:
            calls.append(text)
            return text.upper()

        assert [shout("a"), shout("a"), shout("b"), shout("a")] == ["A", "A", "B", "A"]
        assert calls == ["a", "b", "a"]
    finally:
        set_query_cache_size(QUERY_CACHE_SIZE)


def test_the_bound_is_a_setting_with_the_engine_default() -> None:
    assert Settings.from_env({}).query_cache_size == QUERY_CACHE_SIZE
    assert Settings.from_env({"RESOLVER_QUERY_CACHE_SIZE": "0"}).query_cache_size == 0
    with pytest.raises(ValueError):
        set_query_cache_size(-1)
