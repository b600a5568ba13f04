"""A dimension cue inside a hyphenated compound of the question ("free-range eggs", "hot-tub
hire", "high-resolution scan") names a kind of thing, never the dimension asked
(``measure_dimensions._COMPOUND``). The questions are invented."""

from __future__ import annotations

from workers.engine.measure_dimensions import measure_dimensions
from workers.engine.questions import read_slot


def test_a_cue_inside_a_compound_is_none() -> None:
    assert measure_dimensions("how much is a tray of free-range duck eggs?") == frozenset()
    assert measure_dimensions("how much is a hot-tub clean?") == frozenset()
    assert measure_dimensions("how much does a high-resolution print cost?") == frozenset()
    assert measure_dimensions("how much is a litre of cold-pressed oil?") == frozenset()


def test_a_cue_of_its_own_still_decides() -> None:
    assert measure_dimensions("how high is the high-rise block?") == frozenset({"length"})
    assert measure_dimensions("what is the weight of a hot-tub?") == frozenset({"mass"})
    assert "length" in measure_dimensions("how long is a sprint-distance triathlon?")


def test_a_price_question_with_such_a_compound_asks_an_amount() -> None:
    assert read_slot("How much is a box of six free-range duck eggs?").kind == "amount"
