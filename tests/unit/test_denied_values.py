"""A value a page writes only to deny it is not stated (``denied_values``)."""

from __future__ import annotations

from workers.engine.denied_values import denied
from workers.engine.values import Value


def _denied(text: str, year: str) -> bool:
    at = text.index(year)
    return denied(text, Value("date", year, year, at, "", exact=year))


def test_a_value_right_after_not_is_denied() -> None:
    assert _denied("The Orla bridge opened in 1862, not 1871 as the plaque says.", "1871")
    assert _denied("The Orla bridge opened in 1862, and not in 1871.", "1871")


def test_a_bound_after_not_states_the_value() -> None:
    assert not _denied("The Orla bridge did not open until 1871.", "1871")
    assert not _denied("The Orla bridge was not finished before 1871.", "1871")
    assert not _denied("The Orla bridge opened in 1862, not 1871 as the plaque says.", "1862")
