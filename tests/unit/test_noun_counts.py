"""A count written after its plural noun, read for a disputed count (``noun_counts``)."""

from __future__ import annotations

from workers.engine.noun_counts import noun_counts


def displays(text: str, noun: str) -> list[str]:
    return [v.display for v in noun_counts(text, noun, f"count:{noun}")]


def test_a_plural_noun_then_its_number_is_a_count() -> None:
    assert displays("Tent pack: pegs 12, poles 3, groundsheet.", "peg") == ["12 peg"]
    assert displays("Batteries: 4, charger included", "battery") == ["4 battery"]


def test_a_singular_noun_a_unit_or_a_decimal_is_no_count() -> None:
    assert displays("Meet at peg 12 by the lake.", "peg") == []
    assert displays("Poles 3m long.", "pole") == []
    assert displays("Pegs 1.5 each.", "peg") == []
