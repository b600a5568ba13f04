"""A count written as a sum ("40 of 10 m plus 8 of 5 m") states the total (``sums``)."""

from __future__ import annotations

from .conftest import slot_answers as _answer

_TURBINES = "How many turbines does the Harrowfield wind farm have?"


def test_bare_addends_under_the_question_s_label_read_as_their_sum() -> None:
    text = "Harrowfield turbines: 40 of 10 m plus 8 of 5 m near the shore; Dunmere has 31."
    assert _answer(_TURBINES, text) == ["48"]
    assert _answer(_TURBINES, "Harrowfield turbines: 40 + 8 (offshore).") == ["48"]


def test_addends_that_both_name_the_asked_noun_read_as_their_sum() -> None:
    assert _answer(_TURBINES, "The farm runs 40 turbines plus 8 turbines.") == ["48 turbine"]
    assert _answer(_TURBINES, "Harrowfield has 40 turbines and 8 turbines.") == ["48 turbine"]


def test_a_count_of_another_noun_is_no_addend() -> None:
    assert _answer("How many sailors were on the Mereth?",
                   "The Mereth carried 27 sailors plus 69 dogs.") == ["27 sailor"]
    assert _answer(_TURBINES, "Harrowfield turbines: 40 + 8 spare blades.") == ["40"]


def test_a_list_of_more_than_two_parts_is_not_summed_here() -> None:
    assert _answer("How many medals did Ilse Marr win?",
                   "Ilse Marr won 9 gold medals, 5 silver medals and 4 bronze medals.") \
        != ["9 medal", "14 medal"]
    assert "48" not in _answer(_TURBINES, "Harrowfield turbines: 40 plus 8 plus 3 offshore.")
