"""An equation's total is no part of it: "365 days = 12 × 30 + 5, so the last month takes
the leftover 5 days".

A value that "=" and a sum or product of numbers follow states the whole a reckoning splits
up; a sentence that goes on, past the reckoning, to state a value of its own draws that value
from the whole: the value after it is the sentence's answer, the total is context. A total
stays a candidate when no value stands after the reckoning ("… = 12 × 30 + 5 days" is still
the total's sentence), and a reckoning without an operator ("1 mile = 1.6 km") is a
conversion, left to ``precision``.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_RECKONING = re.compile(
    r"[^\S\n]*=[^\S\n]*(?:\d+(?:[.,]\d+)*+[^\S\n]*[×x*+−-][^\S\n]*)++\d+(?:[.,]\d+)*+"
    r"(?!\d|[^\S\n]*[A-Za-z×*+−-])"
)
"""'=' and numbers joined by operators, to the reckoning's end: the last number bare (no
unit nor operator after it)."""


def without_totals(snippet: str, offset: int, candidates: list[Value]) -> list[Value]:
    """``candidates`` (values of ``snippet``, which starts at ``offset`` in its chunk)
    without those an operator reckoning follows ("365 days = 12 × 30 + 5") when another
    candidate stands after that reckoning; ``candidates`` unchanged otherwise."""
    if "=" not in snippet or len(candidates) < 2:
        return candidates
    kept = list(candidates)
    for value in candidates:
        reckoning = _RECKONING.match(snippet, value.end - offset)
        if reckoning is not None and any(
                other.start - offset >= reckoning.end() for other in candidates):
            kept.remove(value)
    return kept
