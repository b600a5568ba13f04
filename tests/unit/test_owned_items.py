"""A name read after a row label that owns another item in the possessive is no answer
(``owned_items``). The texts are invented."""

from __future__ import annotations

from workers.engine.owned_items import owns_other

from .conftest import named_answers

_QUERY = "Who invented the rotary bread slicer?"


def _names(text: str) -> list[str]:
    return named_answers(_QUERY, text)


def test_a_possessive_name_owning_another_item_is_no_answer() -> None:
    text = "Bread slicer history: Otto Brenn's hand guillotine came first, in a bakery."
    assert _names(text) == []
    hits = [(0, 5, "bread")]
    assert owns_other(text, 22, 34, hits)


def test_a_possessive_name_owning_the_asked_item_stays() -> None:
    text = "Bread slicer history: Otto Brenn's rotary slicer changed every bakery."
    assert _names(text) == ["Otto Brenn"]
    assert not owns_other("Ada Kell made it", 0, 8, [])
