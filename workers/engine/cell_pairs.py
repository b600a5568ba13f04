"""The cells of a one-line row of cells, a bare value read together with the label before it.

A price sheet flattened to one line alternates labels and values: "Family day pass | Weekday
(term time) | £24 | Weekend | £31 | Concession | £18". Read cell by cell, "£31" carries no
word of its own, so nothing tells it from "£24": every value cell looks the same to a
question about the weekend price. A cell that is a bare value (one amount, count or period,
optionally per a unit: "£31", "£4.20/hour", "45 days") belongs to the label cell right
before it, when that cell has words and is no bare value itself: the two are read as one
segment ("Weekend | £31"), so the value is read with its own label's words and values
("12 m | £38" states its length beside its price). Only a line that pairs two values so or
more is such a list; a line with one labelled value ("Day return (off-peak) | £14 | valid
after 09:30") is read cell by cell, its first cell being the row's thing. Reads the line's text
only; cells are split at every "|".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_CELL = re.compile(r"[^|]+")
_BARE = re.compile(
    r"\s*(?:[£$€¥]|[A-Z]{2,3}\$?\s?)?\d[\d,.]*(?:\s*(?:%|[A-Za-z]+\.?))?"
    r"(?:\s*(?:/|\bper\b|\ban?\b)\s*[A-Za-z]+)?\s*")
"""A cell that is one value, with at most one unit word and one "per …" unit."""
_WORD = re.compile(r"[A-Za-z]{2,}")
_BREAK = re.compile(r"[→·•;]")


def bare_value(cell: str) -> bool:
    """Is ``cell`` one value and nothing else ("£31", "£4.20/hour", "45 days", "1846")?"""
    return _BARE.fullmatch(cell) is not None


def cell_spans(line: str) -> Iterator[tuple[int, int]]:
    """The spans of the non-blank cells of a piped ``line`` (no line break inside), each
    bare value joined with the label cell before it when that cell has a word and is no
    bare value itself, where the line pairs two values so or more (a list of labelled
    values, module docstring); else every cell alone. Spans never overlap and come in
    order; a joined span holds exactly one "|" and is never the whole line."""
    cells = [(m.start(), m.end()) for m in _CELL.finditer(line) if m.group(0).strip()]
    pairs = _pairs(line, cells)
    if len(pairs) < 2:
        yield from cells
        return
    index = 0
    while index < len(cells):
        if index in pairs:
            yield cells[index][0], cells[index + 1][1]
            index += 2
            continue
        yield cells[index]
        index += 1


def _pairs(line: str, cells: list[tuple[int, int]]) -> frozenset[int]:
    """Indexes of the cells that label the bare value in the cell after them, read from the
    left (a cell joined as a value labels nothing)."""
    found: set[int] = set()
    index = 0
    while index + 1 < len(cells):
        (start, end), (value_start, value_end) = cells[index], cells[index + 1]
        if _labels(line[start:end]) and bare_value(line[value_start:value_end]):
            found.add(index)
            index += 2
        else:
            index += 1
    return frozenset(found)


def _labels(cell: str) -> bool:
    """May ``cell`` label the value after it: one phrase (no "→", "·", "•" or ";" setting
    items apart inside it: "540 Nm → GT-E Track" ends one row and opens the next) with a
    word, no bare value itself?"""
    return _WORD.search(cell) is not None and not bare_value(cell) \
        and _BREAK.search(cell) is None


def joined_cells(text: str, offset: int, body: str) -> bool:
    """Is the segment ``body`` at ``offset`` a label and value cell read together
    (``cell_spans``), not a table's line? A joined pair holds one "|" and has another
    right before or after it on its line; a table's row is a whole line."""
    if body.count("|") != 1:
        return False
    after = text[offset + len(body):].lstrip(" \t")
    return (offset > 0 and text[offset - 1] == "|") or after.startswith("|")


def row_heading(text: str, start: int) -> str:
    """The first cell of the line of labelled values whose joined pair starts at ``start``,
    when that cell labels no value itself (the row's heading: "Harbour office | Day |
    £12 | Week | £60"); "" when ``start`` opens no joined pair or the first cell is a
    label."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start:line_end if line_end >= 0 else len(text)]
    cells = [(m.start(), m.end()) for m in _CELL.finditer(line) if m.group(0).strip()]
    pairs = _pairs(line, cells)
    own = start - line_start
    if len(pairs) < 2 or 0 in pairs or not any(cells[i][0] <= own < cells[i][1] for i in pairs):
        return ""
    return line[cells[0][0]:cells[0][1]].strip()
