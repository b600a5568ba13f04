"""Years before 1000 are read where an era mark, "the year" or "in" makes them years
(``early_years``), and a report dated before the web counts years back from its date
(``document_dates``)."""

from __future__ import annotations

import pytest

from workers.engine.early_years import early_years

from .conftest import claim_subjects, slot_answers

_QUERY = "In what year was the Harl bridge at Vessa completed?"


@pytest.mark.parametrize(
    ("text", "years"),
    [("The Harl bridge at Vessa was completed in 712, of dressed stone.", ["712"]),
     ("Harl bridge | Completed: AD 712 | Arches: 5", ["712"]),
     ("The Harl bridge at Vessa was completed in 712 AD.", ["712"]),
     ("The Harl bridge at Vessa was completed in the year 712!", ["712"]),
     ("Carbon dates put the Harl bridge's completion to late 712.", ["712"]),
     # a length, a count and a year before the era are no year after it
     ("The Harl bridge at Vessa was completed in 712 days.", []),
     ("The Harl bridge at Vessa was completed in 480 BC.", []),
     ("The Harl bridge at Vessa has 712 stones.", [])])
def test_a_year_before_1000_needs_a_mark(text: str, years: list[str]) -> None:
    assert [v.display for v in early_years(text, 0, [])] == years


def test_early_years_are_exact_to_four_digits_and_answer_the_slot() -> None:
    assert [v.exact for v in early_years("completed in AD 712.", 0, [])] == ["0712"]
    assert slot_answers(_QUERY, "The Harl bridge at Vessa was completed in 712.") == ["712"]


def test_a_report_dated_before_the_web_counts_back_from_its_date() -> None:
    query = "In what year was the Vessa guild founded?"
    text = "Jun 1912 — Crowds gather in Vessa to mark 1,000 years since the guild was founded."
    assert claim_subjects(query, text) == [("", ["0912"])]


@pytest.mark.parametrize(
    ("text", "years"),
    [("Completed: 712", ["712"]),
     ("First consecrated: 804, by Bishop Aldo", ["804"]),
     # a noun's label counts, and a number with a word after it is no bare year
     ("Arches: 712", []),
     ("Completed: 712 stones", [])])
def test_a_row_labelled_with_a_participle_holds_a_bare_early_year(
        text: str, years: list[str]) -> None:
    assert [v.display for v in early_years(text, 0, [])] == years


def test_a_box_row_s_early_year_answers_the_slot() -> None:
    assert slot_answers(_QUERY, "Harl bridge | Vessa | Completed: 712 | Arches: 5") == ["712"]
