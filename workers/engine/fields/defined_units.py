"""Unit symbols a text defines for itself: "M = nautical miles" in a list of lights.

A legend gives a short symbol (one to three letters, read case-sensitively) the meaning of a
unit spelled out ("M = nautical miles", "ft: feet", "nm means nautical miles"); within that
text, a number written right before the symbol ("22M", "22 M") is that measure, so it compares
with the same amount in any unit. A symbol no legend defines reads as before, and the case of
a defined one is kept ("48m" beside "M = nautical miles" is still metres). One pass for the
legends and one per defined symbol, at most ``MAX_SYMBOLS`` of them: linear in the text.
"""

from __future__ import annotations

import re

from workers.engine.fields.measures import measure
from workers.engine.fields.scan import Scan
from workers.engine.fields.spans import Taken
from workers.engine.numbers import parse_number
from workers.engine.values import Value

_SPELLED = (
    r"nautical\s+miles?|(?:statute\s+)?miles?|(?:kilo|centi|milli)?met(?:er|re)s?|feet|foot"
    r"|inch(?:es)?|yards?|(?:kilo)?grams?|pounds?|ounces?|tonnes?|(?:milli)?lit(?:er|re)s?"
)
"""Unit names a legend spells out (``measures`` reads each)."""
_LEGEND = re.compile(
    rf"(?<![\w.])(?P<symbol>[A-Za-z]{{1,3}})[^\S\n]*(?:=|:|\bmeans\b|\bstands\s+for\b)"
    rf"[^\S\n]*(?P<unit>{_SPELLED})\b(?![^\S\n]*\d)",
    re.IGNORECASE,
)
"""A symbol, "=", ":", "means" or "stands for", and a unit's name that no number follows
("Range: miles 22" is a column, not a legend)."""
MAX_SYMBOLS = 3
"""Most symbols one text defines (the first ones are kept): a legend names a few units."""


def extract(text: Scan, taken: Taken) -> list[Value]:
    """The measures written with a symbol ``text`` defines, in order of appearance."""
    if not text.has_digit or ("=" not in text.text and ":" not in text.text
                              and "means" not in text.words and "stands" not in text.words):
        return []
    defined: dict[str, str] = {}
    for legend in _LEGEND.finditer(text.text):
        unit = " ".join(legend.group("unit").lower().split()).removeprefix("statute ")
        defined.setdefault(legend.group("symbol"), unit)
        if len(defined) == MAX_SYMBOLS:
            break
    found: list[Value] = []
    for symbol, unit in defined.items():
        written = re.compile(
            rf"(?<![\w.,])(?P<num>\d{{1,3}}(?:,\d{{3}})*(?:\.\d+)?|\d+(?:\.\d+)?)"
            rf"[^\S\n]?{re.escape(symbol)}(?![\w=:])")
        for match in written.finditer(text.text):
            if taken.full:
                break
            if taken.overlaps(match.start(), match.end()):
                continue
            number = parse_number(match.group("num"))
            value = None if number is None else measure(
                unit, number, match.group(0), match.start())
            if value is not None:
                taken.add(match.start(), match.end())
                found.append(value)
    found.sort(key=lambda v: v.start)
    return found
