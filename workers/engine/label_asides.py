"""A value in parentheses that closes a row's label describes the row, not what it states.

"Knife skills (3 hours): £65 per person", "Flex 30 (24 months): £22.00 a month", "Taster
(2 hours), adults: £30": the parenthesised value is part of the label's name of the item
(its length, term, size), and the value after the colon is what the row says of it. When a
value the question accepts stands after that colon, the label's parenthesised values answer
nothing; when none does ("Knife skills (3 hours): bring an apron" for "How long …?"), they
are left as they are. A table row's label cell (its first cell, or one with no figure but
in such a group) closed by such a group ("Home delivery (up to 10 miles) | £5.00 per
order") is the same label: when the next cell of its row holds a value of a kind the
question accepts, the group's values answer nothing (``without_cell_asides``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.questions import FAMILIES, Slot, family
from workers.engine.values import Value

_LABEL_ASIDE = re.compile(r"\(([^()\n]{1,40})\)[^():;.!?\n]{0,30}:\s")
"""A parenthesised group in a label: the group, at most a few more words of the label
("Taster (2 hours), adults:"), then the label's colon."""


def without_label_asides(snippet: str, offset: int, candidates: Sequence[Value]
                         ) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without those
    inside a parenthesised group of a label, when another candidate stands after
    that label's colon. Never empties a non-empty list."""
    kept = list(candidates)
    for found in _LABEL_ASIDE.finditer(snippet):
        low, high = offset + found.start(), offset + found.end(1) + 1
        if any(v.start >= offset + found.end() for v in kept):
            kept = [v for v in kept if not low <= v.start < high]
    return kept


_DIGIT = re.compile(r"\d")
_CELL_ASIDE = re.compile(r"\(([^()\n]{1,40})\)\s*$")
"""A parenthesised group closing a cell."""
_NEXT_CELL = re.compile(r"[^\S\n]*\|[^\S\n]*([^|\n]*)")
"""The pipe that closes a cell, and the next cell of its row."""


def label_cell(cell: str) -> bool:
    """Is ``cell`` a row's label: no digit outside the parenthesised group that may close it
    ("Lavender oil (10 ml)", "Home delivery"; not "Distance: 135 mi (217 km)")?"""
    return _DIGIT.search(_CELL_ASIDE.sub("", cell)) is None


def without_cell_asides(text: str, start: int, snippet: str, candidates: Sequence[Value], *,
                        values: Sequence[Value], slot: Slot) -> list[Value]:
    """``candidates`` of the cell ``snippet`` (at ``start`` in ``text``), a row's first cell
    or a label cell (``label_cell``), without those in the parenthesised group that closes
    it, when the row's next cell holds one of ``values`` (the text's) of a kind ``slot``
    accepts; else unchanged."""
    if "(" not in snippet or (aside := _CELL_ASIDE.search(snippet)) is None \
            or not ("|" not in text[text.rfind("\n", 0, start) + 1 : start]
                    or label_cell(snippet)):
        return list(candidates)
    cell = _NEXT_CELL.match(text, start + len(snippet))
    if cell is None:
        return list(candidates)
    accepted = FAMILIES[slot.kind]
    low, high = cell.start(1), cell.end(1)
    if not any(low <= v.start < high and family(v) in accepted for v in values):
        return list(candidates)
    inside = (start + aside.start(), start + aside.end())
    return [v for v in candidates if not inside[0] <= v.start < inside[1]]
