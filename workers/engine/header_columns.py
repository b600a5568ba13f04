"""A table row's cells under the one column whose header the question names.

A price sheet with a header row names its columns ("Session | At our centre | Home visit"),
and each data row gives one value per column ("One-to-one | £55 | £70"). The row's value
for a question that names one column ("… at the client's home?") is the cell under that
column; the other cells are the same thing under another scope (another channel, place,
size), never a rival answer. The column is named by a word of its header that no other
value column's header writes ("pedal" of "Pedal harp" beside "Lever harp"; "harp" names
both and tells nothing). Only when exactly one of the row's value columns is named so are
the row's values in its other columns set aside; a row whose cells do not line up with the
header (another count of cells) or a question naming none or several columns keeps every
value. Reads the chunk's text, the values' offsets and the question's word stems; pure.
"""

from __future__ import annotations

import re

from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_WORD = re.compile(r"[A-Za-z][A-Za-z-]*")


def header_words(cell: str) -> frozenset[str]:
    """Stems of a header cell's content words (a hyphened word also by its parts)."""
    out = set()
    for word in _WORD.findall(cell.lower()):
        for part in {word, *word.split("-")}:
            if part and part not in STOPWORDS:
                out.add(stem(part))
    return frozenset(out)


def _cell_at(line: str, offset: int) -> int:
    """The index of the cell of ``line`` that holds character ``offset``."""
    return line.count("|", 0, offset)


def asked_column(text: str, values: tuple[Value, ...], asked: frozenset[str]
                 ) -> tuple[Value, ...]:
    """``values`` without those a table row holds in a column other than the one the
    question (word stems ``asked``) names by its header, when exactly one of the row's value
    columns is named so (module docstring); ``values`` itself otherwise."""
    if len(values) < 2 or "|" not in text or "\n" not in text:
        return values
    head_end = text.find("\n")
    header = text[:head_end]
    if "|" not in header or any(ch.isdigit() for ch in header):
        return values  # no header row naming columns (a first row of data has figures)
    columns = header.split("|")
    line_start = text.rfind("\n", 0, values[0].start) + 1
    line_end = text.find("\n", line_start)
    line = text[line_start:line_end if line_end >= 0 else len(text)]
    if line_start <= head_end or line.count("|") != len(columns) - 1:
        return values  # not a data row lined up with the header
    cells: dict[int, list[Value]] = {}
    for value in values:
        at = value.start - line_start
        if not 0 <= at < len(line):
            return values  # values of several lines: not one row's cells
        cells.setdefault(_cell_at(line, at), []).append(value)
    held = [i for i in cells if i > 0]
    if len(held) < 2:
        return values
    words = {i: header_words(columns[i]) for i in held}
    named = [i for i in held
             if (words[i] - frozenset().union(*(words[j] for j in held if j != i))) & asked]
    if len(named) != 1:
        return values
    return tuple(v for v in values if _cell_at(line, v.start - line_start) in (0, named[0]))
