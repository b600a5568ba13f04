"""A size compound ("large-sized", "king-size") reads as its size word."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.size_compounds import size_word
from workers.engine.terms import content_terms

from .conftest import chunk, conflict_sets


def test_a_size_compound_is_its_size() -> None:
    assert size_word("large-sized") == "large"
    assert size_word("king-size") == "king"
    assert content_terms("a mid-sized hatchback") == ["mid", "hatchback"]


def test_other_words_stay_whole() -> None:
    for word in ("sized", "oversized", "bite-sized-ish", "well-made", "size"):
        assert size_word(word) == word


def test_the_row_of_the_asked_size_answers(policy: Policy) -> None:
    query = "What does a week's storage cost for a large-sized crate?"
    sets = conflict_sets(
        policy, query,
        chunk("sheet", "Storage per week | Small crate | £9 | Large crate | £15 | Pallet | £30",
              "price_sheet"),
        chunk("mail", "Hello Ana, your crate counts as large, so £15 a week.", "support_email"))
    assert sets == []
