"""Durations written in several parts: read as one value, written to their last part, and
finer than a figure they round to; approximate one-digit measures round (``coarser``).
Texts are invented."""

from __future__ import annotations

from dataclasses import replace

import pytest

from workers.engine.compound_steps import last_unit_s
from workers.engine.fields.durations import MONTH_S
from workers.engine.fields.quantity import extract
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.values import Value, differs


def _values(text: str) -> list[Value]:
    return extract(scan(text), Taken())


def _value(text: str) -> Value:
    (value,) = _values(text)
    return value


@pytest.mark.parametrize(
    ("surface", "unit"),
    [("84 days, 1 hour, 15 minutes", 60.0), ("6m 53s", 1.0), ("2h16", 60.0),
     ("four years and five months", MONTH_S), ("24 h 40 min", 60.0),
     ("2 hours", 0.0), ("8.3 minutes", 0.0), ("3-5 days", 0.0)],
)
def test_the_last_part_s_unit(surface: str, unit: float) -> None:
    assert last_unit_s(surface) == pytest.approx(unit)


@pytest.mark.parametrize(
    ("text", "seconds"),
    [("the lap took 7m 41s in the wet", 461.0), ("a 2h 30m crossing", 9000.0),
     ("walked for 1h 5m 20s", 3920.0), ("reset after 12m 07s", 727.0)],
)
def test_unit_letters_tight_to_their_numbers_join_across_a_space(text: str, seconds: float
                                                                 ) -> None:
    assert _value(text).magnitude == pytest.approx(seconds)


@pytest.mark.parametrize("text", ["ran the 400m 45s flat", "the 100 m 9.58 s record",
                                  "a 50m 23.5s split"])
def test_a_metre_stays_a_metre_before_a_time(text: str) -> None:
    assert any(v.dimension == "length" for v in _values(text))


def test_years_and_months_in_words_are_one_calendar_period() -> None:
    value = _value("the lease ran for three years and seven months")
    assert value.display == "43 month"
    assert not differs(value, _value("43 months"), 0.0)
    assert differs(value, _value("3 years"), 0.0)


@pytest.mark.parametrize(
    ("fine", "coarse"),
    [("61 days, 4 hours, 20 minutes", "61 days"), ("12 hours 20 minutes", "12 hours"),
     ("27 years and 9 months", "twenty-seven years"), ("27 years and 9 months", "27 years")],
)
def test_a_duration_in_parts_agrees_with_the_figure_it_rounds_or_completes(
    fine: str, coarse: str
) -> None:
    assert not differs(_value(fine), _value(coarse), 0.0)


@pytest.mark.parametrize(
    ("fine", "coarse"),
    [("61 days, 14 hours", "61 days"), ("2 hours 20 minutes", "2 hours"),
     ("4 years and 5 months", "4 years"), ("12 hours 40 minutes", "12 hours")],
)
def test_a_duration_in_parts_still_differs_from_other_figures(fine: str, coarse: str) -> None:
    assert differs(_value(fine), _value(coarse), 0.0)


def _about(text: str) -> Value:
    value = _value(text)
    return replace(value, surface="about " + value.surface, start=0)


@pytest.mark.parametrize("other", ["3.3 million km", "about 2.1 million miles", "2.6 million km"])
def test_an_approximate_one_digit_measure_is_a_rounding_at_that_digit(other: str) -> None:
    value = _about(other[6:]) if other.startswith("about ") else _value(other)
    assert not differs(_about("3 million km"), value, 0.0)


@pytest.mark.parametrize(("coarse", "other"), [("3 million km", "3.6 million km"),
                                               ("2 million km", "1.6 million km"),
                                               ("6 m", "6.9 m"), ("300 m", "320 m")])
def test_an_approximate_one_digit_measure_neither_truncates_nor_meets_whole_figures(
    coarse: str, other: str
) -> None:
    assert differs(_about(coarse), _value(other), 0.0)
    assert differs(_value(coarse), _value(other), 0.0)
