"""A money amount's per-unit is a noun, never a function word opening what follows."""

from __future__ import annotations

import pytest

from workers.engine.fields import money
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken


def _money(text: str) -> list[tuple[str, str]]:
    return [(v.display, v.surface) for v in money.extract(scan(text), Taken())]


@pytest.mark.parametrize(
    ("text", "display"),
    [("Knives are £12 each for members.", "12.00 GBP"),
     ("Grips cost £6 each and we fit them free.", "6.00 GBP"),
     ("Lamps at $40 each with a bulb.", "40.00 USD")],
)
def test_a_function_word_after_each_is_no_unit(text: str, display: str) -> None:
    assert [d for d, _ in _money(text)] == [display]


@pytest.mark.parametrize(
    ("text", "display"),
    [("Boxes at £3 each box.", "3.00 GBP per box"),
     ("Hire is £30 a day.", "30.00 GBP per day"),
     ("Travel is £4 per mile for the van.", "4.00 GBP per mile")],
)
def test_a_noun_after_the_amount_is_still_its_unit(text: str, display: str) -> None:
    assert [d for d, _ in _money(text)] == [display]
