"""An equation's total is no part of it: the value past the reckoning answers."""

from __future__ import annotations

from workers.engine.equation_totals import without_totals
from workers.engine.reading import read_text
from workers.engine.values import Value


def _durations(text: str) -> list[Value]:
    return [v for v in read_text(text).values if v.dimension == "duration"]


def test_the_total_before_a_reckoning_gives_way_to_the_part_after_it() -> None:
    text = "A 360-day count: 360 days = 12 × 30, so the feast week keeps the other 6 days."
    kept = without_totals(text, 0, [v for v in _durations(text) if v.surface != "360-day"])
    assert [v.surface for v in kept] == ["6 days"]


def test_a_total_stays_when_nothing_follows_the_reckoning() -> None:
    text = "The year has 365 days = 12 × 30 + 5 days."
    values = _durations(text)
    assert without_totals(text, 0, values) == values


def test_a_conversion_is_no_reckoning() -> None:
    text = "Race: 42 km = 26 miles, run in 3 hours."
    values = [v for v in read_text(text).values if v.field == "quantity"]
    assert without_totals(text, 0, values) == values


def test_a_conversion_scaled_from_a_multiple_states_no_measure_of_one_unit() -> None:
    def kept(text: str) -> list[str]:
        values = [v for v in read_text(text).values if v.field == "quantity"]
        return [v.surface for v in without_totals(text, 0, values, frozenset({"gill"}))]

    assert kept("So 2 gills = 8 noggins!") == ["2 gills"]
    assert kept("One gill = 4 noggins.") == ["One gill", "4 noggins"]
    assert kept("1 gill = 4 noggins, 3 gills = 12 noggins.") == ["1 gill", "4 noggins", "3 gills"]
