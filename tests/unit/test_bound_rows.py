"""A row labelled with the question's bound in other comparative words (``bound_rows``)."""

from __future__ import annotations

from workers.engine.bound_rows import bound_words
from workers.engine.terms import stem

from .conftest import claim_subjects as subjects

QUERY = "What commission does the gallery take on a painting that sells for more than £500?"
TABLE = "Sale price | Commission\nUp to £500 | 30%\nOver £500 | 35%"


def test_the_same_side_row_is_the_questions_and_the_other_side_is_not() -> None:
    found = {values[-1]: subject for subject, values in subjects(QUERY, TABLE)}
    assert found["35%"] == ""
    assert found["30%"].startswith("row:")


def test_only_a_one_sided_bound_gives_words() -> None:
    assert stem("over") in bound_words(QUERY)
    assert bound_words("What commission does the gallery take on a painting?") == frozenset()
    assert stem("under") in bound_words("What is the fee for parcels under 2 kg?")
