"""A sentence about the later (or earlier) of two things sharing a name states that thing's
values, not the asked one's (``successors``). The sentences are invented."""

from __future__ import annotations

from workers.engine.successors import asks_age, other_age

_OLD = "On what date did the original Fennick Town Hall open?"
_NEW = "When did the new Fennick library open?"


def test_the_question_picks_one_side_or_none() -> None:
    assert asks_age(_OLD)
    assert asks_age(_NEW)
    assert not asks_age("When did Fennick Town Hall open?")
    assert not asks_age("When did the old hall close and the new hall open?")


def test_a_sentence_first_naming_the_other_side_is_a_rival() -> None:
    assert other_age("The new Town Hall on Quay Street opened on 3 May 1990.", _OLD) == \
        "rival:new"
    assert other_age("The old library opened in 1911.", _NEW) == "rival:old"
    assert other_age("Its present hall, opened in 1990, seats 400.", _OLD) == "rival:present"


def test_the_asked_side_first_or_no_thing_keeps_the_sentence() -> None:
    assert other_age("The original hall opened in 1883; the new Town Hall followed.", _OLD) \
        == ""
    assert other_age("For the first time the hall opened on a Sunday in 1883.", _OLD) == ""
    assert other_age("It opened on 2 June 1883.", _OLD) == ""
    assert other_age("The new Town Hall opened in 1990.",
                     "When did Fennick Town Hall open?") == ""
