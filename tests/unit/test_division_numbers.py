"""A document division's number ("Clause 9", "Section 4") numbers the text, never counts."""

from __future__ import annotations

from workers.engine.reading import read_text
from workers.engine.segments import label_of

from .conftest import claim_subjects


def _displays(text: str) -> list[str]:
    return [v.display for v in read_text(text).values]


def test_a_division_number_before_its_heading_is_no_count() -> None:
    assert _displays("Section 4 Deposits: a deposit of £150 is taken at booking.") \
        == ["150.00 GBP"]
    assert _displays("Article 12 Meals: two meals a day are included.") == ["2 meal per day"]


def test_a_count_after_a_division_word_in_lower_case_still_counts() -> None:
    assert "3 member" in _displays("Rule 3 members may bring two guests each.")


def test_a_division_number_names_no_label() -> None:
    terms, _ = label_of("Section 4 Deposits: a deposit of £150 is taken at booking.")
    assert terms == label_of("Deposits: a deposit of £150 is taken at booking.")[0]


def test_a_numbered_clause_states_the_question_s_subject() -> None:
    query = "What is the weekly on-call allowance for a site engineer?"
    subjects = claim_subjects(query, "Clause 7 On-call: the Site Engineer receives £120 a week.")
    assert [s for s, _ in subjects] == [""]
