"""A table row led by a code cell is named by its next cell.

A catalogue flattened to text often puts each row's code first: "CRB-2406 | 24-piece gold
gift box | £38.00". The first cell is then only the row's identifier, a value of the row,
not words naming its thing; what the row is about is its next cell ("24-piece gold gift
box"). Read by its code alone, every such row would name something the question never says
and be set aside as another thing, so a question asking the box's code would find none.
Invariant: only a row whose first cell is exactly one identifier value of the row, which the
question does not name, and whose second cell holds a word, is named by that cell; every
other row keeps its first cell's words. Reads the row's text, its values and the question's
identifiers only; pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from workers.engine.terms import stem
from workers.engine.values import Value

_WORD = re.compile(r"[a-z0-9]+")


def row_naming_words(
    snippet: str, row: frozenset[str], values: Iterable[Value], asked_ids: frozenset[str]
) -> frozenset[str]:
    """The stemmed words naming a row's thing: ``row`` (its first cell's), or, when that cell
    ("CRB-2406 ") holds exactly one identifier of ``values`` and nothing more, and the
    question does not name it (``asked_ids``), its second cell's ("24-piece gold gift box"),
    when that cell holds a word."""
    cells = snippet.split("|")
    if len(cells) < 3:
        return row
    first = cells[0].strip()
    codes = [v for v in values if v.field == "identifier" and v.surface.strip() == first]
    if len(codes) != 1 or codes[0].exact in asked_ids:
        return row
    words = _WORD.findall(cells[1].lower())
    if not any(w.isalpha() for w in words):
        return row  # "CRB-2406 | £38.00 | …": no name after the code
    return frozenset(stem(w) for w in words)
