"""A lone price row whose label puts its own modifier before the question's head."""

from __future__ import annotations

from .conftest import claim_subjects

_ASK = "What does an interior valet cost for a small car?"


def test_a_lone_row_naming_the_head_with_another_modifier_is_another_thing() -> None:
    assert claim_subjects(_ASK, "Engine bay valet (one-off) | from £60") == [
        ("row:bay-engin-valet", ["60.00 GBP"])]


def test_a_lone_row_writing_the_questions_modifier_or_none_stays_on_the_subject() -> None:
    assert claim_subjects(_ASK, "Interior valet, small car | £30") == [("", ["30.00 GBP"])]
    assert claim_subjects(_ASK, "Valet (small car) | £30") == [("", ["30.00 GBP"])]
