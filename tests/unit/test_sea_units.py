"""Units of the sea: knots ("kn") are a speed and nautical miles ("nmi") a length, so that a
ship's speed or a light's range compares with its conversion instead of being counted as a
number of "knots" or of "nautical" things."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.reading import read_text

from .conftest import chunk, event, run


def _quantities(text: str) -> list[tuple[str, str]]:
    return [(v.display, v.surface) for v in read_text(text).values if v.field == "quantity"]


@pytest.mark.parametrize(("text", "display", "surface"), [
    ("The ferry cruises at 15 knots.", "27.78 km/h", "15 knots"),
    ("Trial speed: 30 kn.", "55.56 km/h", "30 kn"),
    ("The buoy lies 3 nautical miles offshore.", "5556 m", "3 nautical miles"),
    ("Endurance 4,000 nmi.", "7408000 m", "4,000 nmi"),
])
def test_sea_units_are_measures(text: str, display: str, surface: str) -> None:
    assert _quantities(text) == [(display, surface)]


def test_a_speed_in_knots_agrees_with_its_conversion(policy: Policy) -> None:
    query = "How fast is the pilot boat Marta Vik?"
    agree = run(policy, event(
        query,
        chunk("a", "The pilot boat Marta Vik makes 26 knots.", "team_wiki"),
        chunk("b", "Marta Vik, pilot boat: top speed 48 km/h.", "team_wiki"),
        chunk("c", "The Marta Vik pilot boat does 26 kn flat out.", "team_wiki")))
    assert agree.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "The pilot boat Marta Vik makes 26 knots.", "team_wiki"),
        chunk("b", "The Marta Vik pilot boat does 31 kn flat out.", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]


def test_a_range_in_nautical_miles_agrees_with_its_conversion(policy: Policy) -> None:
    query = "What is the range of the Skerrow Head light?"
    agree = run(policy, event(
        query,
        chunk("a", "The Skerrow Head light has a range of 16 nautical miles.", "team_wiki"),
        chunk("b", "Skerrow Head light: range 29.6 km.", "team_wiki")))
    assert agree.context.status == "clean"


def test_a_capital_kn_is_a_currency_not_a_knot() -> None:
    assert _quantities("A coffee in Split was 12.00 Kn.") == []
