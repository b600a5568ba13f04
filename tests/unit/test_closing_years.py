"""A *when* question closing on "in <year>?" is not answered by a date of another year."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.closing_years import closing_year

from .conftest import chunk, conflict_sets


def test_the_closing_year_is_read_only_at_the_questions_end() -> None:
    assert closing_year("On what date was the treaty signed in 1814?") == "1814"
    assert closing_year("When did the mill burn down in 1902 ?") == "1902"
    assert closing_year("When was the 1990 company dissolved?") == ""
    assert closing_year("When was the club founded in 1887 wound up?") == ""


def test_a_date_of_another_year_is_set_aside(policy: Policy) -> None:
    query = "On what date was the treaty of Norbury signed in 1814?"
    chunks = [
        chunk("a", "The treaty of Norbury was signed on 3 March 1814 by both envoys.", "wiki"),
        chunk("b", "Envoys signed the Norbury treaty on 3 March 1814.", "wiki"),
        chunk("c", "An earlier treaty at Norbury was signed on 9 June 1790.", "wiki"),
    ]
    assert conflict_sets(policy, query, *chunks) == []


def test_two_days_of_the_asked_year_still_conflict(policy: Policy) -> None:
    query = "On what date was the treaty of Norbury signed in 1814?"
    chunks = [
        chunk("a", "The treaty of Norbury was signed on 3 March 1814 by both envoys.", "wiki"),
        chunk("b", "Envoys signed the Norbury treaty on 5 March 1814.", "wiki"),
    ]
    assert conflict_sets(policy, query, *chunks) == [{"a", "b"}]
