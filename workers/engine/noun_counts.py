"""A count written after its plural noun, as a list or a form writes it: "arrows 8".

An inventory line names the counted thing first and its number after it ("Hire kit: arrows
8, bow, bracer"; "Seats: 40"), where prose writes "8 arrows". Reading every such pair as a
count would misread numbered things ("Lane 6", "Gate 12"), so only a plural noun directly
followed by a bare whole number (an optional colon or "=" between) is read, and only for the
noun of a count already in dispute (``witnesses``: such a line corroborates one disputed
value, it never starts a conflict). Invariant: a singular noun before a number, a number
with a unit or decimal after it, and a noun not in dispute give nothing. Pure.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_AFTER = r"[^\S\n]*[:=]?[^\S\n]*(\d{1,4})(?![\w%/-]|[.,]\d)"


def noun_counts(text: str, noun: str, dimension: str) -> list[Value]:
    """The counts of ``noun`` (singular, as a count's dimension "count:<noun>" names it)
    that ``text`` writes after the noun's plural ("arrows 8")."""
    plural = re.escape(noun[:-1] + "ies" if noun.endswith("y") else noun + "s")
    out = []
    for found in re.finditer(rf"(?<![\w-]){plural}{_AFTER}", text, re.IGNORECASE):
        number = int(found.group(1))
        out.append(Value("quantity", f"{number} {noun}", found.group(0), found.start(),
                         dimension, float(number)))
    return out
