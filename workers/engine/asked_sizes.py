"""A question for a physical size asks for a quantity.

"From what height …?", "What weight …?", "How tall …?", "How heavy …?" ask for an amount of
a length or a mass: a model code, a date or a price written beside it ("G-Shock DW-5000C |
Released: April 1983 | … 10 m drop") is context, never a second answer. Invariant: only a
question that opens (after at most a preposition) with *what*/*which* and a size noun, or
with *how* and a size adjective, is recognised; "In what capacity …" (a role) and "How high
is the fee?" (money, read first by ``asked``) are not.
"""

from __future__ import annotations

import re

_SIZE_ASK = re.compile(
    r"\W*(?:(?:from|at|to|of|by|with|up to|down to)\s+)?"
    r"(?:(?:what|which)\s+(?:height|width|length|depth|weight|diameter|thickness|altitude"
    r"|elevation|wingspan)"
    r"|how\s+(?:tall|high|wide|deep|heavy|thick))\b",
    re.IGNORECASE,
)


def asks_size(query: str) -> bool:
    """Does ``query`` open by asking for a physical size (module docstring)?"""
    return _SIZE_ASK.match(query) is not None
