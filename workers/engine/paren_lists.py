"""A headed list whose items each carry a parenthesis: every item owns what it writes.

"Famous lighthouses: Skerry Light (Orkney), Bell Rock (Angus, 35 m), Fastnet (Cork)" or
"Great baking books: Bread Baking (Agnes Jekyll), Winter Baking (Ruth Ober), Ben Tovey's
Baking Book" flattens a list onto one line: a heading and its label, then items apart by commas
(never a comma inside a parenthesis), at least ``MIN_ITEMS`` of them and at least
``MIN_ASIDES`` with a parenthesis of their own. Each item is one thing with its own place,
maker or measure: a value or a name written in one item (in its parenthesis, or as the
possessor of its title: "Ben Tovey's Baking Book") is that item's. When the question's own
names pick out another item of the list, the value answers nothing about the question.

An item's words are all its words, parenthesis included, lower-cased without accents or a
possessive ending. A question name that two items or more write ("Baking", "Light") names the
kind the items share and picks out none. The list ends with its first sentence or cell ("|",
"·", "•" or a dash between spaces: in "Bell Foundry | Notable bells: Big Ben (1858), …" the
row's other cells are no items); a label of two letters or fewer ("Q:", "A:") or holding
such a mark is no heading. Pure; linear in the line's length.
"""

from __future__ import annotations

import re

from workers.engine.accents import folded
from workers.engine.paren_items import item_spans
from workers.engine.terms import STOPWORDS

MIN_ITEMS = 3
MIN_ASIDES = 2
_HEADING = re.compile(r"[^\S\n]*[^:;|·•—–\n]{3,60}:[^\S\n]+")
_LIST_END = re.compile(r"[.!?;](?=\s|$)|[^\S\n][|·•—–][^\S\n]")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_POSSESSIVE_END = re.compile(r"['’]s?$")


def _items(line: str, begin: int) -> list[tuple[int, int]]:
    """The spans of the comma-apart items of ``line`` from ``begin`` to the end of its first
    sentence or cell (a "|", "·", "•" or dash apart by spaces), commas and ends inside a
    parenthesis not counted."""
    return item_spans(line, begin, ",", _LIST_END)


def _words(item: str) -> frozenset[str]:
    """The folded words of ``item`` without a possessive ending ("Tovey's" → "tovey")."""
    return frozenset(_POSSESSIVE_END.sub("", folded(w.lower())) for w in _WORD.findall(item))


def other_paren_item(line: str, at: int, names: frozenset[str]) -> bool:
    """Is ``at`` (an offset in ``line``) inside an item of a headed list of parenthesised
    items (module docstring) that writes none of the question's distinguishing ``names``
    (folded, lower-cased), while another item of the list writes one? Invariant: False for a
    line without a heading, with fewer than ``MIN_ITEMS`` items or ``MIN_ASIDES``
    parentheses, for an offset outside the items, and when no item is the question's."""
    heading = _HEADING.match(line)
    if heading is None or not names or at < heading.end():
        return False
    spans = _items(line, heading.end())
    if len(spans) < MIN_ITEMS or sum("(" in line[s:e] for s, e in spans) < MIN_ASIDES:
        return False
    mine = next((i for i, (s, e) in enumerate(spans) if s <= at < e), None)
    if mine is None:
        return False
    written = [_words(line[s:e]) for s, e in spans]
    kinds = {w for w in names if sum(w in words for words in written) > 1}
    distinct = names - kinds - STOPWORDS
    if not written[mine].isdisjoint(distinct):
        return False
    return any(i != mine and not words.isdisjoint(distinct) for i, words in enumerate(written))
