"""A general row that only leaves out the query's modifier is no row about another thing."""

from __future__ import annotations

from workers.engine.document_rows import _replaces, _sequence
from workers.engine.row_words import asked_words


def test_a_shared_header_word_is_no_word_of_its_own() -> None:
    asked = asked_words("How many days does smoked mackerel pate keep in the fridge?")
    general = "Food | Fridge life\nMackerel pate | 3 days"
    smoked = "Food | Fridge life\nSmoked mackerel pate | 5 days"
    assert not _replaces(asked, general, smoked)


def test_a_row_naming_another_item_still_replaces() -> None:
    asked = asked_words("How many days does smoked mackerel pate keep in the fridge?")
    other = "Food | Fridge life\nChicken liver pate | 2 days"
    smoked = "Food | Fridge life\nSmoked mackerel pate | 5 days"
    assert _sequence(other) and _replaces(asked, other, smoked)
