"""A group's total said after its counted part states the group's size (``group_totals``).
Texts are invented."""

from __future__ import annotations

from .conftest import slot_answers as _answer

_RIDERS = "How many riders set off on the Kessby ride?"
_CARS = "How many cars does the Kessby ferry carry?"


def test_a_total_in_all_after_the_part_and_its_role_named_rest_is_the_answer() -> None:
    text = "Ten riders and their guide, eleven people in all, set off from Kessby."
    assert _answer(_RIDERS, text) == ["11 rider"]
    text = "Ten riders and the club's guide, eleven people altogether, set off from Kessby."
    assert _answer(_RIDERS, text) == ["11 rider"]


def test_without_a_total_word_or_with_a_smaller_total_the_part_stays() -> None:
    assert _answer(_RIDERS, "Ten riders and their guide, eleven people, set off.") \
        == ["10 rider"]
    assert _answer(_RIDERS, "Ten riders and their guide, nine people in all, set off.") \
        == ["10 rider"]


def test_a_counted_rest_is_a_breakdown_whose_total_counts_other_things() -> None:
    assert _answer(_CARS, "The Kessby ferry carries 15 cars and 3 buses, 18 vehicles in all.") \
        == ["15 car"]
    assert _answer(_CARS, "The Kessby ferry carries 15 cars and a bus, 16 vehicles in all.") \
        == ["15 car"]


def test_a_long_clause_between_part_and_total_is_no_rest_of_the_group() -> None:
    text = "Ten riders and their guide set off from Kessby, eleven people in all."
    assert _answer(_RIDERS, text) == ["10 rider"]
