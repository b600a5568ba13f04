"""A word that points to a time ("last", "this", "next") is no adjective of a period: "120
km last month" measures a distance, not 120 months."""

from __future__ import annotations

import pytest

from workers.engine.fields.durations import plausible_duration
from workers.engine.reading import read_text


@pytest.mark.parametrize(("text", "dimension", "magnitude"), [
    ("They cycled 120 km last month.", "length", 120_000.0),
    ("He lost 4 kg this week.", "mass", 4000.0),
    ("We planted 30 trees last year.", "count:tree", 30.0),
    ("Allow 10 extra working days.", "business-duration", 10.0),
])
def test_a_time_pointer_is_no_adjective_of_a_period(
        text: str, dimension: str, magnitude: float) -> None:
    (value,) = read_text(text).values
    assert (value.dimension, value.magnitude) == (dimension, pytest.approx(magnitude))


@pytest.mark.parametrize(("text", "seconds"), [
    ("The crossing took 33 and a half hours.", 33.5 * 3600),
    ("The trek lasted 2 and a half days.", 2.5 * 86400),
    ("The crossing took two and a half hours.", 2.5 * 3600),
])
def test_and_a_half_after_digits_joins_the_number(text: str, seconds: float) -> None:
    """"33 and a half hours" is 33.5 hours, as "two and a half hours" is 2.5: never the
    half hour alone."""
    (value,) = read_text(text).values
    assert value.magnitude == pytest.approx(seconds)


@pytest.mark.parametrize("text", [
    "Running time: an hour and 21 minutes.",
    "The Varne film turns 20 — an hour and 21 minutes that made its name.",
])
def test_an_hour_after_a_label_or_dash_is_one_hour(text: str) -> None:
    (value,) = read_text(text).values
    assert value.magnitude == pytest.approx(81 * 60)


def test_an_article_after_another_word_is_still_no_period() -> None:
    assert read_text("Membership costs £5 a month.").values[0].dimension != "duration"


def test_a_period_after_an_amount_and_in_is_the_rate_s_period() -> None:
    # "6 weeks in a year" is a rate; the year is no period of its own
    assert [v.display for v in read_text("Staff may work from home 6 weeks in a year.").values
            ] == ["42 day"]
    assert [v.display for v in read_text("Staff may work from home four weeks in a year.")
            .values] == ["28 day"]
    # "a year" after a word introducing a period, with no amount before, is still one
    assert plausible_duration("a", "year", "a year", "The loan is repaid within ")
    assert not plausible_duration("a", "year", "a year", "work from home 6 weeks in ")
