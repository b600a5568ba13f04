"""A clause whose subject is a relative of the question's person states the relative's deeds."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.kin_subjects import kin_clauses

from .conftest import sentence_answers, web_conflict_sets

QUESTION = "In what year did Ada Brenn open her first bakery?"


def test_a_clause_opening_on_a_relative_is_that_relatives() -> None:
    text = "Ada Brenn's family ran a bakery called Brenn & Sons from 1957 before her own shop."
    assert kin_clauses(text, QUESTION) == ((0, len(text)),)
    text = "Her parents kept a bakery from 1957, but Ada opened her own in 1986."
    assert [text[s:e] for s, e in kin_clauses(text, QUESTION)] == [
        "Her parents kept a bakery from 1957"]
    assert kin_clauses(text, "When did Ada Brenn's parents open their bakery?") == ()
    assert kin_clauses("The family bakery opened in 1986.", QUESTION) == ()


def test_a_relatives_year_is_no_answer(policy: Policy) -> None:
    assert sentence_answers(
        QUESTION, "Fun fact! Ada Brenn's family ran a bakery in Tivo from 1957 before hers.") == []
    assert sentence_answers(
        QUESTION, "Her father baked from 1957, but Ada Brenn opened her first bakery in 1986."
    ) == ["1986"]
    assert web_conflict_sets(
        policy, QUESTION,
        "Ada Brenn opened her first bakery in 1986 in Tivo.",
        "Ada Brenn | Bakery opened: 1986 | Town: Tivo",
        "Ada Brenn's family ran a bakery from 1957 before her own first bakery.",
    ) == []
