"""A gapped list of makers pairs each with its item: the asked item's maker answers
(``gapped_makers``). The texts are invented."""

from __future__ import annotations

from workers.engine.gapped_makers import gapped_maker
from workers.engine.named import name_answers, triggers
from workers.engine.predicate_words import predicate_hits
from workers.engine.slots import read_slot

_QUERY = "Who invented the rotary bread slicer?"


def _names(text: str) -> list[str]:
    slot = read_slot(_QUERY)
    own = slot.words - slot.predicate
    hits = predicate_hits(text, triggers(slot.predicate), slot.words)
    return [v.display for v in name_answers(text, 0, hits, own, predicate_hits(text, own))]


def test_the_maker_paired_with_the_asked_item_answers() -> None:
    text = "Kitchen history: Mira Holt built the toaster, and Otto Brenn the rotary slicer."
    assert _names(text) == ["Otto Brenn"]


def test_a_gapped_part_needs_a_full_part_and_the_asked_item() -> None:
    plain = "In the museum, Otto Brenn the baker, and the rotary slicer"
    assert gapped_maker(plain, [(plain.index("slicer"), len(plain), "slicer")]) is None
    other = "Kitchen history: Mira Holt built the toaster, and Otto Brenn the kettle."
    assert gapped_maker(other, [(other.index("toaster"), other.index("toaster") + 7, "t")]) \
        is None
