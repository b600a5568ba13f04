"""The lead a cell of a one-line row of cells is read with: the words of the cells before it.

A record row names its thing in its first cells and states the value in a later one:
"Fuel surcharge | UK domestic | 16.5% of the base carriage charge". ``segments`` reads such a
line cell by cell, so the value's cell alone carries none of the words that say what the
value is. For a slot question the cells before it on its line are its lead, as a label
before a colon is: what the row is about, not words of its own sentence. A row where another
cell that states a value carries the question's predicate words itself ("… | 23 names
(1914–1918) | Unveiled: 1921") already says which value answers: its cells keep their own
leads, so the row's heading cannot make every cell look like the answer (the line's first
cell names the row's thing, "Eye test (adults 16-59)", and is never such a value cell, nor is
in a row of one value cell, a later cell whose only figure is in a closing aside, "Lavender
oil (10 ml)": ``label_asides``, or is a size the question states itself, "Essential oil, 10
ml"; a row of several value cells, "Peak (any hour) | £49 | Off-peak (before 5pm) | £33",
pairs each with its own label); so
does a cell with its own label ("First held: 1897", ``answer_lead``). Likewise a dotted
line's opening label heads each later item naming the question's thing (``dotted_lead``).
Reads the chunk's text only; a sentence that is not a later cell of a piped line has no row
lead.
"""

from __future__ import annotations

import re

from workers.engine.headings import leading_cells
from workers.engine.label_asides import label_cell
from workers.engine.reading import read_text
from workers.engine.slot_hits import carries_predicate
from workers.engine.slots import Slot
from workers.engine.terms import topic_words

_DIGIT = re.compile(r"\d")


def row_lead(text: str, start: int, slot: Slot) -> frozenset[str]:
    """The terms of the cells before the cell at ``start`` on its piped line; empty when the
    sentence at ``start`` is no later cell of such a line, or when another cell of the line
    states a value and carries ``slot``'s predicate words on its own."""
    cells = leading_cells(text, start)
    if not cells:
        return frozenset()
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start:line_end if line_end >= 0 else len(text)]
    own = start - line_start
    offset = 0
    split = line.split("|")
    labels = [label_cell(c) or _sized_label(c, slot) for c in split]
    one_value = sum(1 for c, lab in zip(split, labels, strict=True)
                    if _DIGIT.search(c) and not lab) <= 1
    for index, cell in enumerate(split):
        inside = offset <= own < offset + len(cell) + 1
        offset += len(cell) + 1
        if index and not inside and _DIGIT.search(cell) and carries_predicate(cell, slot) \
                and not (one_value and labels[index]):
            return frozenset()
    return frozenset(w.term for w in topic_words(cells.replace("|", " "), []))


def _sized_label(cell: str, slot: Slot) -> bool:
    """Does ``cell`` state no value but the sizes the question itself states ("Essential
    oil, 10 ml" for "… a 10 ml bottle …?", ``qualifiers``)? It names the row's thing."""
    if not slot.qualifiers:
        return False
    found = read_text(cell).values
    return bool(found) and all(
        (v.field, v.dimension, v.magnitude) in slot.qualifiers for v in found)


_DOT = re.compile(r"[^\S\n]·[^\S\n]")
_HEADING = re.compile(r"[^\S\n]*([A-Za-z][^:\n·|]{1,60}?):[^\S\n]")
"""The label a dotted line opens with ("Deepest lochs: Morar 310 m · Ness 230 m")."""


def dotted_lead(text: str, start: int, end: int, slot: Slot) -> frozenset[str]:
    """The terms of the label a dotted line opens with, for a later part of that line
    (``start``:``end``, "Varra 183 m" under "Deepest lochs: Morar 310 m · Varra 183 m"),
    when the part names the question's thing itself (one of ``slot``'s words besides its
    predicate): the label heads every item of the list, not its first only, but an item
    about another thing ("Louis Blériot (aeroplane, 1909)") takes no predicate from it.
    Empty for a first part, a line without " · " before ``start`` or one opening on no
    label."""
    line_start = text.rfind("\n", 0, start) + 1
    if _DOT.search(text, line_start, start) is None:
        return frozenset()
    found = _HEADING.match(text, line_start)
    if found is None or found.end() > start:
        return frozenset()
    own = {w.term for w in topic_words(text[start:end], [])}
    if own.isdisjoint(slot.words - slot.predicate):
        return frozenset()
    return frozenset(w.term for w in topic_words(found.group(1), []))
