"""Values an erratum strikes out: 'for "form QF-1" read "form QF-2"' replaces the first.

A corrigendum states its change in the printer's formula *for "X" read "Y"*: X is the text
it withdraws, Y the text that now stands. A value written inside the quoted X is no claim
of the chunk, and nor is the same value anywhere else in it (a later sentence may say what
the withdrawn value is instead: "QF-1 is the shade form").

Invariants: only the quoted text between "for" and "read" is struck, and only values of the
same field and key as one read there; a chunk without the formula loses nothing.
"""

from __future__ import annotations

import re

from workers.engine.text_memo import per_text
from workers.engine.values import Value

_FORMULA = re.compile(
    r"\bfor\s+[\"“‘'](?P<struck>[^\"”’'\n]{1,120})[\"”’']\s*,?\s+read\b", re.IGNORECASE)

Key = tuple[str, str]


def struck_keys(text: str, values: tuple[Value, ...]) -> frozenset[Key]:
    """The (field, key) of every value of ``text`` (``values``, at their offsets in it)
    that an erratum's *for "X" read* withdraws."""
    spans = _struck_spans(text)
    if not spans:
        return frozenset()
    return frozenset((v.field, v.exact or v.display) for v in values
                     if any(a <= v.start and v.end <= b for a, b in spans))


@per_text
def _struck_spans(text: str) -> tuple[tuple[int, int], ...]:
    """Where ``text``'s errata quote what they withdraw (a memo: a text recurs across
    events)."""
    if "read" not in text.lower():
        return ()
    return tuple(m.span("struck") for m in _FORMULA.finditer(text))


def not_struck(values: tuple[Value, ...], struck: frozenset[Key]) -> tuple[Value, ...]:
    """``values`` without those an erratum of their chunk withdraws (``struck_keys``)."""
    if not struck:
        return values
    return tuple(v for v in values if (v.field, v.exact or v.display) not in struck)
