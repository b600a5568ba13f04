"""The reading memo: bounded by a setting, and it never changes a result."""

from __future__ import annotations

from workers.engine import set_reading_cache_size
from workers.engine.memo import Memo
from workers.engine.reading import CACHE_SIZE, read_text
from workers.settings import Settings


def test_memo_holds_at_most_its_bound_and_resize_drops_entries() -> None:
    calls: list[int] = []

    def double(x: int) -> int:
        calls.append(x)
        return 2 * x

    memo = Memo(double, 2)
    assert [memo(1), memo(1), memo(2), memo(3), memo(1)] == [2, 2, 4, 6, 2]
    assert calls == [1, 2, 3, 1]  # 1 was evicted by 3 (least recently used)
    assert memo.cache_info().currsize == 2
    memo.resize(0)
    assert memo(3) == 6
    assert memo.cache_info().currsize == 0


def test_reading_is_the_same_with_the_memo_off() -> None:
    text = "Returns for PB-441 are accepted within 30 days of delivery. Call 555-0100."
    try:
        set_reading_cache_size(0)
        uncached = read_text(text)
        set_reading_cache_size(8)
        assert read_text(text) == uncached
        assert read_text(text) is read_text(text)
        assert read_text.cache_info().maxsize == 8
    finally:
        set_reading_cache_size(CACHE_SIZE)


def test_cache_size_is_a_setting() -> None:
    assert Settings.from_env({}).reading_cache_size == CACHE_SIZE
    assert Settings.from_env({"RESOLVER_READING_CACHE_SIZE": "0"}).reading_cache_size == 0
