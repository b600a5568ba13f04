"""A chunk's cut opening (``cut_openings``): a whole sentence answers before it."""

from __future__ import annotations

from workers.engine.cut_openings import cut_opening

from .conftest import claim_subjects as subjects

QUESTION = "What is the population of Harrowdale?"


def test_only_the_first_sentence_starting_lowercase_or_with_a_digit_is_cut() -> None:
    assert cut_opening(0, "3,210 people and 950 households lived in the village.")
    assert cut_opening(0, " of whom 3,210 lived in the village.")
    assert not cut_opening(0, "Harrowdale had 3,210 people.")
    assert not cut_opening(0, "\u201cA small place\u201d, said the mayor.")
    assert not cut_opening(41, "3,210 people lived in the village.")


def test_a_whole_sentence_answers_before_the_cut_opening() -> None:
    text = ("3,210 people, 950 households and 700 families lived in the village. In the "
            "2020 census, there were 4,875 people living in Harrowdale.")
    assert subjects(QUESTION, text) == [("", ["4875 people"])]


def test_a_cut_opening_still_answers_alone_or_over_fewer_predicate_words() -> None:
    alone = "3,210 people, 950 households and 700 families lived in Harrowdale."
    assert subjects(QUESTION, alone) == [("", ["3210 people"])]
