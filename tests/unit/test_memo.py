"""The reading cache: bounded by a setting, and it never changes a result."""

from __future__ import annotations

from workers.engine import set_reading_cache_size
from workers.engine.reading import CACHE_SIZE, cached_readings, read_text
from workers.settings import Settings


def test_cache_holds_at_most_its_bound_and_resize_drops_entries() -> None:
    try:
        set_reading_cache_size(2)
        for text in ("Returns within 30 days.", "Returns within 14 days.", "Costs $5."):
            read_text(text)
        assert cached_readings() == 2
        set_reading_cache_size(3)
        assert cached_readings() == 0
    finally:
        set_reading_cache_size(CACHE_SIZE)


def test_reading_is_the_same_with_the_cache_off() -> None:
    text = "Returns for PB-441 are accepted within 30 days of delivery. Call 555-0100."
    try:
        set_reading_cache_size(0)
        uncached = read_text(text)
        assert cached_readings() == 0
        assert read_text(text) is not uncached
        set_reading_cache_size(8)
        assert read_text(text) == uncached
        assert read_text(text) is read_text(text)
    finally:
        set_reading_cache_size(CACHE_SIZE)


def test_cache_size_is_a_setting() -> None:
    assert Settings.from_env({}).reading_cache_size == CACHE_SIZE
    assert Settings.from_env({"RESOLVER_READING_CACHE_SIZE": "0"}).reading_cache_size == 0


def test_empty_sets_in_a_reading_are_one_shared_object() -> None:
    """A cached reading holds no empty frozenset of its own (216 bytes each in CPython 3.11,
    tens of thousands in a full cache): every empty one is ``frozen.EMPTY``."""
    from workers.engine.frozen import EMPTY, shared

    sentence = read_text("Returns are accepted within 30 days of delivery.").sentences[0]
    assert sentence.qualifier_terms == frozenset() and sentence.qualifier_terms is EMPTY
    assert sentence.asides is EMPTY and sentence.lead is EMPTY and sentence.label is EMPTY
    held = frozenset({"a"})
    assert shared(held) is held and shared(frozenset()) is EMPTY
