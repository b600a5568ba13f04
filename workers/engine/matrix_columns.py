"""A role matrix row's rule under the one column a yes/no question names.

A role matrix may rule on several resources or acts, one per column ("Member type | Main
layout | Test track", then "Junior | only with a keyholder present | permitted"). Read as
one sentence, the row's first modal word ("permitted", in the test-track column) would
answer a question about the main layout. When the question names exactly one of the
matrix's columns past the party column (by a word of its header no other such header
writes, as ``header_columns`` names a price column), the row's rule is the one its cell
under that column states, read as the row of a one-column matrix ("Junior | only with a
keyholder present": a prohibition with the keyholder's presence as its exception). A row
whose cells do not line up with the header, or a question naming no column or several,
keeps the rule read from the whole row. Reads the chunk's text and the question's word
stems; pure.
"""

from __future__ import annotations

from dataclasses import dataclass

from workers.engine.fields import clauses
from workers.engine.fields.access_levels import matrix_header
from workers.engine.header_columns import header_words
from workers.engine.values import Value

MIN_COLUMNS = 3
"""A party column and at least two ruled columns: with one, the row is its only rule."""


@dataclass(slots=True)
class AskedCell:
    """A matrix row's rule under the asked column: the clause its cell states, and what it
    rules on, the role and the column's header ("Junior | Main layout"); the cell's own
    words are its case, never the object ruled on."""

    clause: Value
    ruled: str


def asked_cell(text: str, offset: int, snippet: str, asked: frozenset[str]) -> AskedCell | None:
    """The rule of the role matrix row ``snippet`` (at ``offset`` of ``text``) under the
    one column the question (word stems ``asked``) names; None when the row is no such
    matrix's, its cells do not line up with the header, the question names no ruled column
    or several, or the cell states no rule (module docstring)."""
    if snippet.count("|") < MIN_COLUMNS - 1:
        return None
    header = matrix_header(text, offset)
    if not header:
        return None
    columns = header.split("|")
    cells = snippet.split("|")
    if len(columns) != len(cells) or len(columns) < MIN_COLUMNS:
        return None
    words = {i: header_words(columns[i]) for i in range(1, len(columns))}
    named = [i for i in words
             if (words[i] - frozenset().union(*(words[j] for j in words if j != i))) & asked]
    if len(named) != 1:
        return None
    role = cells[0].rstrip()
    clause = clauses.find(f"{role} | {cells[named[0]].strip()}", offset, matrix=True).value
    if clause is None:
        return None
    return AskedCell(clause, f"{role} | {columns[named[0]].strip()}")
