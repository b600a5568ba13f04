"""A count of what was taken away is no count of what is there."""

from __future__ import annotations

from workers.engine.reading import read_text
from workers.engine.removed_counts import asks_removal, not_removed


def test_a_removed_count_is_dropped() -> None:
    text = "Nine stamps were torn out in 1990; six pages had been removed before that."
    values = list(read_text(text).values)
    kept = [v.surface for v in not_removed(text, 0, values, frozenset({"page", "album"}))]
    assert not any(s.startswith("six") for s in kept)


def test_a_count_of_what_is_there_stays() -> None:
    text = "The album has 48 pages and 6 were added later."
    values = list(read_text(text).values)
    assert not_removed(text, 0, values, frozenset({"page", "album"})) == values


def test_a_question_about_a_removal_keeps_it() -> None:
    assert asks_removal(frozenset({"page", "remov"}))
    text = "Six pages had been removed before that."
    values = list(read_text(text).values)
    assert not_removed(text, 0, values, frozenset({"page", "remov"})) == values
