"""A value a clause states of a quantified class ("Most kilns have two doors") is the class's,
not the named thing's the question asks about. The sentences are invented."""

from __future__ import annotations

from .conftest import slot_answers

_QUERY = "How many doors does the Orvik Kiln in Brae have?"


def test_a_quantified_plural_clause_states_the_class_value() -> None:
    assert slot_answers(_QUERY, "Most kilns have two doors, but Orvik Kiln has one more "
                                "than that!") == []
    assert slot_answers(_QUERY, "Many old brick kilns are fitted with about 2 doors; Orvik "
                                "Kiln has 3 doors.") == ["3 door"]


def test_a_clause_opening_otherwise_keeps_its_value() -> None:
    assert slot_answers(_QUERY, "Orvik Kiln has 3 doors, while most kilns have two.") == [
        "3 door"]
    assert slot_answers(_QUERY, "The Orvik Kiln has 3 doors.") == ["3 door"]
