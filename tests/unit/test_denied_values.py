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


def test_a_value_given_to_another_event_is_not_stated() -> None:
    assert _denied("A: 1903; the 1898 date is when the foundry was leased.", "1898")
    assert _denied("It rang first in 1903, though 1898 was the year the bell was cast.", "1898")
    assert _denied("Opened 1903 (1898 is when the plans were drawn).", "1898")


def test_a_value_the_page_answers_with_is_still_stated() -> None:
    assert not _denied("A: 1903; the 1898 date is when the foundry was leased.", "1903")
    assert not _denied("The bell was cast in 1898 and rang in 1903.", "1898")
    assert not _denied("In 1898 the year's harvest failed.", "1898")
