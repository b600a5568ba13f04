"""Compound lengths: feet and then inches are one length ("4 ft 9 in" = 1.4478 m,
"5 ft 11 in" = 1.8034 m).

Web pages write heights and spans this way. Read apart, the feet alone are a wrong value
("4 ft" for a span of 4 ft 9 in). The inches join only when nothing but spaces or "and"
stands between them and they are fewer than twelve.
"""

from __future__ import annotations

import re

from workers.engine.numbers import format_number
from workers.engine.values import Value

_INCHES = re.compile(
    r"[^\S\n]*(?:and[^\S\n]+)?(\d{1,2}(?:\.\d+)?)[^\S\n]?(?:inch(?:es)?\b|in\b|\"|″)"
)
_FEET = re.compile(r"(?:ft|foot|feet)$")
_INCH_M = 0.0254
INCHES_IN_A_FOOT = 12


def joined(found: list[Value], text: str) -> list[Value]:
    """``found`` (quantities of ``text`` in order) with the inches that follow feet joined
    to them; the inches, when read apart, are dropped."""
    out: list[Value] = []
    for value in found:
        if out and out[-1].start <= value.start < out[-1].end:
            continue  # the inches of the feet before, now part of them
        out.append(_with_inches(value, text))
    return out


def _with_inches(value: Value, text: str) -> Value:
    """``value`` with the inches that follow its feet ("4 ft 9 in")."""
    if value.dimension != "length" or value.magnitude is None \
            or not _FEET.search(value.surface.rstrip()):
        return value
    inches = _INCHES.match(text, value.end)
    if inches is None or float(inches.group(1)) >= INCHES_IN_A_FOOT:
        return value
    metres = round(value.magnitude + float(inches.group(1)) * _INCH_M, 9)
    return Value("quantity", f"{format_number(metres)} m", text[value.start : inches.end()],
                 value.start, "length", metres)
