"""Years spelled out in words after a time preposition are years (``spelled_years``). The
sentences are invented."""

from __future__ import annotations

from workers.engine.reading import read_text
from workers.engine.spelled_years import spelled_years

from .conftest import claim_subjects

_Q = "In what year did the Dunmore Lido open?"


def test_a_spelled_year_after_a_time_preposition_is_a_year() -> None:
    assert [y for _, _, y in spelled_years("It opened in nineteen thirty-two.")] == ["1932"]
    assert [y for _, _, y in spelled_years("Open since eighteen sixty-six!")] == ["1866"]
    assert [y for _, _, y in spelled_years("built in nineteen oh five")] == ["1905"]
    assert [y for _, _, y in spelled_years("from nineteen hundred on")] == ["1900"]
    assert spelled_years("She paid nineteen twenty-pound notes.") == []  # no preposition


def test_a_when_question_reads_it() -> None:
    assert claim_subjects(_Q, "The Dunmore Lido opened in nineteen thirty-one.") == [
        ("", ["1931"])]


def test_two_spoken_numbers_count_nothing() -> None:
    assert [v.display for v in read_text("It opened in nineteen ten.").values] == []
    assert [v.display for v in read_text("They sold three dozen eggs.").values] == ["36 egg"]
