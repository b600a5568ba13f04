"""Items of a list apart by separators outside parentheses (``paren_items``)."""

from __future__ import annotations

import re

from workers.engine.paren_items import item_spans

_END = re.compile(r"[.!?](?=\s|$)")


def _items(text: str, separators: str = ",") -> list[str]:
    return [text[s:e] for s, e in item_spans(text, 0, separators, _END)]


def test_separators_inside_a_parenthesis_do_not_split() -> None:
    assert _items("Elm Hall (Ada Rook, 1901), Ash Court (1920). Then more") == [
        "Elm Hall (Ada Rook, 1901)", " Ash Court (1920)"]


def test_the_end_pattern_stops_the_list_and_separators_are_chosen() -> None:
    assert _items("red; green, blue") == ["red; green", " blue"]
    assert _items("red; green, blue", ",;") == ["red", " green", " blue"]
    assert _items("one, two.") == ["one", " two"]
    assert _items("trailing,") == ["trailing", ""]
