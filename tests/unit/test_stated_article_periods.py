""""a"/"an" and a unit stated alone as a value ("the reel held an hour, …") is one unit of
time; as a rate's period, a possessive or a relative time it is none (``fields.durations``)."""

from __future__ import annotations

import pytest

from workers.engine.reading import read_text


def _periods(text: str) -> list[float]:
    return [v.magnitude or 0.0 for v in read_text(text).values if v.dimension == "duration"]


@pytest.mark.parametrize(("text", "seconds"), [
    ("The spool held an hour, less than the 3 hours of its rival.", [3600.0, 10800.0]),
    ("In 1931 the relay ran a day; the next one ran 2 days.", [86400.0, 172800.0]),
    ("The first kiln burned a week — the second 9 days.", [604800.0, 777600.0]),
])
def test_an_article_period_ended_by_punctuation_is_a_value(
        text: str, seconds: list[float]) -> None:
    assert _periods(text) == seconds


@pytest.mark.parametrize("text", [
    "Porters earn £7 an hour, 3 hours at most.",
    "The ferry sails twice a day, 3 days a week.",
    "The ferry sails once a week, over 3 days.",
    "Eat a pear a day, for 3 days.",
    "She drank 2 mugs of black tea a day, for 3 days.",
    "It was an hour's walk, about 3 hours by cart.",
    "The fair ended a year later, 3 years early.",
    "Billing is per an hour, for 3 hours.",
    "What a day! It rained for 3 days.",
])
def test_a_rate_possessive_or_relative_article_period_is_no_value(text: str) -> None:
    assert len(_periods(text)) == 1
