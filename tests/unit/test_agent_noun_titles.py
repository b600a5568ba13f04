"""A capitalised agent noun inside a sentence is a title, never the deed a when-question dates."""

from __future__ import annotations

from .conftest import sentence_answers


def test_a_title_made_of_the_asked_verb_dates_no_deed() -> None:
    question = "In what year did Ada Brenn paint The Harbour Gate?"
    assert sentence_answers(question, "1531 moves to Tivo; 1536 Court Painter to the duke.") == []
    assert sentence_answers(question, "1536 Ada Brenn paints The Harbour Gate.") == ["1536"]


def test_an_agent_noun_in_lower_case_may_stand_for_the_deed() -> None:
    question = "In what year was Mount Orrel first climbed?"
    assert sentence_answers(
        question, "The first climbers reached the top of Mount Orrel in 1842!") == ["1842"]
