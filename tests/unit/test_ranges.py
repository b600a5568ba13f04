"""Ranges: one value with two ends; a point inside it, or an overlapping range, agrees."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.reading import read_text
from workers.engine.values import differs

from .conftest import chunk, event, run


def _ranges(text: str) -> list[tuple[str, float | None, float | None, str]]:
    return [(v.dimension, v.low, v.magnitude, v.surface) for v in read_text(text).values]


@pytest.mark.parametrize(
    ("text", "low", "high", "surface"),
    [("Keep the serum at 3-9 °C.", 3.0, 9.0, "3-9 °C"),
     ("Keep the serum at 3–9 °C.", 3.0, 9.0, "3–9 °C"),
     ("Keep the serum at 3 °C to 9 °C.", 3.0, 9.0, "3 °C to 9 °C"),
     ("Keep the serum at +3 to +9 °C.", 3.0, 9.0, "+3 to +9 °C"),
     ("The course lasts between 6 and 9 weeks.", 42 * 86400.0, 63 * 86400.0, "6 and 9 weeks"),
     ("The course lasts 6 to 9 weeks.", 42 * 86400.0, 63 * 86400.0, "6 to 9 weeks"),
     ("Parcels arrive in four to six working days.", 4.0, 6.0, "four to six working days"),
     ("Comments of 40–90 words do best.", 40.0, 90.0, "40–90 words"),
     ("Foals weigh 35.5–48 kg at birth.", 35500.0, 48000.0, "35.5–48 kg")],
)
def test_a_range_reads_as_one_value_with_two_ends(
        text: str, low: float, high: float, surface: str) -> None:
    ((_, found_low, found_high, found_surface),) = _ranges(text)
    assert (found_low, found_high, found_surface) == (pytest.approx(low), pytest.approx(high),
                                                     surface)


@pytest.mark.parametrize(
    ("text", "magnitude"),
    [("The fee went from 30 to 45 days.", 45 * 86400.0),   # a change, not a range
     ("The limit was cut by 2 to 10 days.", 10 * 86400.0),
     ("The club shrank 90 to 75 members.", 75.0),          # ends that fall
     ("the 2019–21 seasons", 21.0),
     ("Mar 3, 2019 — Forty years on", 40 * 12 * 2_629_746.0)],
)
def test_changes_falling_ends_and_clause_dashes_are_no_range(text: str, magnitude: float) -> None:
    *_, last = read_text(text).values
    assert (last.low, last.magnitude) == (None, pytest.approx(magnitude))


def test_and_joins_a_range_only_after_between() -> None:
    values = read_text("Doses of 5 and 10 mg are sold.").values
    assert [v.low for v in values] == [None]


def test_a_point_inside_a_range_or_an_overlapping_range_agrees() -> None:
    serum, point, other, outside = (
        next(iter(read_text(t).values)) for t in (
            "Keep it at 3-9 °C.", "Keep it at 5 °C.", "Keep it at 37–48 °F.", "Keep it at 12 °C."))
    assert not differs(serum, point, 0.0)
    assert not differs(serum, other, 0.0)   # 2.8-8.9 °C
    assert differs(serum, outside, 0.0)
    assert differs(point, outside, 0.0)


def test_a_range_and_its_conversion_are_one_answer(policy: Policy) -> None:
    query = "At what temperature should Lumivax be kept?"
    agree = run(policy, event(
        query,
        chunk("a", "Keep Lumivax vials at 3-9 °C in their carton.", "team_wiki"),
        chunk("b", "Lumivax must be kept between 3 and 9 °C.", "team_wiki"),
        chunk("c", "Keep Lumivax at 37–48 °F until use.", "team_wiki")))
    assert agree.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "Keep Lumivax vials at 3-9 °C in their carton.", "team_wiki"),
        chunk("b", "Keep Lumivax vials at 15-25 °C in their carton.", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]



def test_two_points_inside_one_stated_range_agree(policy: Policy) -> None:
    query = "How deep should tulip bulbs be planted?"
    agree = run(policy, event(
        query,
        chunk("a", "Plant tulip bulbs 15-20 cm deep, 10 cm apart.", "team_wiki"),
        chunk("b", "Plant tulip bulbs 20 cm deep in full sun.", "team_wiki"),
        chunk("c", "In pots I still plant tulip bulbs 6 inches deep.", "team_wiki")))
    assert agree.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "Plant tulip bulbs 15-20 cm deep, 10 cm apart.", "team_wiki"),
        chunk("b", "Plant tulip bulbs 20 cm deep in full sun.", "team_wiki"),
        chunk("c", "Plant tulip bulbs 8 cm deep.", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]
