"""An access matrix flattened to one piped line: each role's cell states a permission.

Enterprise access-control documents list, for one resource, what each role may do:
"Payroll exports | HR lead: read/write | Line managers: must not download payroll exports".
The line has no figure, yet it is no table header naming columns: each "Role: …" cell is a
rule of its own, read as a sentence (``segments``), so "must not download …" is the line
managers' prohibition, never lost with a header row or merged with another role's grant.
"""

from __future__ import annotations

import re

from workers.engine.fields.clauses import POLARITY

_ROLE_CELL = re.compile(r"\|[^\S\n]*[^|:\n]{2,60}:[^\S\n]+(?P<rule>[^|\n]+)")
"""A cell after the first that opens with a label and a colon: "| Reception staff: …"."""


def permission_line(line: str) -> bool:
    """Does the piped ``line`` (no line break inside) list roles' permissions: some cell
    after the first a "Role: rule" whose rule has a permission or prohibition marker?"""
    return any(POLARITY.search(found.group("rule").lower()) is not None
               for found in _ROLE_CELL.finditer(line))
