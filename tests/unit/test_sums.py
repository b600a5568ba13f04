"""A count written as a sum ("40 of 10 m plus 8 of 5 m") states the total (``sums``)."""

from __future__ import annotations

from workers.engine.reading import read_text
from workers.engine.sums import part_of_stated_total

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


def test_a_relative_clause_picks_a_part_out_of_an_and_sum() -> None:
    query = "How many verses does the Orrin hymn have?"
    assert _answer(query, "The Orrin hymn has 12 verses and 3 verses.") == ["15 verse"]
    assert "15 verse" not in _answer(
        query, "The Orrin hymn has 12 verses and 3 verses that repeat as a chorus.")


def test_a_count_after_a_single_thing_and_plus_is_a_part_of_a_stated_total() -> None:
    def parts(text: str) -> list[str]:
        return [v.display for v in read_text(text).values
                if v.field == "quantity" and part_of_stated_total(text, 0, v)]

    assert parts("Eleven: a keeper plus 10 outfield players.") == ["10 outfield"]
    assert parts("Nine: a keeper plus 10 outfield players.") == []  # no total of the two
    assert parts("Eleven: 10 outfield players.") == []


def test_a_bare_count_and_plus_before_the_asked_noun_s_count_share_that_noun() -> None:
    assert _answer(_TURBINES, "Harrowfield runs its 30 + 6 turbines from Dunmere.") \
        == ["36 turbine"]
    assert _answer(_TURBINES, "Harrowfield: 30 plus 6 turbines near the shore.") \
        == ["36 turbine"]
    assert _answer(_TURBINES, "Harrowfield: 30 + 6 + 2 turbines in all.") == ["2 turbine"]
    assert _answer(_TURBINES, "Harrowfield: 30 + 6 spare blades and 9 turbines.") \
        == ["9 turbine"]


def test_a_count_and_more_of_it_right_after_read_as_their_sum() -> None:
    assert _answer(_TURBINES, "Harrowfield turbines: first 30 turbines, then 6 more.") \
        == ["36 turbine"]
    assert _answer(_TURBINES, "Harrowfield has 30 turbines and six more.") == ["36 turbine"]
    assert "36 turbine" not in _answer(
        _TURBINES, "Harrowfield has 30 turbines and 6 more than Dunmere.")


def test_a_count_of_the_asked_noun_after_plus_answers() -> None:
    assert _answer("How many dogs were on the Mereth?",
                   "The Mereth carried 27 sailors plus 69 dogs.") == ["69 dog"]
