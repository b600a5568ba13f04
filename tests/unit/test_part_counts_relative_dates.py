"""Counts of one part, addends of a stated total, dates placed relative to the asked event."""

from __future__ import annotations

from .conftest import slot_answers as _answer


def test_count_in_each_part_is_not_the_whole() -> None:
    query = "How many songs are on the Velmar Suite album?"
    assert "6 song" not in _answer(query, "The Velmar Suite album has 3 sides with 6 songs "
                                          "on each side.")
    assert _answer(query, "The Velmar Suite album has 18 songs.") == ["18 song"]


def test_count_in_each_part_the_question_names_stays() -> None:
    query = "How many songs are on each side of the Velmar Suite album?"
    assert "6 song" in _answer(query, "The Velmar Suite album has 3 sides with 6 songs on "
                                      "each side.")


def test_a_count_picked_out_of_the_whole_is_no_answer() -> None:
    query = "How many miners were rescued from the Dunmore pit?"
    assert _answer(query, "Jul 10, 2018 — The last four miners have been brought out of the "
                          "Dunmore pit.") == []
    assert _answer(query, "Another 23 miners reached the surface overnight.") == []
    assert _answer(query, "Rescuers brought 33 miners out of the Dunmore pit.") == ["33 miner"]
    asked = "How many miners were in the last group rescued from the Dunmore pit?"
    assert _answer(asked, "The last four miners have been brought out of the Dunmore pit.") \
        == ["4 miner"]


def test_rate_per_unit_is_no_part() -> None:
    query = "How many calls per minute does the Orlet service allow?"
    assert _answer(query, "The Orlet service allows 60 calls per minute.") == ["60 call per minute"]


def test_addend_of_a_stated_total_is_not_the_answer() -> None:
    query = "How many moons did Tessa Lind discover?"
    assert "Four" not in _answer(
        query, "Q: how many moons did lind find? A: Four around Veyra, plus one around Osk: "
               "five in all.")


def test_date_placed_after_the_asked_event_is_another_event() -> None:
    query = "When was the Harlow Rowing Club founded?"
    assert "1962" not in _answer(
        query, "The Harlow Rowing Club has held its regatta since 1962, four years after it "
               "was founded.")
    assert _answer(query, "The Harlow Rowing Club was founded in 1958.") == ["1958"]


def test_date_relative_to_another_subject_stays() -> None:
    query = "When was the Harlow Rowing Club founded?"
    assert _answer(query, "The Harlow Rowing Club was founded in 1958, a year after the town "
                          "was founded.") == ["1958"]


def test_date_placed_after_the_asked_nouns_event_is_another_event() -> None:
    query = "When did the Corran bakery open its tearoom?"
    assert "1972" not in _answer(
        query, "Their first cookbook came out in 1972, four years after the tearoom opened.")
    assert _answer(query, "The Corran bakery opened its tearoom in 1968.") == ["1968"]
    assert _answer(query, "The tearoom opened in 1968, two years after the mill "
                          "opened.") == ["1968"]  # another noun: stays


def test_a_date_before_a_clause_of_the_asked_event_is_another_event() -> None:
    query = "In what year did Ada Brisk launch the Vireo blender?"
    assert "1931" not in _answer(
        query, "Ada Brisk's first product was a kettle in 1931, before she made her famous "
               "blender.")
    # the date's own clause holding the asked event keeps it; no pronoun, no reading
    assert _answer(query, "Ada Brisk launched the Vireo blender in 1936, before she launched "
                          "the Vireo mixer.") == ["1936"]
    assert _answer(query, "Ada Brisk's first blender came in 1936, before the war.") == ["1936"]
    # an answer opening on its date, or a "before" clause naming the act only by its class
    assert _answer(query, "Ada Brisk launched her blender in 1936, after she quit the mill and "
                          "launched her firm.") == ["1936"]
    assert _answer(query, "Her Vireo came in 1936, after she launched her firm.") == ["1936"]
