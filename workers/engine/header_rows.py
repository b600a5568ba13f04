"""Is a table's first piped line its header row, or already a row of data?

A table flattened to text often starts without a header: a parts list or a price sheet
goes straight into its rows ("Carriage clock | Mainspring | CC-MS-210 | £38"). A header
names columns ("Item | Part | Code | Price"); it never holds a price or a code, which are
cells of one row. So a first piped line holding a money amount or an identifier is read as
a data row like the lines after it, never set aside as the header (reading it as a header
would lose its row and hand its words to every later row). Reads the row's own values only;
pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from workers.engine.values import Value

_CELL_FIELDS = frozenset({"money", "identifier"})
"""Fields whose values are a row's cells, never a column's name."""


def names_columns(values: Sequence[Value]) -> bool:
    """May a table's first piped line, holding ``values`` (those read inside it), be its
    header row? Not when one of them is a money amount or an identifier."""
    return not any(v.field in _CELL_FIELDS for v in values)
