"""Compound masses: stones and pounds, pounds and ounces are one weight."""

from __future__ import annotations

import pytest

from workers.engine.fields.compound_mass import POUND_G, STONE_G
from workers.engine.precision import written_step
from workers.engine.reading import read_text


def _masses(text: str) -> list[tuple[float | None, str]]:
    return [(v.magnitude, v.surface) for v in read_text(text).values if v.dimension == "mass"]


@pytest.mark.parametrize(
    ("text", "grams", "surface"),
    [("The jockey rides at 9 stone 2 lb this season.", 9 * STONE_G + 2 * POUND_G,
      "9 stone 2 lb"),
     ("Weigh-in: 11 st 13 lb.", 11 * STONE_G + 13 * POUND_G, "11 st 13 lb"),
     ("She came in at 8 stone and 6 lb.", 8 * STONE_G + 6 * POUND_G, "8 stone and 6 lb"),
     ("Our son was born at 6 lb 11 oz on Tuesday.", 6 * POUND_G + 11 * POUND_G / 16,
      "6 lb 11 oz")],
)
def test_compound_mass_is_one_weight(text: str, grams: float, surface: str) -> None:
    ((magnitude, found),) = _masses(text)
    assert found == surface
    assert magnitude == pytest.approx(grams)


def test_parts_too_big_for_the_unit_before_stay_apart() -> None:
    assert [s for _, s in _masses("Sacks of 25 lb 18 oz each")] == ["25 lb", "18 oz"]
    assert [s for _, s in _masses("a crate of 3 st 20 lb")] == ["20 lb"]


def test_stone_as_a_material_is_no_weight() -> None:
    assert _masses("a 3 stone bridge over the brook") == []


def test_compound_mass_is_written_to_its_last_unit() -> None:
    (value,) = read_text("rides at 9 stone 2 lb").values
    step = written_step(value)
    assert step is not None and step[0] == pytest.approx(POUND_G)
    (value,) = read_text("born at 6 lb 11 oz").values
    step = written_step(value)
    assert step is not None and step[0] == pytest.approx(POUND_G / 16)
