"""A round number in words in another unit covers a precise measure, as a round figure in
digits restated in another unit does; in one unit, or not round, it does not."""

from __future__ import annotations

from workers.engine.reading import read_text
from workers.engine.values import Value, differs


def _one(text: str) -> Value:
    return read_text(text).values[0]


def test_a_round_figure_in_words_covers_a_conversion() -> None:
    words = _one("The Orrin monument is two hundred feet tall!")
    assert not differs(words, _one("Height: 61.11 m (200 ft 6 in)"), 0.0)
    assert differs(words, _one("Height: 72 m"), 0.0)  # beyond 5 % of itself


def test_one_unit_or_a_number_not_round_stays_precise() -> None:
    assert differs(_one("It is two hundred metres tall"), _one("Height: 201 m"), 0.0)
    assert differs(_one("It is two hundred and three feet tall"), _one("Height: 61.11 m"), 0.0)
