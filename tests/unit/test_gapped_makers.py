"""A gapped list of makers pairs each with its item: the asked item's maker answers
(``gapped_makers``). The texts are invented."""

from __future__ import annotations

from workers.engine.gapped_makers import gapped_maker

from .conftest import named_answers

_QUERY = "Who invented the rotary bread slicer?"


def _names(text: str) -> list[str]:
    return named_answers(_QUERY, text)


def test_the_maker_paired_with_the_asked_item_answers() -> None:
    text = "Kitchen history: Mira Holt built the toaster, and Otto Brenn the rotary slicer."
    assert _names(text) == ["Otto Brenn"]


def test_a_gapped_part_needs_a_full_part_and_the_asked_item() -> None:
    plain = "In the museum, Otto Brenn the baker, and the rotary slicer"
    assert gapped_maker(plain, [(plain.index("slicer"), len(plain), "slicer")]) is None
    other = "Kitchen history: Mira Holt built the toaster, and Otto Brenn the kettle."
    assert gapped_maker(other, [(other.index("toaster"), other.index("toaster") + 7, "t")]) \
        is None
