"""A measure and its restatement in brackets are one claim: "8.0 in (20 cm)", "612 m (about
2,008 ft)", "22 nautical miles (about 41 km, 25 statute miles)", "6,190 m / 20,310 ft".

The figures inside the brackets (or after a slash or a dash) right after a physical measure,
of its dimension and agreeing with it at the precision written (``precision.rounding_agrees``),
state no value of their own: only the first one, in the unit its writer chose, is read, or a
restatement written more finely than a first figure ending in zero ("6,190 m / 20,310 ft": the
feet; "6,190" may be rounded to the tens). A bracketed figure
that differs ("612 m (580 m before the extension)") or measures something else ("49 m
(12 floors)") stays a value. "in" before such a bracket is the inch ("8.0 in (20 cm)"), when
the two agree. One pass over the values: linear in them.
"""

from __future__ import annotations

import re

from workers.engine.fields.measures import measure
from workers.engine.fields.spans import Taken
from workers.engine.numbers import parse_number
from workers.engine.precision import ROUNDED_DIMENSIONS, relative_reach, rounding_agrees
from workers.engine.values import Value

_APPROX = r"(?:about|approx\.|approximately|around|roughly|nearly|almost|c\.|ca\.|~|≈)"
_OPENS = re.compile(rf"[^\S\n]*[(/—][^\S\n]*(?:{_APPROX}[^\S\n]*)?", re.IGNORECASE)
"""What lies between a measure and the first figure of its restatement: " (", " (about ",
" / " ("6,190 m / 20,310 ft"), " — about " ("22 nautical miles — about 41 km —")."""
_GOES_ON = re.compile(rf"[^\S\n]*[,;/][^\S\n]*(?:or[^\S\n]+)?(?:{_APPROX}[^\S\n]*)?",
                      re.IGNORECASE)
"""Between two figures of one restatement: ", ", " / ", ", about "."""
_ROUND = re.compile(r"^\D*\d[\d,]*0(?![\d.])")
"""A figure written as a whole number ending in zero, whose last digit may be no digit of
precision ("6,190 m")."""
_INCHES = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)[^\S\n]?in\.?$")
"""A number and "in" (or "in."), ending where a bracket opens."""


def one_claim(values: list[Value], text: str, taken: Taken) -> list[Value]:
    """``values`` (in order of appearance) without the figures that restate the measure
    before them in brackets, and with an inch measure read before a bracket it agrees with."""
    kept: list[Value] = []
    head: Value | None = None
    head_end = last_end = -1
    for value in values:
        if value.dimension not in ROUNDED_DIMENSIONS:
            kept.append(value)
            head = None
            continue
        between = text[last_end : value.start] if head is not None else ""
        opens = _OPENS if last_end == head_end else _GOES_ON
        if head is not None and head.dimension == value.dimension \
                and opens.fullmatch(between) and rounding_agrees(head, value):
            last_end = value.end
            if kept[-1] is head and _ROUND.match(head.surface) \
                    and relative_reach(value) < relative_reach(head):
                taken.quiet.append((head.start, head.end))  # "6,190 m / 20,310 ft": the feet
                kept[-1] = head = value
                continue
            taken.quiet.append((value.start, value.end))
            continue  # "(20 cm)", "(about 41 km, 25 statute miles)": the claim before it
        if head is not None and kept[-1] is head and _exact_after_loose(head, value, text):
            taken.quiet.append((head.start, head.end))  # "just over a metre high — 1.15 m"
            kept[-1] = head = value
            head_end = last_end = value.end
            continue
        inches = _inches_before(value, text)
        if inches is not None:
            taken.add(inches.start, inches.end)
            kept.append(inches)
            head, head_end, last_end = inches, inches.end, value.end
            continue
        kept.append(value)
        head, head_end, last_end = value, value.end, value.end
    return kept


_LOOSE = re.compile(
    rf"(?:{_APPROX}|over|under|more[^\S\n]+than|less[^\S\n]+than|just)[^\S\n]*$",
    re.IGNORECASE)
"""A loose figure's word right before it ("just over a metre", "about 30 ft")."""
_DASH_EXACT = re.compile(r"(?:[^\S\n]+[a-z]+)?[^\S\n]+[—–][^\S\n]*")
"""Between a loose figure and its exact restatement: a dash, after at most one lower-case
word ("high", "long", "across")."""
_LOOSE_REACH = 0.25
"""How far, relative to the exact figure, a loose one may lie and still be its rounding."""


def _exact_after_loose(head: Value, value: Value, text: str) -> bool:
    """Is ``value`` the exact figure a dash gives right after the loose measure ``head``
    ("just over a metre high — 1.15 m", "about 30 ft — 9.4 m"): of one dimension, a loose
    word before ``head`` (``_LOOSE``), within ``_LOOSE_REACH`` of it? The loose figure is
    then no claim of its own: the exact one is the text's."""
    if head.dimension != value.dimension or head.magnitude is None or not value.magnitude \
            or _DASH_EXACT.fullmatch(text, head.end, value.start) is None \
            or _LOOSE.search(text, max(0, head.start - 24), head.start) is None:
        return False
    return abs(head.magnitude - value.magnitude) <= _LOOSE_REACH * abs(value.magnitude)


def _inches_before(value: Value, text: str) -> Value | None:
    """The inch measure written right before ``value``'s bracket ("8.0 in (20 cm)"), when
    ``value`` is a length it agrees with; else None."""
    if value.dimension != "length":
        return None
    opened = text.rfind("(", max(0, value.start - 20), value.start)
    if opened < 0 or _OPENS.fullmatch(text, opened, value.start) is None:
        return None
    bracket = opened
    while bracket > 0 and text[bracket - 1] in " \t":
        bracket -= 1
    found = _INCHES.search(text, max(0, bracket - 30), bracket)
    number = parse_number(found.group(1)) if found is not None else None
    if found is None or number is None:
        return None
    inches = measure("inch", number, found.group(0), found.start())
    if inches is None or not rounding_agrees(inches, value):
        return None
    return inches
