"""Counts whose noun carries a capitalised type code: "six AA batteries", "4 USB ports".

The count pattern (``quantity_patterns.PATTERN``) runs on the lower-case twin of a text, where
a type code between a number and its noun ("AA", "AAA", "C", "HDMI") looks like a short word
and hides the noun ("six aa" counts nothing; "6 aaa" counts "aaa"). Read on the text as
written, a code of capitals (and digits after them) right between a number and a plural
lower-case noun describes the counted things as an adjective does: "six AA batteries" counts
six batteries. Invariant: a code that is a unit or a scale symbol ("100 W bulbs", "5 MB
files", "10 K runners") or a clock or era marker ("8 PM flights", "300 BC coins") counts
nothing here (the quantity reading keeps it); the value is the one the count reading gives
("6 battery"), so it agrees with "six batteries". One pass: linear in the text.
"""

from __future__ import annotations

import re

from workers.engine.fields.quantity_values import read_match
from workers.engine.fields.scan import Scan
from workers.engine.fields.spans import Taken
from workers.engine.numbers import DIGIT_NUMBER_PATTERN
from workers.engine.values import Value

__all__ = ["extract"]

_NUMBER_WORD = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four"
    r"|five|six|seven|eight|nine))?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|hundred|dozen)"
)
_CODED = re.compile(
    rf"(?<![\w.,:$€£¥/^-])(?P<cnum>{DIGIT_NUMBER_PATTERN}|(?i:{_NUMBER_WORD}))"
    r"(?P<cscale>(?!))?(?P<kilo>(?!))?[^\S\n]"
    r"(?P<code>[A-Z]{1,5}[0-9]{0,2})[^\S\n]"
    r"(?P<noun>[a-z][a-z-]{2,}(?<!s)s)\b"
    r"(?:[^\S\n]*(?:(?:per|an?|each|every)[^\S\n]+|/[^\S\n]*)"
    r"(?P<per>second|minute|hour|day|week|month|year)\b)?"
)
"""A number, a capitalised code and a plural lower-case noun (ending in one "s"), with the
count pattern's group names so that ``quantity_values.read_match`` reads it."""
_NO_TYPE = frozenset(
    "A V W J N K M B G T KB MB GB TB KW MW GW KWH MWH HP PS AM PM BC AD BCE CE".split()
)
"""Codes that are units, scale symbols, clock or era markers: a closed class, never a type."""
_HAS_CODE = re.compile(r"[^\S\n][A-Z]{1,5}[0-9]{0,2}[^\S\n][a-z]")
"""The cheap gate: a capitalised code between spaces before a lower-case word."""


def extract(text: Scan, taken: Taken) -> list[Value]:
    """The coded counts in ``text`` ("six AA batteries"), in order; their spans are taken."""
    if _HAS_CODE.search(text.text) is None:
        return []
    found: list[Value] = []
    for match in _CODED.finditer(text.text):
        if taken.full:
            break
        if match.group("code") in _NO_TYPE or taken.overlaps(match.start(), match.end()):
            continue
        value = read_match(match, match.start(), text.text)
        if value is not None:
            taken.add(match.start(), match.end())
            found.append(value)
    return found
